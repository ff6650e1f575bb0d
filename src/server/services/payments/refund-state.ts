import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rows } from '#server/db/rows';
import { orders, payments } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';
import { movePayment } from './payment-updates';

/**
 * What an order's payment has taken in and can still give back, read in the caller's
 * transaction (under the order's row lock). A cash-on-delivery order counts as paid once it is
 * delivered (docs/api.md "After the sale"); a transfer or an online payment once it is paid.
 * `committed` sums every refund not failed: a pending one is money promised already.
 */
export async function refundRoom(tx: Executor, orderId: number) {
  const [row] = await tx
    .select({ payment: payments, orderStatus: orders.status })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.orderId, orderId));
  const [sums] = await rows(
    tx,
    sql`select coalesce(sum(amount_minor) filter (where status <> 'failed'), 0)::int as committed,
               coalesce(sum(amount_minor) filter (where status = 'succeeded'), 0)::int as done
        from refunds where order_id = ${orderId}`,
    z.object({ committed: z.number(), done: z.number() }),
  );
  if (!row) return { payment: null, paidMinor: 0, committedMinor: 0, refundedMinor: 0 };
  const { payment, orderStatus } = row;
  const taken =
    payment.status === 'paid' ||
    payment.status === 'partially_refunded' ||
    payment.status === 'refunded' ||
    (payment.status === 'on_delivery' && orderStatus === 'delivered');
  return {
    payment,
    paidMinor: taken ? payment.amountMinor : 0,
    committedMinor: sums?.committed ?? 0,
    refundedMinor: sums?.done ?? 0,
  };
}

/**
 * Moves the order's payment after a refund succeeded: `refunded` once the refunds that went
 * through add up to what was paid, `partially_refunded` before. Cash collected on delivery is
 * recorded as paid first (the courier brought it). Forward only: a later failure never takes a
 * payment back.
 */
export async function settleRefunds(tx: Executor, orderId: number): Promise<void> {
  const [locked] = await tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .for('update');
  if (!locked) return;
  const { refundedMinor } = await refundRoom(tx, orderId);
  if (refundedMinor === 0) return;
  let payment = locked;
  if (payment.status === 'on_delivery') {
    if (!(await movePayment(tx, payment, 'paid'))) return;
    const [moved] = await tx.select().from(payments).where(eq(payments.id, locked.id));
    if (!moved) return;
    payment = moved;
  }
  const to = refundedMinor >= payment.amountMinor ? 'refunded' : 'partially_refunded';
  if (payment.status === to) return;
  await movePayment(tx, payment, to);
}
