import { and, eq, sql } from 'drizzle-orm';
import type { RequestStatus, UpdateRequestBody } from '#contracts/admin/requests';
import { notFound } from '#domain/errors';
import type { Locale } from '#domain/locale';
import { requests, productTranslations, requestMessages } from '#server/db/schema/index';
import type { Db, Tx } from '#server/db/types';
import type { OutboxService } from '../messaging/outbox-service';
import type { Actor, Audit } from '../audit/audit-service';
import { requestReplyMail } from './reply-mail';

export interface RequestUpdateDeps {
  db: Db;
  outbox: OutboxService;
  audit: Audit;
}

/**
 * A staff member's change to a request: a new status, a reply, or both. The reply, its e-mail
 * (staged in the outbox), the status and the audit row commit together, so a reply is never
 * recorded without its mail nor mailed without being recorded. The row is locked first: two
 * staff answering at once each get their reply kept and mailed, in order.
 */
export function createRequestUpdate({ db, outbox, audit }: RequestUpdateDeps) {
  return async function update(actor: Actor, id: number, change: UpdateRequestBody) {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          status: requests.status,
          email: requests.email,
          locale: requests.locale,
          productId: requests.productId,
        })
        .from(requests)
        .where(eq(requests.id, id))
        .for('update');
      if (!current) throw notFound('request_not_found', 'No such request');
      const status: RequestStatus = change.status ?? (change.reply ? 'answered' : current.status);
      await tx
        .update(requests)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(requests.id, id));
      if (change.reply) {
        await tx
          .insert(requestMessages)
          .values({ requestId: id, staffEmail: actor.email, body: change.reply });
        const title = await productTitle(tx, current.productId, current.locale);
        await outbox.stageEmail(
          tx,
          current.email,
          requestReplyMail({ locale: current.locale, productTitle: title, reply: change.reply }),
        );
      }
      await audit.record(tx, actor, {
        action: change.reply ? 'reply' : 'update',
        entity: 'request',
        entityId: id,
        before: { status: current.status },
        after: { status, ...(change.reply ? { reply: change.reply } : {}) },
      });
    });
  };
}

async function productTitle(tx: Tx, productId: number, locale: Locale): Promise<string> {
  const [row] = await tx
    .select({ title: productTranslations.title })
    .from(productTranslations)
    .where(
      and(eq(productTranslations.productId, productId), eq(productTranslations.locale, locale)),
    );
  return row?.title ?? '';
}
