import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MAX_COMPLAINT_PHOTOS,
  type ComplaintCreated,
  type complaintRequest,
} from '#contracts/returns';
import { notFound, validation } from '#domain/errors';
import { dueBy } from '#domain/returns/withdrawal-period';
import { returnLines, returns } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import type { OutboxService } from '../messaging/outbox-service';
import type { ComplaintPhotos } from './complaint-photos';
import { lineStates, mailOf, orderOf } from './order-access';
import { complaintAckMail } from './returns-mail';

type ComplaintInput = z.output<typeof complaintRequest>;

export interface ComplaintsDeps {
  db: Db;
  outbox: OutboxService;
  photos: ComplaintPhotos;
  now?: () => Date;
}

/** The order and the lines a complaint names, checked (404 for an order not the caller's). */
async function checked(executor: Executor, input: ComplaintInput, userId: string | null) {
  const order = await orderOf(executor, input, userId);
  if (order.status === 'cancelled') throw notFound('order_not_found', 'No such order');
  const lines = await lineStates(executor, order.id);
  const chosen: { id: number; title: string; count: number }[] = [];
  for (const a of input.lines) {
    const line = lines.find((l) => l.productId === a.product_id);
    if (!line || a.count > line.count || chosen.some((c) => c.id === line.id)) {
      throw validation({ lines: ['not_in_order'] });
    }
    chosen.push({ id: line.id, title: line.title, count: a.count });
  }
  return { order, chosen };
}

/**
 * Complaints under the legal guarantee (reklamacja): received at once, answered by the shop
 * within 14 days or accepted by law (docs/rules.md#complaints). No period limits them here: the
 * two years of the guarantee are the shop's to judge when it answers. Photos come in the same
 * request and are kept only with the complaint (docs/decisions/060-complaint-photos.md).
 */
export function createComplaints({ db, outbox, photos, now = () => new Date() }: ComplaintsDeps) {
  return {
    async send(
      input: ComplaintInput,
      userId: string | null,
      files: readonly Buffer[] = [],
    ): Promise<ComplaintCreated> {
      if (files.length > MAX_COMPLAINT_PHOTOS) {
        throw validation({ photos: ['too_many_photos'] }, 'too_many_photos');
      }
      // Who may complain, and about what, is settled before any photo is decoded or written.
      if (files.length > 0) await checked(db, input, userId);
      const saved = await photos.save(files);
      let answer;
      try {
        answer = await db.transaction(async (tx) => {
          const { order, chosen } = await checked(tx, input, userId);
          const at = now();
          const answerBy = dueBy(at);
          const [row] = await tx
            .insert(returns)
            .values({
              kind: 'complaint',
              orderId: order.id,
              status: 'received',
              locale: order.locale,
              description: input.description,
              demand: input.demand,
              photos: saved?.photos ?? [],
              receivedAt: at,
              dueBy: answerBy,
            })
            .returning({ id: returns.id });
          await tx
            .insert(returnLines)
            .values(chosen.map((c) => ({ returnId: row!.id, orderLineId: c.id, count: c.count })));
          const to = await mailOf(tx, order);
          if (to) {
            await outbox.stageEmail(
              tx,
              to,
              complaintAckMail({
                locale: order.locale,
                number: order.number,
                lines: chosen,
                receivedAt: at,
                answerBy,
                demand: input.demand,
                description: input.description,
              }),
            );
          }
          return { id: row!.id, answerBy, sent: !!to };
        });
      } catch (error) {
        // Nothing of a refused complaint stays: no row, and now no photos.
        if (saved) await photos.discard(saved.folder);
        throw error;
      }
      return {
        complaint_id: String(answer.id),
        answer_by: answer.answerBy.toISOString(),
        photos: photos.forShopper(answer.id, saved?.photos ?? []),
      };
    },

    /** A shopper's photo, by its signed key; null for a key not ours or a photo not there. */
    async photo(photoKey: string, n: number) {
      const id = photos.verify(photoKey);
      if (id === null) return null;
      const [row] = await db
        .select({ photos: returns.photos })
        .from(returns)
        .where(and(eq(returns.id, id), eq(returns.kind, 'complaint')));
      return row ? photos.read(row.photos, n) : null;
    },
  };
}
