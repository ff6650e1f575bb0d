import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { rows } from '../setup/sql-rows';
import { TEXT_SEARCH_CONFIG } from '#server/db/schema/index';
import type { Locale } from '#server/db/schema/index';
import { foldSql } from '#domain/search/fold';
import { seedDemoShop } from '#server/db/seed/index';
import { forEachDatabase } from '../setup/test-database';

forEachDatabase('product search', (getDb) => {
  beforeAll(async () => {
    await seedDemoShop(getDb().db, { products: 320 });
  });

  const fullText = (locale: Locale, query: string) =>
    rows<{ title: string }>(
      getDb().db,
      sql`select title from product_translations
           where locale = ${locale} and search @@ websearch_to_tsquery(${TEXT_SEARCH_CONFIG[locale]}::regconfig, ${query})`,
    );

  /** The plan with sequential scans discouraged: on 320 rows the planner would rightly skip the index. */
  async function plan(query: SQL): Promise<string> {
    const { db } = getDb();
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const lines = await rows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`);
      return lines.map((l) => l['QUERY PLAN']).join('\n');
    });
  }

  it('finds English products by a stemmed word ("lamps" -> "Pendant Lamp")', async () => {
    const found = await fullText('en', 'lamps');
    expect(found.length).toBeGreaterThan(5);
    expect(found.every((r) => /lamp/i.test(r.title))).toBe(true);
  });

  it('finds Russian products by another word form ("светильники" -> "светильник")', async () => {
    const found = await fullText('ru', 'подвесные светильники');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => /светильник/i.test(r.title))).toBe(true);
  });

  it('finds a title despite a typo with the trigram operators', async () => {
    const { db } = getDb();
    const [target] = await rows<{ title: string }>(
      db,
      sql`select title from product_translations where locale = 'pl' and product_id = 5`,
    );
    // Swap two letters in the middle of the title: "Lampa" -> "Lapma".
    const title = target!.title;
    const typo = title.slice(0, 2) + title[3] + title[2] + title.slice(4);
    const whole = await rows<{ product_id: number }>(
      db,
      sql`select product_id from product_translations where locale = 'pl' and title % ${typo} order by similarity(title, ${typo}) desc`,
    );
    expect(whole[0]?.product_id).toBe(5);
    // A single misspelt word inside longer titles: word similarity.
    const word = await rows<{ title: string }>(
      db,
      sql`select title from product_translations where locale = 'en' and word_similarity(${'Nordlsy'}, title) >= 0.3 limit 5`,
    );
    expect(word.length).toBeGreaterThan(0);
    expect(word.every((r) => r.title.includes('Nordlys'))).toBe(true);
  });

  it('searches product_search_docs through the indexes of the locale', async () => {
    const text = await plan(
      sql`select product_id from product_search_docs where locale = 'en' and search @@ websearch_to_tsquery('english'::regconfig, 'lamp')`,
    );
    expect(text).toContain('product_search_docs_search_en_idx');
    // Parts of words: the folded title (fold.ts) and its trigrams (decision 070).
    const substring = await plan(
      sql`select product_id from product_search_docs where locale = 'pl' and ${sql.raw(foldSql('title'))} like '%krzesl%'`,
    );
    expect(substring).toContain('product_search_docs_title_fold_pl_idx');
    const russian = await plan(
      sql`select product_id from product_search_docs where locale = 'ru' and ${sql.raw(foldSql('title'))} like '%светил%'`,
    );
    expect(russian).toContain('product_search_docs_title_fold_ru_idx');
  });

  it('keeps the words of titles per locale for typo tolerance', async () => {
    const { db } = getDb();
    const words = await rows<{ word: string }>(
      db,
      sql`select word from search_words where locale = 'en'`,
    );
    // Typos are compared with these words in the process (decision 070).
    expect(words.map((w) => w.word)).toContain('nordlys');
  });
});
