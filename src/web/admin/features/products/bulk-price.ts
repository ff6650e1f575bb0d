import type { AdminProduct } from '#contracts/admin/products';
import { changePrices, type PriceRounding } from '#domain/catalog/price-change';
import { fromDecimal } from '#domain/money';

/**
 * The bulk price change dialog's logic: reading the percentage people type, and a preview of a
 * few products computed with the server's own rule (domain/catalog/price-change.ts), so what the
 * dialog shows is what the save writes.
 */

/** The API's bounds: -90..1000 percent, two decimals, never 0. */
export const MIN_PERCENT = -90;
export const MAX_PERCENT = 1000;

/** "-10", "12,5", "+7.25" -> a number; null when it is not a usable percentage. */
export function parsePercent(text: string): number | null {
  const normalized = text.trim().replace(',', '.').replace(/^\+/, '').replace(/%$/, '').trim();
  if (!/^-?\d{1,4}(\.\d{1,2})?$/.test(normalized)) return null;
  const value = Number(normalized);
  return value >= MIN_PERCENT && value <= MAX_PERCENT && value !== 0 ? value : null;
}

export interface PricePreviewRow {
  id: number;
  sku: string;
  /** Minor units. */
  price: number;
  newPrice: number;
  sale: number | null;
  newSale: number | null;
  /** The sale price would reach the price: the sale ends. */
  saleEnds: boolean;
}

export function pricePreview(
  products: readonly AdminProduct[],
  percent: number,
  rounding: PriceRounding,
  limit = 5,
): PricePreviewRow[] {
  return products.slice(0, limit).map((p) => {
    const price = fromDecimal(p.price);
    const sale = p.sale_price === null ? null : fromDecimal(p.sale_price);
    const next = changePrices({ price, sale }, percent, rounding);
    return {
      id: p.id,
      sku: p.sku,
      price,
      newPrice: next.price,
      sale,
      newSale: next.sale,
      saleEnds: next.saleRemoved,
    };
  });
}
