import type { RequestListQuery, UpdateRequestBody } from '#contracts/admin/requests';
import type { Locale } from '#domain/locale';
import { createRequestCreate } from './create';
import { createRequestReads } from './reads';
import { createRequestUpdate, type RequestUpdateDeps } from './update';
import type { Actor } from '../audit/audit-service';

/**
 * Customization requests: the shopper sends one (`create`, guests too); the back office's inbox
 * lists and reads them in the staff member's language, changes their status and replies.
 */
export function createRequestsService(deps: RequestUpdateDeps & { shopEmail: string }) {
  const inbox = createRequestReads(deps.db);
  const update = createRequestUpdate(deps);
  return {
    create: createRequestCreate(deps.db, deps.outbox, deps.shopEmail).create,
    list: (query: RequestListQuery, locale: Locale) => inbox.list(query, locale),
    /** After a change the answer is the request as it now stands. */
    async update(actor: Actor, id: number, change: UpdateRequestBody, locale: Locale) {
      await update(actor, id, change);
      return inbox.detail(id, locale);
    },
    detail: (id: number, locale: Locale) => inbox.detail(id, locale),
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
