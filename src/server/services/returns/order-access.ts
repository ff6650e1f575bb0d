import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { notFound } from '#domain/errors';
import type { RefundDeliveryOption, RefundOrderLine } from '#domain/returns/refund-amount';
import {
  deliveryMethods,
  orderLines,
  orders,
  payments,
  products,
  users,
} from '#server/db/schema/index';
import type { Executor } from '#server/db/types';
import { statusTokenMatches } from '../orders/index';

type OrderRow = typeof orders.$inferSelect;

/** Who asks: the order's e-mail, its status link's token, or the account the order belongs to. */
export interface OrderIdentity {
  order_id: string;
  email?: string | undefined;
  token?: string | undefined;
}

/**
 * The order a shopper names, when they prove it is theirs. Anything else (no such order, a
 * wrong e-mail or token, someone else's account) is the same 404, so numbers cannot be probed.
 * `lock` takes the order's row lock: a withdrawal's lines are counted under it.
 */
export async function orderOf(
  tx: Executor,
  who: OrderIdentity,
  userId: string | null,
  lock = false,
): Promise<OrderRow> {
  const ref = who.order_id.trim();
  const where = /^\d{1,9}$/.test(ref)
    ? eq(orders.number, Number(ref))
    : /^[0-9a-f-]{36}$/i.test(ref)
      ? eq(orders.publicId, ref.toLowerCase())
      : undefined;
  const query = where ? tx.select().from(orders).where(where) : null;
  const [order] = query ? await (lock ? query.for('update') : query) : [];
  const email = who.email?.trim().toLowerCase();
  const proven =
    !!order &&
    ((userId !== null && order.userId === userId) ||
      (!!who.token && statusTokenMatches(order.statusTokenHash, who.token)) ||
      (!!email && !!order.email && order.email.trim().toLowerCase() === email));
  if (!order || !proven) throw notFound('order_not_found', 'No such order');
  return order;
}

export interface OrderLineState extends RefundOrderLine {
  productId: number;
  title: string;
  madeToOrder: boolean;
  /** Units a new withdrawal may still take. */
  left: number;
}

/**
 * The order's lines with what earlier withdrawals took: every confirmed one counts (an
 * unconfirmed one has no effect; one staff closed gave nothing back). `before`: only those
 * received before that return (a refund prices its units after theirs, so parts sum exactly).
 */
export async function lineStates(
  tx: Executor,
  orderId: number,
  before?: number,
): Promise<OrderLineState[]> {
  const lines = await tx
    .select({
      id: orderLines.id,
      productId: orderLines.productId,
      title: orderLines.title,
      count: orderLines.count,
      unitPriceMinor: orderLines.unitPriceMinor,
      discountMinor: orderLines.discountMinor,
      madeToOrder: orderLines.withdrawalExempt,
      // Spelled out: drizzle leaves a one-table select's columns unqualified, which the
      // subquery's own `id` and `count` would shadow.
      returned: sql<number>`coalesce((
        select sum(rl.count) from return_lines rl
        join returns r on r.id = rl.return_id
        where rl.order_line_id = order_lines.id
          and r.kind = 'withdrawal'
          and r.status not in ('unconfirmed', 'closed')
          and (${before ?? null}::int is null or r.id < ${before ?? null}::int)
      ), 0)::int`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return lines.map(({ returned, ...l }) => ({
    ...l,
    returnedBefore: returned,
    left: l.madeToOrder ? 0 : Math.max(0, l.count - returned),
  }));
}

/** The shop's courier and locker methods as the refund compares them (decision in refund-amount.ts). */
export async function deliveryOptions(
  tx: Executor,
  orderId: number,
): Promise<RefundDeliveryOption[]> {
  const [fit] = await tx
    .select({ all: sql<boolean>`coalesce(bool_and(${products.fitsLocker}), true)` })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId));
  const methods = await tx
    .select()
    .from(deliveryMethods)
    .where(and(eq(deliveryMethods.active, true), notInArray(deliveryMethods.kind, ['pickup'])));
  return methods.map((m) => ({
    kind: m.kind,
    priceMinor: m.priceMinor,
    freeFromMinor: m.freeFromMinor,
    couldCarry: m.kind !== 'locker' || (fit?.all ?? true),
  }));
}

/** How the order was paid (cod, transfer, online). */
export async function paymentMethodOf(tx: Executor, orderId: number): Promise<string | null> {
  const [p] = await tx
    .select({ method: payments.method })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return p?.method ?? null;
}

/** Where the shopper's e-mails go: the order's address, else its account's. */
export async function mailOf(tx: Executor, order: OrderRow): Promise<string | null> {
  if (order.email) return order.email;
  if (!order.userId) return null;
  const [u] = await tx
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.id, [order.userId]));
  return u?.email ?? null;
}
