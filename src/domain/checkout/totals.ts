/**
 * The one sum of an order (docs/decisions/031-checkout.md): the quote, the placed order, its
 * e-mail and the back office all read the figures this function returns, never a second sum.
 * Prices are gross (VAT included), in grosze; every split here hands out whole grosze by the
 * largest remainder, so the parts always add up to the whole.
 */

export const VAT_RATES = [23, 8, 5, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = 23;
/** Delivery is a service sold at the standard rate. */
export const DELIVERY_VAT_RATE: VatRate = 23;

export function isVatRate(value: unknown): value is VatRate {
  return (VAT_RATES as readonly unknown[]).includes(value);
}

/** A stored rate read back as one of the shop's rates (an unknown one counts as the default). */
export const vatRateOf = (rate: number): VatRate => (isVatRate(rate) ? rate : DEFAULT_VAT_RATE);

export interface TotalsLine {
  readonly id: number;
  readonly count: number;
  /** Gross unit price the shopper pays (the sale price when one applies). */
  readonly unitPriceMinor: number;
  readonly vatRate: VatRate;
}

/** What a promotion grants; `eligibleIds` empty means every line. */
export interface Discount {
  readonly amountMinor: number;
  readonly eligibleIds?: readonly number[];
  readonly freeDelivery?: boolean;
}

export interface DeliveryPrice {
  readonly priceMinor: number;
  /** From this items total (after discounts) delivery costs nothing; null: never free. */
  readonly freeFromMinor: number | null;
}

export interface TotalsInput {
  readonly lines: readonly TotalsLine[];
  readonly discount?: Discount | null;
  /** Null when no delivery method is chosen yet (a quote before the choice). */
  readonly delivery?: DeliveryPrice | null;
}

export interface LineTotals extends TotalsLine {
  /** count × unit price, before the discount. */
  readonly totalMinor: number;
  /** This line's share of the discount. */
  readonly discountMinor: number;
  /** What the line is sold for: total − discount = net + vat. */
  readonly paidMinor: number;
  readonly netMinor: number;
  readonly vatMinor: number;
}

export interface VatGroup {
  readonly rate: VatRate;
  readonly grossMinor: number;
  readonly netMinor: number;
  readonly vatMinor: number;
}

export interface Totals {
  readonly lines: readonly LineTotals[];
  /** Sum of line totals before the discount. */
  readonly itemsTotalMinor: number;
  readonly discountMinor: number;
  readonly deliveryMinor: number;
  readonly totalMinor: number;
  /** Highest rate first; delivery counts at DELIVERY_VAT_RATE. */
  readonly vat: readonly VatGroup[];
}

/**
 * Splits `amount` over `weights` in proportion, to whole units, the rest by largest remainder
 * (ties to the earlier weight). The parts add up to `amount` exactly; a zero weight gets 0
 * unless every weight is zero (then nothing can be split and all parts are 0).
 */
export function splitByWeight(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const parts = exact.map(Math.floor);
  let rest = amount - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, r: x - Math.floor(x) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (rest <= 0) break;
    parts[i]! += 1;
    rest -= 1;
  }
  return parts;
}

/** The VAT inside a gross amount at `rate`, rounded half up to the grosz. */
export function vatOfGross(grossMinor: number, rate: VatRate): number {
  if (rate === 0) return 0;
  // Integer division is exact in floating point here, and x.5 is representable, so this
  // rounds half up on the true quotient.
  const net = Math.round((grossMinor * 100) / (100 + rate));
  return grossMinor - net;
}

export function computeTotals({ lines, discount, delivery }: TotalsInput): Totals {
  const gross = lines.map((l) => l.count * l.unitPriceMinor);
  const itemsTotalMinor = gross.reduce((a, b) => a + b, 0);

  // The discount goes over the eligible lines only, never above what they cost.
  const eligible = new Set(discount?.eligibleIds ?? []);
  const eligibleGross = gross.map((g, i) =>
    eligible.size === 0 || eligible.has(lines[i]!.id) ? g : 0,
  );
  const cap = eligibleGross.reduce((a, b) => a + b, 0);
  const discountMinor = Math.max(0, Math.min(discount?.amountMinor ?? 0, cap));
  const lineDiscount = splitByWeight(discountMinor, eligibleGross);
  const paid = gross.map((g, i) => g - lineDiscount[i]!);
  const itemsAfterDiscount = itemsTotalMinor - discountMinor;

  const deliveryMinor =
    !delivery ||
    discount?.freeDelivery ||
    (delivery.freeFromMinor !== null && itemsAfterDiscount >= delivery.freeFromMinor)
      ? 0
      : delivery.priceMinor;

  // VAT per rate is taken from the rate's whole gross (one rounding per rate, as an invoice
  // does), then split back over its lines so that the lines add up to the summary.
  const lineVat = new Array<number>(lines.length).fill(0);
  const groups = new Map<VatRate, { gross: number; members: number[] }>();
  lines.forEach((l, i) => {
    const group = groups.get(l.vatRate) ?? { gross: 0, members: [] };
    group.gross += paid[i]!;
    group.members.push(i);
    groups.set(l.vatRate, group);
  });
  const vat = new Map<VatRate, VatGroup>();
  for (const [rate, group] of groups) {
    const vatMinor = vatOfGross(group.gross, rate);
    const shares = splitByWeight(
      vatMinor,
      group.members.map((i) => paid[i]!),
    );
    group.members.forEach((i, k) => (lineVat[i] = shares[k]!));
    vat.set(rate, { rate, grossMinor: group.gross, netMinor: group.gross - vatMinor, vatMinor });
  }
  if (deliveryMinor > 0) {
    const prior = vat.get(DELIVERY_VAT_RATE);
    const grossMinor = (prior?.grossMinor ?? 0) + deliveryMinor;
    const vatMinor = vatOfGross(grossMinor, DELIVERY_VAT_RATE);
    vat.set(DELIVERY_VAT_RATE, {
      rate: DELIVERY_VAT_RATE,
      grossMinor,
      netMinor: grossMinor - vatMinor,
      vatMinor,
    });
  }

  return {
    lines: lines.map((l, i) => ({
      ...l,
      totalMinor: gross[i]!,
      discountMinor: lineDiscount[i]!,
      paidMinor: paid[i]!,
      netMinor: paid[i]! - lineVat[i]!,
      vatMinor: lineVat[i]!,
    })),
    itemsTotalMinor,
    discountMinor,
    deliveryMinor,
    totalMinor: itemsAfterDiscount + deliveryMinor,
    vat: [...vat.values()].sort((a, b) => b.rate - a.rate),
  };
}
