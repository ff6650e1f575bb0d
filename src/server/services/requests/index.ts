import type { RequestListQuery, UpdateRequestBody } from '#contracts/admin/requests';
import type { Locale } from '#domain/locale';
import { createRequestInbox } from './inbox';
import { createRequestUpdate, type RequestUpdateDeps } from './update';
import type { Actor } from '../audit/audit-service';

/**
 * The back office's customization-request inbox (the shopper's side, sending a request, stays
 * in services/orders): list and read in the staff member's language, change status, reply.
 */
export function createRequestsService(deps: RequestUpdateDeps) {
  const inbox = createRequestInbox(deps.db);
  const update = createRequestUpdate(deps);
  return {
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
