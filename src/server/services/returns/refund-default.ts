import { vatRateOf } from '#domain/checkout/totals';
import type { RefundedPart } from '#domain/returns/refund-vat';

/** A returned line as the refund sees it: the order line as sold, and the units coming back. */
export interface ReturnedLine {
  count: number;
  line: { count: number; unitPriceMinor: number; discountMinor: number; vatRate: number };
}

/** What the returned units were sold for, by rate: the refund's VAT is split over these. */
export const refundedParts = (lines: readonly ReturnedLine[]): RefundedPart[] =>
  lines.map((l) => ({ grossMinor: soldFor(l), rate: vatRateOf(l.line.vatRate) }));

const soldFor = ({ count, line }: ReturnedLine) =>
  Math.floor(((line.unitPriceMinor * line.count - line.discountMinor) * count) / line.count);

/**
 * TEMPORARY (returns-shop branch): the default refund until `refundAmount` of
 * src/domain/returns/refund-amount.ts reaches main; then this function goes and the call in
 * refunds.ts asks `refundAmount` (cumulative shares over earlier returns, delivery up to the
 * cheapest method when the whole order comes back). Until then: the returned units' share of
 * what their lines were sold for after the promo split, without delivery.
 */
export function temporaryRefundDefault(lines: readonly ReturnedLine[]): number {
  return lines.reduce((sum, l) => sum + soldFor(l), 0);
}
