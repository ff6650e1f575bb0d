import { and, eq } from 'drizzle-orm';
import { conflict, validation } from '#domain/errors';
import { isDistinctFrom } from '#server/db/operators';
import { products } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';

/** 409 `sku_taken` when another product has the SKU (docs/rules.md#back-office). */
export async function ensureSkuFree(tx: Executor, sku: string, self: number | null): Promise<void> {
  const [hit] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sku, sku), isDistinctFrom(products.id, self)));
  if (hit) throw conflict('sku_taken', 'Another product has this SKU');
}

/** A sale price must be below the price (a sale at or above it is no sale). */
export function ensureSaleBelowPrice(priceMinor: number, saleMinor: number | null): void {
  if (saleMinor !== null && saleMinor >= priceMinor)
    throw validation({ sale_price: ['sale_price.not_below_price'] });
}
