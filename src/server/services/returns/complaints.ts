import type { z } from 'zod';
import type { ComplaintCreated, complaintRequest } from '#contracts/returns';
import { notFound, validation } from '#domain/errors';
import { dueBy } from '#domain/returns/withdrawal-period';
import { returnLines, returns } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import type { OutboxService } from '../messaging/outbox-service';
import { lineStates, mailOf, orderOf } from './order-access';
import { complaintAckMail } from './returns-mail';

type ComplaintInput = z.output<typeof complaintRequest>;

export interface ComplaintsDeps {
  db: Db;
  outbox: OutboxService;
  now?: () => Date;
}

/**
 * Complaints under the legal guarantee (reklamacja): received at once, answered by the shop
 * within 14 days or accepted by law (docs/rules.md#complaints). No period limits them here: the
 * two years of the guarantee are the shop's to judge when it answers.
 */
export function createComplaints({ db, outbox, now = () => new Date() }: ComplaintsDeps) {
  return {
    async send(input: ComplaintInput, userId: string | null): Promise<ComplaintCreated> {
      const answer = await db.transaction(async (tx) => {
        const order = await orderOf(tx, input, userId);
        if (order.status === 'cancelled') throw notFound('order_not_found', 'No such order');
        const lines = await lineStates(tx, order.id);
        const chosen: { id: number; title: string; count: number }[] = [];
        for (const a of input.lines) {
          const line = lines.find((l) => l.productId === a.product_id);
          if (!line || a.count > line.count || chosen.some((c) => c.id === line.id)) {
            throw validation({ lines: ['not_in_order'] });
          }
          chosen.push({ id: line.id, title: line.title, count: a.count });
        }
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
      if (answer.sent) outbox.wake();
      return { complaint_id: String(answer.id), answer_by: answer.answerBy.toISOString() };
    },
  };
}
