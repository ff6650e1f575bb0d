import type { AdminProduct } from '#contracts/admin/products';
import { saleInForce, type SaleWindow } from '#domain/prices/sale-window';

/**
 * What the products table shows of a price (docs/rules.md#scheduled-sales): the sale price only
 * while its window is open; a sale still ahead is a note under the regular price; one that has
 * ended shows nothing, as the shop shows nothing of it.
 */
export type PriceShown =
  | { kind: 'regular' }
  | { kind: 'sale'; sale: number }
  | { kind: 'planned'; sale: number; starts: string };

const instant = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

export function priceShown(
  product: Pick<AdminProduct, 'price' | 'sale_price' | 'sale_starts_at' | 'sale_ends_at'>,
  now: number,
): PriceShown {
  const { price, sale_price: sale } = product;
  if (sale === null || sale >= price) return { kind: 'regular' };
  const window: SaleWindow = {
    planned: sale,
    starts: instant(product.sale_starts_at),
    ends: instant(product.sale_ends_at),
  };
  if (saleInForce(window, now) !== null) return { kind: 'sale', sale };
  if (window.starts !== null && window.starts > now)
    return { kind: 'planned', sale, starts: product.sale_starts_at! };
  return { kind: 'regular' };
}
