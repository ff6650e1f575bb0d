import {
  DELIVERY_VAT_RATE,
  splitByWeight,
  vatOfGross,
  type VatRate,
} from '#domain/checkout/totals';

/** What the returned units were sold for, at their rate (after the promo split). */
export interface RefundedPart {
  readonly grossMinor: number;
  readonly rate: VatRate;
}

export interface RefundVatGroup {
  readonly rate: VatRate;
  readonly grossMinor: number;
  readonly vatMinor: number;
}

/**
 * The VAT a refund corrects, by rate (docs/decisions/056-refund-amount.md). The refund goes
 * first over the returned units in proportion to what they were sold for (whole grosze, largest
 * remainder: the parts add up to the refund); whatever is above their price is delivery, sold
 * at the standard rate. Each rate's VAT is taken from its whole gross once, with the same
 * rounding as the order's own totals (`vatOfGross`), so an invoice correction matches.
 */
export function refundVat(amountMinor: number, parts: readonly RefundedPart[]): RefundVatGroup[] {
  const goods = parts.reduce((sum, p) => sum + p.grossMinor, 0);
  const onGoods = Math.min(amountMinor, goods);
  const shares = splitByWeight(
    onGoods,
    parts.map((p) => p.grossMinor),
  );
  const byRate = new Map<VatRate, number>();
  parts.forEach((p, i) => byRate.set(p.rate, (byRate.get(p.rate) ?? 0) + shares[i]!));
  const delivery = amountMinor - onGoods;
  if (delivery > 0) {
    byRate.set(DELIVERY_VAT_RATE, (byRate.get(DELIVERY_VAT_RATE) ?? 0) + delivery);
  }
  return [...byRate.entries()]
    .filter(([, gross]) => gross > 0)
    .map(([rate, grossMinor]) => ({ rate, grossMinor, vatMinor: vatOfGross(grossMinor, rate) }))
    .sort((a, b) => b.rate - a.rate);
}
