import { sql } from 'drizzle-orm';
import { conflict, validation } from '../../../domain/errors';
import { rows } from '../../db/rows.js';
import type { Db } from '../../db/types.js';

/** 422 on `field` when the category does not exist. */
export async function ensureCategory(tx: Db, id: number, field = 'category_id'): Promise<void> {
  const [hit] = await rows<{ n: number }>(tx, sql`select 1 as n from categories where id = ${id}`);
  if (!hit) throw validation({ [field]: ['category.unknown'] });
}

/** 409 `sku_taken` when another product has the SKU (CONTRACT.md: a second one answers 409). */
export async function ensureSkuFree(tx: Db, sku: string, self: number | null): Promise<void> {
  const [hit] = await rows<{ n: number }>(
    tx,
    sql`select 1 as n from products where sku = ${sku} and id is distinct from ${self}`,
  );
  if (hit) throw conflict('sku_taken', 'Another product has this SKU');
}

/** A sale price must be below the price (a sale at or above it is no sale). */
export function ensureSaleBelowPrice(priceMinor: number, saleMinor: number | null): void {
  if (saleMinor !== null && saleMinor >= priceMinor)
    throw validation({ sale_price: ['sale_price.not_below_price'] });
}
