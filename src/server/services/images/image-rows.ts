import { eq, sql } from 'drizzle-orm';
import type { AdminImage } from '#contracts/admin/images';
import { LOCALES, type Locale } from '#domain/locale';
import { productImages } from '#server/db/schema/products';
import type { Tx } from '#server/db/types';

/** A `product_images` row. */
export type ImageRow = typeof productImages.$inferSelect;

/**
 * Gives the images `ids` positions 1..n in that order. `(product_id, position)` is the primary
 * key and is checked row by row, so first every position moves out of the way (past any real
 * one), then each takes its new place.
 */
export async function renumber(tx: Tx, productId: number, ids: number[]): Promise<void> {
  await tx
    .update(productImages)
    .set({ position: sql`${productImages.position} + 1000000` })
    .where(eq(productImages.productId, productId));
  if (ids.length === 0) return;
  // Raw: one update joined to the new order (decision 021). Integers only (validated), so the
  // array literal needs no escaping.
  await tx.execute(
    sql`update product_images i set position = o.n
        from unnest(${`{${ids.map(Number).join(',')}}`}::int[]) with ordinality as o(id, n)
        where i.id = o.id and i.product_id = ${productId}`,
  );
}

export function toAdminImage(row: ImageRow): AdminImage {
  const alt = Object.fromEntries(LOCALES.map((l) => [l, row.alt[l] ?? ''])) as Record<
    Locale,
    string
  >;
  return {
    id: row.id,
    position: row.position,
    url: row.url,
    width: row.width,
    height: row.height,
    alt,
    sources: row.sources,
  };
}

export function auditView(row: ImageRow): Record<string, unknown> {
  return {
    product_id: row.productId,
    position: row.position,
    url: row.url,
    width: row.width,
    height: row.height,
    alt: row.alt,
  };
}
