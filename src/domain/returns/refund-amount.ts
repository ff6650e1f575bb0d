/**
 * The default refund of a withdrawal (docs/api.md "After the sale", docs/rules.md#withdrawal): what
 * was paid for the returned units after the promo split, exact to the grosz, plus the delivery
 * price when the whole order has come back, up to what the cheapest delivery that could have
 * carried the order would have cost (the law does not refund the extra cost of a dearer choice).
 *
 * A line's units are priced cumulatively: the first m units of a line cost
 * floor(P * m / count), P being what the line was paid (count * unit price - its discount
 * share). A part of k units after r earlier ones costs paid(r + k) - paid(r), so a line given
 * back in several parts sums to P exactly, never a grosz more or less.
 */

export interface RefundOrderLine {
  /** The order line's id. */
  readonly id: number;
  readonly count: number;
  readonly unitPriceMinor: number;
  /** The line's share of the order's promo discount (order_lines.discount_minor). */
  readonly discountMinor: number;
  /** Units of this line refunded (or being refunded) by earlier returns. */
  readonly returnedBefore?: number;
}

/** A delivery method of the shop, as it stands when the refund is computed. */
export interface RefundDeliveryOption {
  readonly kind: 'courier' | 'locker' | 'pickup';
  readonly priceMinor: number;
  /** From this items total (after discounts) the method is free; null: never. */
  readonly freeFromMinor: number | null;
  /** Whether it could have carried this order (a locker only when every line fits one). */
  readonly couldCarry: boolean;
}

export interface RefundInput {
  readonly lines: readonly RefundOrderLine[];
  /** The units returned now, by order line id. */
  readonly returned: readonly { readonly lineId: number; readonly count: number }[];
  /** What the order paid for delivery (orders.delivery_minor). */
  readonly deliveryPaidMinor: number;
  /** The shop's delivery methods; pickup and those that could not carry it are not compared. */
  readonly deliveryOptions: readonly RefundDeliveryOption[];
}

export interface RefundBreakdown {
  /** Per order line returned now: what its units were paid. */
  readonly lines: readonly {
    readonly lineId: number;
    readonly count: number;
    readonly amountMinor: number;
  }[];
  readonly itemsMinor: number;
  /** Delivery refunded: only when these units complete the return of the whole order. */
  readonly deliveryMinor: number;
  readonly totalMinor: number;
  /** Every unit of the order has come back with this return. */
  readonly wholeOrder: boolean;
}

/** What a line's first `units` units were paid: floor(P * units / count). */
export function paidForUnits(line: RefundOrderLine, units: number): number {
  const paid = line.count * line.unitPriceMinor - line.discountMinor;
  if (units <= 0 || paid <= 0) return 0;
  if (units >= line.count) return paid;
  return Math.floor((paid * units) / line.count);
}

/**
 * The most delivery a whole withdrawal refunds: what the order paid, but no more than the
 * cheapest courier or locker method that could have carried it would have cost, its free-from
 * applied to the items the order paid for. With no such method to compare, what was paid.
 */
export function deliveryRefundCap(
  deliveryPaidMinor: number,
  itemsPaidMinor: number,
  options: readonly RefundDeliveryOption[],
): number {
  const costs = options
    .filter((o) => o.couldCarry && o.kind !== 'pickup')
    .map((o) => (o.freeFromMinor !== null && itemsPaidMinor >= o.freeFromMinor ? 0 : o.priceMinor));
  if (costs.length === 0) return deliveryPaidMinor;
  return Math.max(0, Math.min(deliveryPaidMinor, ...costs));
}

/**
 * The default amount of a refund. Units above what is left of a line are not counted (the
 * caller refuses them first: docs/api.md's 422 `lines`).
 */
export function refundAmount(input: RefundInput): RefundBreakdown {
  const byId = new Map(input.lines.map((l) => [l.id, l]));
  const now = new Map<number, number>();
  for (const r of input.returned) now.set(r.lineId, (now.get(r.lineId) ?? 0) + r.count);

  const lines: { lineId: number; count: number; amountMinor: number }[] = [];
  for (const [lineId, asked] of now) {
    const line = byId.get(lineId);
    if (!line || asked <= 0) continue;
    const before = Math.min(line.count, Math.max(0, line.returnedBefore ?? 0));
    const count = Math.min(asked, line.count - before);
    if (count <= 0) continue;
    const amountMinor = paidForUnits(line, before + count) - paidForUnits(line, before);
    lines.push({ lineId, count, amountMinor });
  }
  const itemsMinor = lines.reduce((sum, l) => sum + l.amountMinor, 0);

  const wholeOrder =
    lines.length > 0 &&
    input.lines.every((l) => {
      const back = Math.min(l.count, Math.max(0, l.returnedBefore ?? 0)) + (now.get(l.id) ?? 0);
      return back >= l.count;
    });
  const itemsPaid = input.lines.reduce((sum, l) => sum + paidForUnits(l, l.count), 0);
  const deliveryMinor = wholeOrder
    ? deliveryRefundCap(input.deliveryPaidMinor, itemsPaid, input.deliveryOptions)
    : 0;

  return { lines, itemsMinor, deliveryMinor, totalMinor: itemsMinor + deliveryMinor, wholeOrder };
}
