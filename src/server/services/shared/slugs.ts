import { and, eq, inArray } from 'drizzle-orm';
import { validation } from '#domain/errors';
import type { Locale } from '#domain/locale';
import { isDistinctFrom } from '#server/db/operators';
import {
  categoryTranslations,
  contentPostTranslations,
  contentSectionTranslations,
  presetTranslations,
  productTranslations,
} from '#server/db/schema/index';
import { slugify } from '#server/db/seed/slug';
import type { Executor } from '#server/db/types';

/** The translation tables with a slug unique per locale, and the column naming their owner. */
const TABLES = {
  product: { table: productTranslations, owner: productTranslations.productId },
  category: { table: categoryTranslations, owner: categoryTranslations.categoryId },
  preset: { table: presetTranslations, owner: presetTranslations.presetId },
  // Blog and news: section slugs are unique per locale across both kinds (see the schema).
  section: { table: contentSectionTranslations, owner: contentSectionTranslations.sectionId },
  post: { table: contentPostTranslations, owner: contentPostTranslations.postId },
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
  tx: Executor,
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
    const taken = await tx
      .select({ slug: table.slug })
      .from(table)
      .where(
        and(eq(table.locale, locale), inArray(table.slug, candidates), isDistinctFrom(owner, self)),
      );
    const used = new Set(taken.map((r) => r.slug));
    const free = candidates.find((c) => !used.has(c));
    if (free) return free;
  }
}

/** A slug someone typed: 422 on the field when another row of the locale has it. */
export async function checkSlugFree(
  tx: Executor,
  kind: SlugKind,
  locale: Locale,
  slug: string,
  self: number | null,
): Promise<void> {
  const { table, owner } = TABLES[kind];
  const [hit] = await tx
    .select({ slug: table.slug })
    .from(table)
    .where(and(eq(table.locale, locale), eq(table.slug, slug), isDistinctFrom(owner, self)));
  if (hit) throw validation({ [`translations.${locale}.slug`]: ['slug.taken'] }, 'slug_taken');
}

/**
 * The slug to store: the one typed (checked), or one made from the title. `typed` undefined or
 * null means "make it".
 */
export async function resolveSlug(
  tx: Executor,
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
