/**
 * Bulk price changes by a percentage, in integer minor units (grosze). Shared by the back
 * office's service and its form (a preview of the new prices).
 */

export type PriceRounding = 'cent' | 'whole' | 'ends_99';

/**
 * `price * (1 + percent / 100)`, rounded:
 * - `cent`: to the nearest 0.01 (half up);
 * - `whole`: to the nearest whole unit, never below 1.00 for a price that was not 0;
 * - `ends_99`: to the nearest price ending in .99 (12.34 -> 11.99, 12.50 -> 12.99), never
 *   below 0.99 for a price that was not 0.
 * A price of 0 stays 0: a free item does not become a paid one by rounding.
 */
export function changePrice(minor: number, percent: number, rounding: PriceRounding): number {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`not a price: ${minor}`);
  if (minor === 0) return 0;
  // Percent has at most two decimals: work in hundredths of a percent, so the product is exact.
  const basis = Math.round(percent * 100) + 10_000;
  const exact = (minor * basis) / 10_000;
  const cents = Math.max(0, Math.round(exact));
  switch (rounding) {
    case 'cent':
      return cents;
    case 'whole':
      return Math.max(100, Math.round(cents / 100) * 100);
    case 'ends_99':
      return Math.max(99, Math.round((cents + 1) / 100) * 100 - 1);
  }
}

/**
 * The new price and sale price of one product. The sale price follows the price by the same
 * percentage and rounding; when rounding leaves it not below the new price, the sale ends (null):
 * a sale price at or above the price is no sale (the storefront ignores it, docs/rules.md#sales).
 */
export function changePrices(
  prices: { price: number; sale: number | null },
  percent: number,
  rounding: PriceRounding,
): { price: number; sale: number | null; saleRemoved: boolean } {
  const price = changePrice(prices.price, percent, rounding);
  if (prices.sale === null) return { price, sale: null, saleRemoved: false };
  const sale = changePrice(prices.sale, percent, rounding);
  return sale < price
    ? { price, sale, saleRemoved: false }
    : { price, sale: null, saleRemoved: true };
}
