import { sql } from 'drizzle-orm';
import { validation } from '../../../domain/errors';
import type { Locale } from '../../../domain/locale';
import { rows } from '../../db/rows.js';
import { slugify } from '../../db/seed/slug.js';
import type { Db } from '../../db/types.js';

/** The translation tables with a slug unique per locale, and the column naming their owner. */
const TABLES = {
  product: { table: sql.raw('product_translations'), owner: sql.raw('product_id') },
  category: { table: sql.raw('category_translations'), owner: sql.raw('category_id') },
  preset: { table: sql.raw('preset_translations'), owner: sql.raw('preset_id') },
} as const;
export type SlugKind = keyof typeof TABLES;

/** Room for a `-123` suffix below the 100 characters a slug may have. */
const MAX_BASE_LENGTH = 80;
const BATCH = 50;

/** The slug a title makes (the seed's rule: ASCII, Polish folded, Russian transliterated). */
export function slugBase(title: string, fallback: string): string {
  let slug = slugify(title);
  if (slug.length > MAX_BASE_LENGTH) {
    slug = slug.slice(0, MAX_BASE_LENGTH);
    // Cut at a word boundary when there is one, and never end on a hyphen.
    const lastHyphen = slug.lastIndexOf('-');
    if (lastHyphen > MAX_BASE_LENGTH / 2) slug = slug.slice(0, lastHyphen);
    slug = slug.replace(/-+$/, '');
  }
  return slug || fallback;
}

/**
 * The first of `base`, `base-2`, `base-3`, … that no other row uses in the locale (`self`'s own
 * slug counts as free). Candidates are checked fifty at a time by the unique index, so a title
 * shared by many products costs a query per fifty, never a scan.
 */
export async function freeSlug(
  tx: Db,
  kind: SlugKind,
  locale: Locale,
  base: string,
  self: number | null,
): Promise<string> {
  const { table, owner } = TABLES[kind];
  for (let first = 1; ; first += BATCH) {
    const candidates = Array.from({ length: BATCH }, (_, i) =>
      first + i === 1 ? base : `${base}-${first + i}`,
    );
    const taken = await rows<{ slug: string }>(
      tx,
      sql`select slug from ${table}
          where locale = ${locale} and slug = any(${`{${candidates.join(',')}}`}::text[])
            and ${owner} is distinct from ${self}`,
    );
    const used = new Set(taken.map((r) => r.slug));
    const free = candidates.find((c) => !used.has(c));
    if (free) return free;
  }
}

/** A slug someone typed: 422 on the field when another row of the locale has it. */
export async function checkSlugFree(
  tx: Db,
  kind: SlugKind,
  locale: Locale,
  slug: string,
  self: number | null,
): Promise<void> {
  const { table, owner } = TABLES[kind];
  const [hit] = await rows<{ n: number }>(
    tx,
    sql`select 1 as n from ${table}
        where locale = ${locale} and slug = ${slug} and ${owner} is distinct from ${self}`,
  );
  if (hit) throw validation({ [`translations.${locale}.slug`]: ['slug.taken'] }, 'slug_taken');
}

/**
 * The slug to store: the one typed (checked), or one made from the title. `typed` undefined or
 * null means "make it".
 */
export async function resolveSlug(
  tx: Db,
  kind: SlugKind,
  locale: Locale,
  typed: string | null | undefined,
  title: string,
  self: number | null,
): Promise<string> {
  if (typed) {
    await checkSlugFree(tx, kind, locale, typed, self);
    return typed;
  }
  return freeSlug(tx, kind, locale, slugBase(title, kind), self);
}
