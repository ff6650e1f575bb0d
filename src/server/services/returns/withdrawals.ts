import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type {
  WithdrawalConfirmed,
  WithdrawalCreated,
  WithdrawalOrder,
  withdrawalRequest,
} from '#contracts/returns';
import type { z } from 'zod';
import { notFound, validation } from '#domain/errors';
import type { Locale } from '#domain/locale';
import { toDecimal } from '#domain/money';
import { normalizeIban } from '#domain/payments/iban';
import { deliveryRefundCap, refundAmount } from '#domain/returns/refund-amount';
import { dueBy, withdrawalLastDay, withdrawalOpen } from '#domain/returns/withdrawal-period';
import { orders, returnLines, returns } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import type { OutboxService } from '../messaging/outbox-service';
import {
  deliveryOptions,
  lineStates,
  mailOf,
  orderOf,
  paymentMethodOf,
  type OrderIdentity,
  type OrderLineState,
} from './order-access';
import { withdrawalAckMail } from './returns-mail';

type WithdrawalInput = z.output<typeof withdrawalRequest>;

export interface WithdrawalsDeps {
  db: Db;
  outbox: OutboxService;
  /** The key that signs withdrawal ids: step 2 has no other proof than the id. */
  secret: string;
  /** The clock the 14 days are counted by (tests move it). */
  now?: () => Date;
}

/** Paid on delivery or by transfer: the money goes back by bank transfer, to an account we ask for. */
const needsBankAccount = (method: string | null) => method === 'cod' || method === 'transfer';

/** Which units of which lines: the asked ones, or every unit that may still be withdrawn. */
function chosenUnits(
  lines: OrderLineState[],
  asked: WithdrawalInput['lines'],
): { chosen: { line: OrderLineState; count: number }[]; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  if (!asked) {
    const chosen = lines.filter((l) => l.left > 0).map((line) => ({ line, count: line.left }));
    if (chosen.length === 0) errors.lines = ['nothing_left'];
    return { chosen, errors };
  }
  const chosen: { line: OrderLineState; count: number }[] = [];
  const seen = new Set<number>();
  for (const a of asked) {
    const line = lines.find((l) => l.productId === a.product_id);
    if (!line || seen.has(line.id)) {
      (errors.lines ??= []).push('not_in_order');
    } else if (line.madeToOrder) {
      (errors.made_to_order ??= []).push(String(a.product_id));
    } else if (a.count > line.left) {
      (errors.lines ??= []).push('count_above_left');
    } else {
      chosen.push({ line, count: a.count });
    }
    if (line) seen.add(line.id);
  }
  return { chosen, errors };
}

/**
 * The withdrawal function (docs/api.md "After the sale"): the page's order, step 1 (an
 * unconfirmed withdrawal, which has no effect) and step 2 (received: the law's moment, the
 * acknowledgement e-mail at once, once).
 */
