import { returnedParts, type ReturnedUnits } from '#domain/returns/refund-vat';

/**
 * TEMPORARY (returns-shop branch): the default refund until `refundAmount` of
 * src/domain/returns/refund-amount.ts reaches main; then this file goes and refund-rules.ts
 * asks `refundAmount` (cumulative shares over earlier returns, delivery up to the cheapest
 * method when the whole order comes back). Until then: the returned units' share of what their
 * lines were sold for after the promo split, without delivery.
 */
export function temporaryRefundDefault(lines: readonly ReturnedUnits[]): number {
  return returnedParts(lines).reduce((sum, p) => sum + p.grossMinor, 0);
}
