import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { fullName } from '#domain/orders/person-name';
import type { AdminReturnListItem, ReturnStatus } from '#contracts/admin/returns';
import { OPEN_RETURN_STATUSES } from '#contracts/admin/returns';
import { orderLines, orders, returnLines, returns } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';
import type { ReturnedUnits } from '#domain/returns/refund-vat';

export type ReturnRow = typeof returns.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** A return's lines with the order lines they come from (price, discount and rate as sold). */
export async function linesOf(executor: Executor, returnIds: number[]) {
  if (returnIds.length === 0) return new Map<number, ReturnLineRow[]>();
  const found = await executor
    .select({ returned: returnLines, line: orderLines })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(inArray(returnLines.returnId, returnIds))
    .orderBy(asc(returnLines.id));
  const byReturn = new Map<number, ReturnLineRow[]>();
  for (const row of found) {
    const list = byReturn.get(row.returned.returnId) ?? [];
    list.push({ ...row.returned, line: row.line });
    byReturn.set(row.returned.returnId, list);
  }
  return byReturn;
}

export type ReturnLineRow = typeof returnLines.$inferSelect & {
  line: typeof orderLines.$inferSelect;
};

export const asReturned = (lines: readonly ReturnLineRow[]): ReturnedUnits[] =>
  lines.map((l) => ({ count: l.count, line: l.line }));

/** Open and past its due date: a refund owed, or a complaint that counts as accepted by law. */
export const isOverdue = (r: Pick<ReturnRow, 'status' | 'dueBy'>, now: Date) =>
  (OPEN_RETURN_STATUSES as readonly string[]).includes(r.status) &&
  r.dueBy !== null &&
  r.dueBy.getTime() < now.getTime();

/** The same condition in SQL, for the list's filter and the dashboard's card. */
export const overdueSql = (now: Date) =>
  and(
    inArray(returns.status, [...OPEN_RETURN_STATUSES]),
    sql`${returns.dueBy} < ${now.toISOString()}`,
  );

export const toListItem = (
  r: ReturnRow,
  order: Pick<OrderRow, 'publicId' | 'number' | 'name' | 'surname'>,
  lines: readonly ReturnLineRow[],
  now: Date,
): AdminReturnListItem => ({
  id: r.id,
  kind: r.kind,
  order_id: order.publicId,
  order_number: order.number,
  name: fullName(order.name, order.surname),
  // `unconfirmed` is never listed (the list and the detail skip it).
  status: r.status as ReturnStatus,
  received_at: r.receivedAt?.toISOString() ?? null,
  due_by: r.dueBy?.toISOString() ?? null,
  overdue: isOverdue(r, now),
  lines: lines.map((l) => ({
    product_id: l.line.productId,
    title: l.line.title,
    count: l.count,
    restocked: l.restocked,
  })),
});

/** The return (not an unconfirmed one) and its order, the order's row locked first when asked. */
export async function findReturn(executor: Executor, id: number, lock = false) {
  const [found] = await executor
    .select({ ret: returns, order: orders })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(and(eq(returns.id, id), sql`${returns.status} <> 'unconfirmed'`));
  if (!found || !lock) return found ?? null;
  // The order's row first, then the return's: the refund call locks in the same order.
  const [order] = await executor
    .select()
    .from(orders)
    .where(eq(orders.id, found.order.id))
    .for('update');
  const [ret] = await executor.select().from(returns).where(eq(returns.id, id)).for('update');
  return order && ret ? { ret, order } : null;
}
