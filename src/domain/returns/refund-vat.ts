import {
  DELIVERY_VAT_RATE,
  splitByWeight,
  vatOfGross,
  vatRateOf,
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
 * The VAT a refund corrects, by rate (docs/decisions/059-refunds-happen-once.md). The refund goes
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

/** Units coming back from an order line, as the line was sold (its promo share included). */
export interface ReturnedUnits {
  readonly count: number;
  readonly line: {
    readonly count: number;
    readonly unitPriceMinor: number;
    readonly discountMinor: number;
    readonly vatRate: number;
  };
}

/**
 * What returned units were sold for, by rate: the weights a refund's VAT is split by. A line's
 * units share what it was sold for after the promo split, whole grosze rounded down.
 */
export const returnedParts = (lines: readonly ReturnedUnits[]): RefundedPart[] =>
  lines.map(({ count, line }) => ({
    grossMinor: Math.floor(
      ((line.unitPriceMinor * line.count - line.discountMinor) * count) / line.count,
    ),
    rate: vatRateOf(line.vatRate),
  }));

/** The VAT of several refunds, added up by rate (the order's detail and export). */
export function sumVat(groups: ReadonlyArray<readonly RefundVatGroup[]>): RefundVatGroup[] {
  const byRate = new Map<VatRate, { gross: number; vat: number }>();
  for (const g of groups.flat()) {
    const sum = byRate.get(g.rate) ?? { gross: 0, vat: 0 };
    byRate.set(g.rate, { gross: sum.gross + g.grossMinor, vat: sum.vat + g.vatMinor });
  }
  return [...byRate.entries()]
    .map(([rate, s]) => ({ rate, grossMinor: s.gross, vatMinor: s.vat }))
    .sort((a, b) => b.rate - a.rate);
}
