import { asc } from 'drizzle-orm';
import type { OrderStatus } from '#contracts/admin/orders';
import { anyId } from '#server/db/operators';
import { orderStatusHistory } from '#server/db/schema/index';
import type { Db } from '#server/db/types';

export interface ShopperHistoryEntry {
  status: OrderStatus;
  created_at: string;
}

/**
 * The status history of the given orders as their shopper sees it: what and when, never which
 * staff member (their e-mail is the shop's business). One query for the whole list.
 */
export async function historyOf(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, ShopperHistoryEntry[]>> {
  const byOrder = new Map<number, ShopperHistoryEntry[]>();
  if (orderIds.length === 0) return byOrder;
  const found = await db
    .select({
      orderId: orderStatusHistory.orderId,
      status: orderStatusHistory.toStatus,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .where(anyId(orderStatusHistory.orderId, orderIds))
    .orderBy(
      asc(orderStatusHistory.orderId),
      asc(orderStatusHistory.createdAt),
      asc(orderStatusHistory.id),
    );
  for (const h of found) {
    const list = byOrder.get(h.orderId) ?? [];
    list.push({ status: h.status, created_at: h.createdAt.toISOString() });
    byOrder.set(h.orderId, list);
  }
  return byOrder;
}
