import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '#domain/locale';
import { seedDemoShop } from '#server/db/seed/index';
import {
  createCatalogService,
  type CatalogService,
} from '#server/services/catalog/catalog-service';
import { rows } from '../setup/sql-rows';
import { forEachDatabase } from '../setup/test-database';
import { RELEVANCE_CASES } from './search-relevance.cases';

/** How many of the first results a case's products must fill (fewer when it has fewer). */
const RELEVANT_FIRST = 6;

/**
 * Search relevance over the demo shop (docs/decisions/070-search-that-forgives.md): each query's
 * first results are the products it names, on both databases, through the shop's own search
 * (the listing index and its SQL, as the search page asks).
 */
forEachDatabase('search relevance', (getDb) => {
  let catalog: CatalogService;
  const titles = new Map<Locale, string[]>();

  beforeAll(async () => {
    const { db } = getDb();
    await seedDemoShop(db, {});
    catalog = createCatalogService(db);
    await catalog.listingIndex.start();
    for (const locale of ['pl', 'en', 'ru'] as const) {
      const found = await rows<{ title: string }>(
        db,
        sql`select t.title from product_translations t join products p on p.id = t.product_id
            where p.published and t.locale = ${locale}`,
      );
      titles.set(
        locale,
        found.map((r) => r.title),
      );
    }
  }, 240_000);

  it('has at least 60 queries in three languages, of every kind', () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(RELEVANCE_CASES.map((x) => x.locale))).toEqual(new Set(['pl', 'en', 'ru']));
    const kinds = new Set(RELEVANCE_CASES.map((x) => x.kind));
    for (const kind of ['folded', 'swap', 'form', 'words', 'no match'] as const)
      expect(kinds).toContain(kind);
  });

  const titlesOf = async (locale: Locale, search: string) =>
    (
      await catalog.listProducts({
        locale,
        search,
        filters: {},
        sort: 'relevance',
        page: { first: 1, last: 4 },
      })
    ).products.map((p) => p.title);

  it('ranks the exact word above a typo of it ("sofa" before the Sola collection)', async () => {
    const got = await titlesOf('pl', 'sofa');
    const sofas = got.filter((t) => /^Sofa /.test(t)).length;
    expect(sofas).toBeGreaterThan(0);
    expect(got.some((t) => / Sola, /.test(t) && !/^Sofa /.test(t))).toBe(true);
    expect(got.slice(0, sofas).every((t) => /^Sofa /.test(t))).toBe(true);
  });

  it('ranks a form above what is only a typo away ("stołu": the tables first)', async () => {
    const got = await titlesOf('pl', 'stołu');
    const tables = got.filter((t) => /^Stół /.test(t)).length;
    expect(tables).toBeGreaterThan(0);
    expect(tables).toBeLessThan(got.length);
    expect(got.slice(0, tables).every((t) => /^Stół /.test(t))).toBe(true);
  });

  it.each(RELEVANCE_CASES.map((x) => [`${x.locale} "${x.query}" (${x.kind})`, x] as const))(
    '%s',
    async (_, x) => {
      const found = await catalog.listProducts({
        locale: x.locale,
        search: x.query,
        filters: {},
        sort: 'relevance',
        page: { first: 1, last: 1 },
      });
      const got = found.products.map((p) => p.title);
      if (x.finds === null) {
        expect(got).toEqual([]);
        return;
      }
      const named = titles.get(x.locale)!.filter((t) => x.finds!.test(t));
      // The case names real products of the demo shop...
      expect(named.length).toBeGreaterThan(0);
      // ...and they come first.
      const first = got.slice(0, Math.min(RELEVANT_FIRST, named.length));
      expect(first.length).toBe(Math.min(RELEVANT_FIRST, named.length));
      expect(first.filter((t) => !x.finds!.test(t))).toEqual([]);
    },
  );

  describe('suggestions', () => {
    it.each([
      ['pl', 'lampy wisz', 'Lampy wiszące', /^Lampa wisząca /],
      ['pl', 'krzesla', 'Krzesła', /^Krzesło/],
      ['pl', 'sfoa', 'Sofy i fotele', /^Sofa /],
      ['en', 'pendant lamps', 'Pendant lamps', /\bPendant Lamp\b/],
      ['ru', 'светильники', 'Подвесные светильники', /светильник/i],
    ] as const)(
      '%s "%s": the category %s and its products',
      async (locale, query, category, finds) => {
        const { categories, products } = await catalog.suggest(locale, query);
        expect(categories.map((x) => x.title)).toContain(category);
        expect(products.length).toBeGreaterThan(0);
        expect(products.length).toBeLessThanOrEqual(6);
        for (const p of products) {
          expect(p.title).toMatch(finds);
          expect(p.image).toMatch(/^\/media\//);
          expect(p.price).toBeGreaterThan(0);
        }
        // In stock first.
        const sold = products.findIndex((p) => !p.available);
        if (sold >= 0) expect(products.slice(sold).every((p) => !p.available)).toBe(true);
      },
    );

    it('answers a first-time query within 100 ms (median of prefixes typed on the demo shop)', async () => {
      // Code and vocabulary warm; each timed query is asked for the first time.
      for (const q of ['ko', 'kom', 'komo']) await catalog.suggest('pl', q);
      const typed = ['la', 'lam', 'lamp', 'lampy', 'so', 'sof', 'sofa', 'kr', 'krz', 'krze'];
      const times: number[] = [];
      for (const q of typed) {
        const t0 = performance.now();
        await catalog.suggest('pl', q);
        times.push(performance.now() - t0);
      }
      console.log(`suggest ms: ${times.map((t, i) => `${typed[i]} ${t.toFixed(1)}`).join(', ')}`);
      times.sort((a, b) => a - b);
      expect(times[Math.floor(times.length / 2)]!).toBeLessThan(100);
    });
  });
});
