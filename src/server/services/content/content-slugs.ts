import { and, eq, inArray } from 'drizzle-orm';
import { validation } from '../../../domain/errors';
import type { Locale } from '../../../domain/locale';
import { isDistinctFrom } from '../../db/operators.js';
import { contentPostTranslations, contentSectionTranslations } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { slugBase } from '../admin-catalog/slugs.js';

/** Slugs are unique per locale, section slugs across blog and news alike (see the schema). */
const TABLES = {
  section: { table: contentSectionTranslations, owner: contentSectionTranslations.sectionId },
  post: { table: contentPostTranslations, owner: contentPostTranslations.postId },
} as const;
export type ContentSlugKind = keyof typeof TABLES;

const BATCH = 50;

async function taken(
  tx: Executor,
  kind: ContentSlugKind,
  locale: Locale,
  candidates: string[],
  self: number | null,
): Promise<Set<string>> {
  const { table, owner } = TABLES[kind];
  const hits = await tx
    .select({ slug: table.slug })
    .from(table)
    .where(
      and(eq(table.locale, locale), inArray(table.slug, candidates), isDistinctFrom(owner, self)),
    );
  return new Set(hits.map((r) => r.slug));
}

/**
 * The slug to store: the one typed (422 on its field when another row of the locale has it), or
 * the first free one of `title-slug`, `title-slug-2`, … made from the title.
 */
export async function resolveContentSlug(
  tx: Executor,
  kind: ContentSlugKind,
  locale: Locale,
  typed: string | null | undefined,
  title: string,
  self: number | null,
): Promise<string> {
  if (typed) {
    if ((await taken(tx, kind, locale, [typed], self)).size > 0)
      throw validation({ [`translations.${locale}.slug`]: ['slug.taken'] }, 'slug_taken');
    return typed;
  }
  const base = slugBase(title, kind);
  for (let first = 1; ; first += BATCH) {
    const candidates = Array.from({ length: BATCH }, (_, i) =>
      first + i === 1 ? base : `${base}-${first + i}`,
    );
    const used = await taken(tx, kind, locale, candidates, self);
    const free = candidates.find((c) => !used.has(c));
    if (free) return free;
  }
}
