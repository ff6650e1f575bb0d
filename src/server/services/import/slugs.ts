import { unionAll } from 'drizzle-orm/pg-core';
import type { Locale } from '#domain/locale';
import { productSlugRedirects, productTranslations } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { slugBase } from '#server/services/shared/slugs';

/**
 * Hands out product slugs made from titles, unique per locale among the shop's products AND
 * their old slugs (an old address must keep redirecting to its product, not open a new one).
 * The product editor's rules (`slugBase`: the seed's transliteration, at most 80 characters
 * before a suffix): the second "oak-chair" becomes "oak-chair-2". The editor asks the database
 * per product; an import of 100,000 products reads every slug once instead.
 */
export class SlugAllocator {
  private readonly nextSuffix = new Map<string, number>();

  private constructor(private readonly used: Record<Locale, Set<string>>) {}

  /** Reads every slug in use: one query, a few MB at 100,000 products. */
  static async load(db: Db): Promise<SlugAllocator> {
    const used: Record<Locale, Set<string>> = { pl: new Set(), en: new Set(), ru: new Set() };
    const result = await unionAll(
      db
        .select({ locale: productTranslations.locale, slug: productTranslations.slug })
        .from(productTranslations),
      db
        .select({ locale: productSlugRedirects.locale, slug: productSlugRedirects.slug })
        .from(productSlugRedirects),
    );
    for (const r of result) used[r.locale]?.add(r.slug);
    return new SlugAllocator(used);
  }

  take(locale: Locale, title: string, fallback: string): string {
    const base = slugBase(title, slugBase(fallback, 'product'));
    const used = this.used[locale];
    const key = `${locale}:${base}`;
    let slug = base;
    let n = this.nextSuffix.get(key) ?? 2;
    while (used.has(slug)) {
      slug = `${base}-${n}`;
      n += 1;
    }
    this.nextSuffix.set(key, n);
    used.add(slug);
    return slug;
  }
}
