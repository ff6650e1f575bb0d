import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createProduct } from '#tests/factories/catalog';
import { forEachDatabase } from '#tests/setup/test-database';
import { LOCALES, type Locale } from '#domain/locale';
import { rows } from '#server/db/rows';
import { seedDemoShop } from '#server/db/seed/index';
import type { Db } from '#server/db/types';
import { z } from 'zod';
import { prepareSearch } from '../listing-sql';
import { searchMatches } from './sql-bridge';

/**
 * docs/decisions/063-search-postings.md: a one-word search read from the word lists gives the
 * documents' statement's ids in the same order (ranked) and the same set (unranked), for title
 * words, typos of them and parts of them, in every locale: after a bulk load, while documents
 * are stale (changed titles, publication, products added and removed), and after a fold.
 */

const wordRow = z.object({ word: z.string() });
const countRow = z.object({ n: z.coerce.number() });
const idRow = z.object({ id: z.number() });

/** Words worth asking: title words, a typo (two letters swapped) and the first 4 letters. */
async function queries(db: Db, locale: Locale): Promise<string[]> {
  const words = (
    await rows(
      db,
      sql`select word from search_words where locale = ${locale} and word ~ '^[[:alpha:]]{3,}$' order by word`,
      wordRow,
    )
  ).map((r) => r.word);
  const picked = words.filter((_, i) => i % Math.max(1, Math.floor(words.length / 25)) === 0);
  const typo = (w: string) => w[0]! + w[2]! + w[1]! + w.slice(3);
  return [
    ...picked,
    ...picked.map(typo),
    ...picked.map((w) => w.slice(0, 4)),
    ...picked.slice(0, 3).map((w) => w.toUpperCase()),
    'the',
    'zzzqx',
  ];
}

async function compare(db: Db): Promise<number> {
  let compared = 0;
  for (const locale of LOCALES) {
    for (const query of await queries(db, locale)) {
      const search = await prepareSearch(db, locale, query);
      if (!search.postings) continue;
      compared++;
      for (const ranked of [true, false]) {
        const statement = await searchMatches(
          db,
          { locale, search: { ...search, postings: undefined } },
          ranked,
        );
        const lists = await searchMatches(db, { locale, search }, ranked);
        const order = (ids: number[]) => (ranked ? ids : [...ids].sort((a, b) => a - b));
        expect(order(lists), `${locale} "${query}" ranked ${ranked}`).toEqual(order(statement));
      }
    }
  }
  return compared;
}

const stale = async (db: Db) =>
  (await rows(db, sql`select count(*) as n from search_postings_stale`, countRow))[0]!.n;

forEachDatabase('search word lists', (getDb) => {
  beforeAll(async () => {
    await seedDemoShop(getDb().db, { products: 240 });
  });

  it('answer as the documents do after a bulk load', { timeout: 120_000 }, async () => {
    const { db } = getDb();
    await db.execute(sql`select search_postings_fold()`);
    expect(await stale(db)).toBe(0);
    expect(await compare(db)).toBeGreaterThan(100);
  });

  it(
    'answer as the documents do while documents are stale, and after a fold',
    { timeout: 180_000 },
    async () => {
      const { db } = getDb();
      // Titles and descriptions changed, products unpublished and published, removed and added.
      await db.execute(sql`update product_translations set title = title || ' lampka zegar'
      where product_id % 7 = 0`);
      await db.execute(sql`update product_translations set description = 'Sofa, sofa i lampa.'
      where product_id % 11 = 0`);
      await db.execute(sql`update products set published = not published where id % 5 = 0`);
      await db.execute(
        sql`delete from products p where id % 13 = 0 and not exists (select 1 from order_lines l where l.product_id = p.id)`,
      );
      await db.execute(
        sql`update product_translations set title = 'Nowa lampa ' || product_id where product_id % 17 = 0`,
      );
      const [category] = await rows(db, sql`select id from categories limit 1`, idRow);
      for (const title of ['Lampa nocna', 'Sofa lampowa', 'Zegarek'])
        await createProduct(db, { categoryId: category!.id, title });
      // A price change is no text change: nothing goes stale for it.
      const before = await stale(db);
      await db.execute(sql`update products set price_minor = price_minor + 1 where id % 3 = 0`);
      expect(await stale(db)).toBe(before);
      expect(before).toBeGreaterThan(0);

      expect(await compare(db)).toBeGreaterThan(100);
      const [folded] = await rows(
        db,
        sql`select search_postings_fold() as n`,
        z.object({ n: z.number() }),
      );
      expect(folded!.n).toBe(before);
      expect(await stale(db)).toBe(0);
      expect(await compare(db)).toBeGreaterThan(100);
    },
  );

  it(
    'rewrite only what changed, and stay right when a document changes again before a fold',
    { timeout: 180_000 },
    async () => {
      const { db } = getDb();
      await db.execute(sql`select search_postings_fold()`);
      // A title edit, folded: the document's other lists are left as they were.
      await db.execute(
        sql`update product_translations set title = title || ' kwiat' where product_id % 19 = 1`,
      );
      await db.execute(sql`select search_postings_fold()`);
      expect(await compare(db)).toBeGreaterThan(100);
      // Changed twice before a fold, and published off and on again.
      await db.execute(
        sql`update product_translations set title = 'Lampa kwiat ' || product_id where product_id % 19 = 1`,
      );
      await db.execute(
        sql`update product_translations set title = 'Sofa ' || product_id, description = 'lampa' where product_id % 19 = 1`,
      );
      await db.execute(sql`update products set published = not published where id % 23 = 2`);
      await db.execute(sql`update products set published = not published where id % 23 = 2`);
      expect(await stale(db)).toBeGreaterThan(0);
      expect(await compare(db)).toBeGreaterThan(100);
      await db.execute(sql`select search_postings_fold()`);
      expect(await stale(db)).toBe(0);
      const held = await rows(db, sql`select count(*) as n from search_postings_held`, countRow);
      expect(held[0]!.n).toBe(0);
      expect(await compare(db)).toBeGreaterThan(100);
    },
  );
});
