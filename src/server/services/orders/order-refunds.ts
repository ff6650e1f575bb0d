import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  refundVat,
  returnedParts,
  sumVat,
  type RefundVatGroup,
  type ReturnedUnits,
} from '#domain/returns/refund-vat';
import { orderLines, refunds, returnLines, returns } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';

export interface OrderRefunds {
  returns: Array<typeof returns.$inferSelect>;
  refunds: Array<typeof refunds.$inferSelect & { vat: RefundVatGroup[] }>;
  /** What went back: refunds that succeeded (a pending bank transfer is not money sent yet). */
  refundedMinor: number;
  /** The VAT those refunds correct, by rate. */
  vat: RefundVatGroup[];
}

const empty = (): OrderRefunds => ({ returns: [], refunds: [], refundedMinor: 0, vat: [] });

/**
 * The returns and refunds of some orders, read from their tables (orders never imports the
 * returns noun, decision 055): each refund with the VAT it corrects by rate, split over the
 * units its return sent back (docs/decisions/059-refunds-happen-once.md).
 */
export async function refundsOfOrders(
  executor: Executor,
  orderIds: number[],
): Promise<Map<number, OrderRefunds>> {
  const found = new Map<number, OrderRefunds>(orderIds.map((id) => [id, empty()]));
  if (orderIds.length === 0) return found;
  const [returnRows, refundRows] = await Promise.all([
    executor
      .select()
      .from(returns)
      .where(and(inArray(returns.orderId, orderIds), ne(returns.status, 'unconfirmed')))
      .orderBy(asc(returns.id)),
    executor
      .select()
      .from(refunds)
      .where(inArray(refunds.orderId, orderIds))
      .orderBy(asc(refunds.id)),
  ]);
  const returnIds = [
    ...new Set(refundRows.flatMap((r) => (r.returnId === null ? [] : [r.returnId]))),
  ];
  const lines = returnIds.length
    ? await executor
        .select({ returnId: returnLines.returnId, count: returnLines.count, line: orderLines })
        .from(returnLines)
        .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
        .where(inArray(returnLines.returnId, returnIds))
    : [];
  const unitsOf = new Map<number, ReturnedUnits[]>();
  for (const l of lines) unitsOf.set(l.returnId, [...(unitsOf.get(l.returnId) ?? []), l]);
  for (const r of returnRows) found.get(r.orderId)!.returns.push(r);
  for (const r of refundRows) {
    const entry = found.get(r.orderId)!;
    const parts = returnedParts(r.returnId === null ? [] : (unitsOf.get(r.returnId) ?? []));
    entry.refunds.push({ ...r, vat: refundVat(r.amountMinor, parts) });
  }
  for (const entry of found.values()) {
    const done = entry.refunds.filter((r) => r.status === 'succeeded');
    entry.refundedMinor = done.reduce((sum, r) => sum + r.amountMinor, 0);
    entry.vat = sumVat(done.map((r) => r.vat));
  }
  return found;
}
