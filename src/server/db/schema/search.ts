import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { foldSql } from '#domain/search/fold';
import { bytea, LOCALES, localeCheck, tsvector } from './common';
import type { Locale } from './common';

/**
 * Derived tables of product search (docs/decisions/008-listing-speed.md), kept by triggers
 * (migration 0003) and never written by the app.
 */

/**
 * One row per product and locale: the searchable text of `product_translations` (title and the
 * generated `search` vector) next to the product's listing columns, so a search that matches a
 * tenth of the catalogue is counted, faceted and ranked from one table without a join per product.
 */
export const productSearchDocs = pgTable(
  'product_search_docs',
  {
    // No foreign key to products: a product's documents go with its translations (their delete
    // trigger, migration 0003, by the key), and checking one on a product's deletion read the
    // whole key index, `(locale, product_id)`: 270 ms a deleted product at 1,000,000, 9 ms
    // without it (migration 0032).
    productId: integer('product_id').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    title: text('title').notNull(),
    search: tsvector('search').notNull(),
    published: boolean('published').notNull(),
    categoryId: integer('category_id').notNull(),
    priceEffectiveMinor: integer('price_effective_minor').notNull(),
    priceMinor: integer('price_minor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    valueIds: integer('value_ids').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.productId] }),
    // Searches name one locale: an index per locale (queries spell the locale as a literal so the
    // planner can use them). Trigrams (pg_trgm, first migration) serve parts of words.
    ...LOCALES.map((locale) =>
      index(`product_search_docs_search_${locale}_idx`)
        .using('gin', t.search)
        .where(sql`${t.locale} = ${sql.raw(`'${locale}'`)}`),
    ),
    // Parts of words are matched on folded titles (fold.ts: "krzesl" finds "Krzesło"), by
    // trigrams of that expression (pg_trgm, first migration; decision 070).
    ...LOCALES.map((locale) =>
      index(`product_search_docs_title_fold_${locale}_idx`)
        .using('gin', sql`${sql.raw(foldSql('title'))} gin_trgm_ops`)
        .where(sql`${t.locale} = ${sql.raw(`'${locale}'`)}`),
    ),
    check('product_search_docs_locale', localeCheck(t.locale)),
  ],
);

/**
 * The words of product titles per locale (lowercase, as the `simple` text-search parser splits
 * them). Typo tolerance compares the query with these few thousand words instead of every title,
 * then finds the products through the full-text index. Words of deleted titles stay: they cost
 * one index probe, never a wrong result.
 */
export const searchWords = pgTable(
  'search_words',
  {
    locale: text('locale').$type<Locale>().notNull(),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.word] }),
    index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
    check('search_words_locale', localeCheck(t.locale)),
  ],
);

/**
 * Per word, the published search documents that have it (docs/decisions/063-search-postings.md):
 * a first-time one-word search reads a few rows here instead of every matched document.
 * - kind `a`: documents whose `search` vector has the lexeme in the title (weight A: the typo
 *   test's `lexeme:A`); `b`: those that have it elsewhere only. With each id its
 *   `ts_rank(search, lexeme)`, so a one-word search is ranked from here.
 * - kind `t`: documents whose title has the word as `to_tsvector('simple', title)` splits it
 *   (the substring test looks words up here); no ranks.
 * Kept by migration 0027's functions: rebuilt whole after a bulk load, and patched by a fold of
 * the documents changed since (`search_postings_stale`), which searches read from SQL meanwhile.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    locale: text('locale').$type<Locale>().notNull(),
    kind: text('kind').$type<'a' | 'b' | 't'>().notNull(),
    word: text('word').notNull(),
    /** Product ids, 4 bytes each (`int4send`), in no particular order. */
    ids: bytea('ids').notNull(),
    /** Per id, in the same order: `ts_rank(search, lexeme)`, 4 bytes each (`float4send`). */
    ranks: bytea('ranks'),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.kind, t.word] }),
    // Title words containing a part, both folded (listing-index/postings.ts).
    index('search_postings_title_word_fold_idx')
      .using('gin', sql`${sql.raw(foldSql('word'))} gin_trgm_ops`)
      .where(sql`${t.kind} = 't'`),
    check('search_postings_locale', localeCheck(t.locale)),
    check('search_postings_kind', sql`${t.kind} in ('a', 'b', 't')`),
  ],
);

/**
 * Search documents changed (title, vector, publication; added or removed) since their postings
 * were written: searches leave these to SQL until a fold writes them into `search_postings`.
 */
export const searchPostingsStale = pgTable(
  'search_postings_stale',
  {
    locale: text('locale').$type<Locale>().notNull(),
    productId: integer('product_id').notNull(),
    /** The transaction that marked it last: a fold forgets only what it folded. */
    at: bigint('at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.productId] })],
);

/**
 * The entries the lists hold for each stale document (its words, kinds and ranks when it was
 * last folded), recorded when it goes stale: a fold rewrites only the lists whose entry for a
 * stale document differs from the document's current one (a title edit: its title words, not
 * the hundred-thousand-id lists of its description's words).
 */
export const searchPostingsHeld = pgTable(
  'search_postings_held',
  {
    locale: text('locale').$type<Locale>().notNull(),
    productId: integer('product_id').notNull(),
    kind: text('kind').$type<'a' | 'b' | 't'>().notNull(),
    word: text('word').notNull(),
    rank: real('rank'),
  },
  (t) => [primaryKey({ columns: [t.locale, t.productId, t.kind, t.word] })],
);
