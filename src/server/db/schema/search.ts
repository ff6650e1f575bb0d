import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { LOCALES, localeCheck, tsvector } from './common';
import type { Locale } from './common';
import { products } from './products';

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
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
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
    ...LOCALES.map((locale) =>
      index(`product_search_docs_title_trgm_${locale}_idx`)
        .using('gin', t.title.op('gin_trgm_ops'))
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