export function createWithdrawals({ db, outbox, secret, now = () => new Date() }: WithdrawalsDeps) {
  const sign = (id: number) =>
    createHmac('sha256', secret).update(`withdrawal:${id}`).digest('base64url').slice(0, 22);
  const publicId = (id: number) => `${id}-${sign(id)}`;
  /** The row id of a withdrawal id, or null when its signature is not ours. */
  const rowId = (withdrawalId: string): number | null => {
    // The signature is base64url, so it may hold a '-' itself: split at the first one.
    const cut = withdrawalId.indexOf('-');
    const id = withdrawalId.slice(0, cut);
    const expected = Buffer.from(sign(Number(id)));
    const given = Buffer.from(withdrawalId.slice(cut + 1));
    return given.length === expected.length && timingSafeEqual(given, expected) ? Number(id) : null;
  };

  async function estimate(tx: Executor, orderId: number, deliveryPaidMinor: number) {
    const options = await deliveryOptions(tx, orderId);
    return (lines: OrderLineState[], chosen: { line: OrderLineState; count: number }[]) =>
      refundAmount({
        lines,
        returned: chosen.map((c) => ({ lineId: c.line.id, count: c.count })),
        deliveryPaidMinor,
        deliveryOptions: options,
      });
  }

  return {
    /** What the withdrawal page shows of an order the shopper proved is theirs. */
    async order(who: OrderIdentity, userId: string | null): Promise<WithdrawalOrder> {
      const order = await orderOf(db, who, userId);
      const [lines, method, options] = await Promise.all([
        lineStates(db, order.id),
        paymentMethodOf(db, order.id),
        deliveryOptions(db, order.id),
      ]);
      const itemsPaid = lines.reduce((s, l) => s + l.count * l.unitPriceMinor - l.discountMinor, 0);
      return {
        order_id: order.publicId,
        number: order.number,
        status: order.status,
        delivered_at: order.deliveredAt?.toISOString() ?? null,
        last_day: withdrawalLastDay(order.deliveredAt),
        period_over: !withdrawalOpen(order.deliveredAt, now()),
        bank_account_needed: needsBankAccount(method),
        lines: lines.map((l) => ({
          product_id: l.productId,
          title: l.title,
          count: l.count,
          left: l.left,
          made_to_order: l.madeToOrder,
          price: toDecimal(l.unitPriceMinor),
          discount: toDecimal(l.discountMinor),
          returned_before: l.returnedBefore ?? 0,
        })),
        delivery_refund: toDecimal(deliveryRefundCap(order.deliveryMinor, itemsPaid, options)),
      };
    },

    /** Step 1: checked in full, written as `unconfirmed` (nothing happens until step 2). */
    async start(
      locale: Locale,
      input: WithdrawalInput,
      userId: string | null,
    ): Promise<WithdrawalCreated> {
      return db.transaction(async (tx) => {
        const order = await orderOf(tx, input, userId);
        if (order.status === 'cancelled') throw notFound('order_not_found', 'No such order');
        const lines = await lineStates(tx, order.id);
        const { chosen, errors } = chosenUnits(lines, input.lines);
        if (!withdrawalOpen(order.deliveredAt, now())) {
          errors.period_over = [withdrawalLastDay(order.deliveredAt) ?? 'over'];
        }
        let bankAccount: string | null = null;
        if (needsBankAccount(await paymentMethodOf(tx, order.id))) {
          bankAccount = input.bank_account ? normalizeIban(input.bank_account) : null;
          if (!bankAccount) {
            errors.bank_account = [input.bank_account ? 'iban.invalid' : 'required'];
          }
        }
        if (Object.keys(errors).length > 0) throw validation(errors);
        const refund = (await estimate(tx, order.id, order.deliveryMinor))(lines, chosen);
        const [row] = await tx
          .insert(returns)
          .values({
            kind: 'withdrawal',
            orderId: order.id,
            status: 'unconfirmed',
            locale: order.locale ?? locale,
            reason: input.reason || null,
            bankAccount,
          })
          .returning({ id: returns.id });
        await tx
          .insert(returnLines)
          .values(
            chosen.map((c) => ({ returnId: row!.id, orderLineId: c.line.id, count: c.count })),
          );
        return {
          withdrawal_id: publicId(row!.id),
          status: 'unconfirmed' as const,
          lines: chosen.map((c) => ({
            product_id: c.line.productId,
            title: c.line.title,
            count: c.count,
          })),
          refund_estimate: toDecimal(refund.totalMinor),
        };
      });
    },

    /**
     * Step 2: received, with the acknowledgement e-mail staged in the same transaction.
     * Confirming again answers the same and changes nothing; the lines are counted again under
     * the order's lock, so two withdrawals confirmed at once cannot take a unit twice.
     */
    async confirm(withdrawalId: string): Promise<WithdrawalConfirmed> {
      const id = rowId(withdrawalId);
      if (id === null) throw notFound('withdrawal_not_found', 'No such withdrawal');
      const answer = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ orderId: returns.orderId })
          .from(returns)
          .where(and(eq(returns.id, id), eq(returns.kind, 'withdrawal')));
        if (!found) throw notFound('withdrawal_not_found', 'No such withdrawal');
        // The order first, then the withdrawal: the same order of locks as step 1's counting.
        const [order] = await tx
          .select()
          .from(orders)
          .where(eq(orders.id, found.orderId))
          .for('update');
        const [w] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
        if (w!.status !== 'unconfirmed') return { receivedAt: w!.receivedAt!, sent: false };
        const at = now();
        const mine = await tx
          .select({ orderLineId: returnLines.orderLineId, count: returnLines.count })
          .from(returnLines)
          .where(eq(returnLines.returnId, id));
        const lines = await lineStates(tx, order!.id);
        const errors: Record<string, string[]> = {};
        for (const m of mine) {
          const line = lines.find((l) => l.id === m.orderLineId);
          if (!line || m.count > line.left) errors.lines = ['count_above_left'];
        }
        if (!withdrawalOpen(order!.deliveredAt, at)) {
          errors.period_over = [withdrawalLastDay(order!.deliveredAt) ?? 'over'];
        }
        if (Object.keys(errors).length > 0) throw validation(errors);
        await tx
          .update(returns)
          .set({ status: 'received', receivedAt: at, dueBy: dueBy(at), updatedAt: sql`now()` })
          .where(eq(returns.id, id));
        const to = await mailOf(tx, order!);
        if (to) {
          const titled = mine.map((m) => ({
            title: lines.find((l) => l.id === m.orderLineId)!.title,
            count: m.count,
          }));
          await outbox.stageEmail(
            tx,
            to,
            withdrawalAckMail({
              locale: w!.locale,
              number: order!.number,
              lines: titled,
              receivedAt: at,
              reason: w!.reason,
            }),
          );
        }
        return { receivedAt: at, sent: !!to };
      });
      return {
        withdrawal_id: withdrawalId,
        status: 'received',
        received_at: answer.receivedAt.toISOString(),
      };
    },
  };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
