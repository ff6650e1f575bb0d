import { and, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { conflict } from '#domain/errors';
import { contentPosts, products } from '#server/db/schema/index';

/** `{1,2,3}::int[]`: one parameter however many ids (both drivers read the text form). */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/** `{"a","b"}::text[]`: one parameter however many words, quoted as an array literal needs. */
export function textArray(words: readonly string[]): SQL {
  const quoted = words.map((w) => `"${w.replace(/(["\\])/g, '\\$1')}"`);
  return sql`${`{${quoted.join(',')}}`}::text[]`;
}

/** A product's own fields, under the names the API and the CSV file give them. */
export const productFields = {
  sku: products.sku,
  category_id: products.categoryId,
  price_minor: products.priceMinor,
  price_sale_minor: products.priceSaleMinor,
  stock: products.stock,
  published: products.published,
  vat_rate: products.vatRate,
  fits_locker: products.fitsLocker,
  made_to_order: products.madeToOrder,
};

/** `archived`: a product with `archived_at` set. */
export const isArchived = sql<boolean>`${products.archivedAt} is not null`;

/** A post that is published now (a scheduled one is not, until its time comes). */
export const publishedPost = and(
  isNotNull(contentPosts.publishedAt),
  lte(contentPosts.publishedAt, sql`now()`),
)!;

/** Timestamps come back as Date (rows) or ISO text (JSON); the wire wants ISO in UTC. */
export function isoTime(value: Date | string): string {
  return new Date(value).toISOString();
}

/** The constraint a PostgreSQL error names (drizzle wraps the driver's error in `cause`). */
function pgError(error: unknown): { code?: string; constraint?: string } | null {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth += 1) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Constraint violations that a check before the write cannot rule out (two saves at the same
 * moment) become the 409 the check gives; anything else is rethrown as is.
 */
export function constraintToConflict(error: unknown): never {
  const pg = pgError(error);
  if (pg?.code === '23505') {
    if (pg.constraint === 'products_sku_uq') throw conflict('sku_taken', 'This SKU is taken');
    if (pg.constraint?.endsWith('_locale_slug_uq'))
      throw conflict('slug_taken', 'This address is taken; save again');
  }
  // A foreign key broke between our check and our write: a category deleted meanwhile, or an
  // order placed for the product being deleted (the order wins).
  if (pg?.code === '23503')
    throw conflict('concurrent_change', 'Changed by someone else meanwhile: reload and try again');
  throw error;
}

/**
 * Runs a write whose unique key the caller cannot check first without a race (two saves of the
 * same code at once): a unique violation becomes the 409 `code`; anything else is rethrown.
 */
export async function uniqueAsConflict<T>(
  work: () => Promise<T>,
  code: string,
  message: string,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgError(error)?.code === '23505') throw conflict(code, message);
    throw error;
  }
}
