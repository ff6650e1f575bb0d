import { and, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '#contracts/admin/orders';
import { orders, orderStatusHistory } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';
import type { OutboxService } from '../messaging/outbox-service';
import { releaseUse } from '../promotions/uses';
import { isMailedStatus, orderStatusMail } from './order-status-mail';
import { returnStock } from './stock';

type OrderRow = typeof orders.$inferSelect;

export interface OrderMove {
  to: OrderStatus;
  /** Who moved it; null for the shop itself (a payment given up, a carrier's event). */
  staffEmail?: string | null;
  /** The parcel, when the move is to `shipped`. */
  parcel?: { carrier: string | null; trackingNumber: string | null };
}

/**
 * The one way an order changes status, inside the caller's transaction: a compare-and-set on
 * the status the caller read (with the row locked), the history line, on cancel the stock and
 * the promo code's use given back, and the shopper's e-mail. Returns the products whose stock
 * came back, or null when the order had moved meanwhile (nothing was written).
 */
export async function moveOrder(
  tx: Executor,
  outbox: OutboxService,
  order: OrderRow,
  move: OrderMove,
): Promise<number[] | null> {
  const { to, parcel } = move;
  const updated = await tx
    .update(orders)
    .set({
      status: to,
      ...(parcel ? { carrier: parcel.carrier, trackingNumber: parcel.trackingNumber } : {}),
      // The withdrawal period counts from delivery (docs/rules.md#withdrawal).
      ...(to === 'delivered' ? { deliveredAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  if (updated.length !== 1) return null;
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    staffEmail: move.staffEmail ?? null,
    carrier: parcel?.carrier ?? null,
    trackingNumber: parcel?.trackingNumber ?? null,
  });
  const returned = to === 'cancelled' ? await returnStock(tx, order.id) : [];
  if (to === 'cancelled') await releaseUse(tx, order.id); // a promo code's use is given back
  if (order.email && isMailedStatus(to)) {
    const mail = orderStatusMail({
      number: order.number,
      status: to,
      locale: order.locale,
      carrier: parcel?.carrier ?? null,
      trackingNumber: parcel?.trackingNumber ?? null,
    });
    await outbox.stageEmail(tx, order.email, mail);
  }
  return returned;
}

/**
 * Cancels an order the shop gives up on (its online payment failed or timed out), locked
 * first: only a `new` or `confirmed` order is cancelled. Returns the products whose stock came
 * back (none when the order was already past cancelling).
 */
export async function cancelByShop(
  tx: Executor,
  outbox: OutboxService,
  orderId: number,
): Promise<number[]> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || (order.status !== 'new' && order.status !== 'confirmed')) return [];
  return (await moveOrder(tx, outbox, order, { to: 'cancelled' })) ?? [];
}
