/**
 * Cart rules shared by the guest cart (browser storage `basket`) and the server cart
 * (docs/rules.md#cart).
 */
import { effectivePrice } from '../money';

/** Counts are whole numbers 1..99 per line (docs/rules.md#cart). */
export const MAX_LINE_COUNT = 99;
/** A product not yet in the cart comes in with this count (docs/rules.md#cart). */
export const NEW_LINE_COUNT = 1;

/** A cart line as the guest cart stores it and the cart calls send it. */
export interface CartEntry {
  readonly id: number;
  readonly count: number;
}

export type CartOp = 'inc' | 'dec' | 'delete';

export interface CartChange {
  /** The product; a change without one is ignored (docs/rules.md#cart). */
  readonly id?: number | null;
  readonly op: CartOp;
}

export interface PricedLine {
  /** Minor units. */
  readonly price: number;
  /** Minor units; null when the product is not on sale. */
  readonly price_sale: number | null;
  readonly count: number;
}

/**
 * The guest cart total in minor units: the sum of (sale price, falling back to price) x count.
 * Logged-in shoppers see the server's totalPrice instead (docs/rules.md#cart). Lines flagged
 * empty still count, as the rule has no exception; ordering is blocked for them anyway.
 */
export function cartTotal(lines: readonly PricedLine[]): number {
  let total = 0;
  for (const line of lines) {
    const price = effectivePrice(line);
    // Decimal prices from an API answer must be converted first (money.fromDecimal):
    // summing floats is how carts end up showing 0.30000000000000004.
    if (!Number.isSafeInteger(price) || !Number.isSafeInteger(line.count) || line.count < 0) {
      throw new RangeError(
        `cart line needs minor units and a whole count: ${JSON.stringify(line)}`,
      );
    }
    total += price * line.count;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('cart total too large');
  return total;
}

/**
 * Applies +1, -1 or delete and returns the new lines; the order of lines is kept and a new
 * product is added at the end. When nothing changes (no product id, -1 or delete of a product
 * not in the cart, +1 at the cap) the same array is returned, so callers can skip a storage
 * write or a server call with `next === lines`. An empty result means the cart is to be
 * cleared, the guest cart in storage too (docs/rules.md#cart).
 */
export function applyCartChange(
  lines: readonly CartEntry[],
  change: CartChange,
): readonly CartEntry[] {
  const { id, op } = change;
  if (!isProductId(id)) return lines;
  const index = lines.findIndex((line) => line.id === id);
  const line = lines[index];

  if (!line) {
    return op === 'inc' ? [...lines, { id, count: NEW_LINE_COUNT }] : lines;
  }
  switch (op) {
    case 'inc': {
      // Also pulls a count above the cap (an edited storage entry) back to it.
      const count = Math.min(line.count + 1, MAX_LINE_COUNT);
      return count === line.count ? lines : replaceAt(lines, index, { id, count });
    }
    case 'dec':
      return line.count <= 1
        ? removeAt(lines, index)
        : replaceAt(lines, index, { id, count: line.count - 1 });
    case 'delete':
      return removeAt(lines, index);
    default:
      // An op from an untyped source (another tab's message) is ignored like a missing id.
      return lines;
  }
}

/** Ordering is allowed only with at least one line and none flagged empty (unavailable). */
export function canOrder(lines: readonly { readonly empty: boolean }[]): boolean {
  return lines.length > 0 && lines.every((line) => !line.empty);
}

function isProductId(id: unknown): id is number {
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
}

function replaceAt(lines: readonly CartEntry[], index: number, line: CartEntry): CartEntry[] {
  return lines.map((existing, i) => (i === index ? line : existing));
}

function removeAt(lines: readonly CartEntry[], index: number): CartEntry[] {
  return lines.filter((_, i) => i !== index);
}
