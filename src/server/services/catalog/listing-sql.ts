import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Filters } from '#domain/filters/filter-address';
import { RATING_KEY } from '#domain/filters/filter-set';
import { LOCALES, type Locale } from '#domain/locale';
import { escapeLike, rows } from '#server/db/rows';
import { TEXT_SEARCH_CONFIG } from '#server/db/schema/products';
import type { Db } from '#server/db/types';
import { foldSql, foldText } from '#domain/search/fold';
import type { SortKey } from './listing';
import { spellingsOf, stemOf } from './search-words/vocabulary';
import { productColumns } from './product-query';

/**
 * The SQL of every product listing (category, sale, search), built for 100,000 products
 * (docs/decisions/008-listing-speed.md):
 * - the scope comes from one table, with no join per product: `products` and its listing index
 *   (`value_ids` holds the product's attribute values), or for a search `product_search_docs`
 *   (the locale's texts next to the same listing columns);
 * - a page and its facets are one statement over one materialized scope (`s`), so a search is
 *   matched once per page; texts, category names and images are joined for the page's rows only.
 */

/** A listing's rows: published products of some categories, on sale, matching a search. */
export interface ListingScope {
  locale: Locale;
  categoryIds?: number[] | undefined;
  saleOnly?: boolean | undefined;
  search?: PreparedSearch | undefined;
}

/** The locale as an SQL literal (it is one of LOCALES), so the per-locale partial indexes apply. */
export function localeLiteral(locale: Locale): SQL {
  if (!LOCALES.includes(locale)) throw new RangeError(`unknown locale ${String(locale)}`);
  return sql.raw(`'${locale}'`);
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
export const and = (conditions: SQL[]): SQL =>
  conditions.length ? sql.join(conditions, sql` and `) : sql`true`;

/**
 * `from ... p where ...`: the scope plus any conditions on `p`. A search reads
 * `product_search_docs` (the locale's texts with the listing columns, no join per product),
 * anything else `products` and its listing index; both offer the listing columns as `p.*`.
 */
export function scopeFrom(scope: ListingScope, more: SQL[] = []): SQL {
  const conditions: SQL[] = [sql`p.published`];
  if (scope.search)
    conditions.push(sql`p.locale = ${localeLiteral(scope.locale)}`, scope.search.condition);
  if (scope.categoryIds) conditions.push(sql`p.category_id in (${list(scope.categoryIds)})`);
  if (scope.saleOnly) conditions.push(sql`p.price_effective_minor < p.price_minor`);
  conditions.push(...more);
  const table = scope.search ? sql`product_search_docs p` : sql`products p`;
  return sql`from ${table} where ${sql.join(conditions, sql` and `)}`;
}

/** The ids of one attribute's chosen values (evaluated once per statement, as an InitPlan). */
function valueIdsOf(key: string, values: readonly string[]): SQL {
  return sql`array(select v.id from attribute_values v join attributes a on a.id = v.attribute_id
    where a.key = ${key} and v.slug in (${list(values)}))`;
}

/**
 * A product's review count and sum: `products` carries them, `product_search_docs` does not, so
 * a search reads them from the product (only when a rating filter or sort asks).
 */
export function ratingColumns(searching: boolean): { count: SQL; sum: SQL } {
  return searching
    ? {
        count: sql`(select r.rating_count from products r where r.id = p.product_id)`,
        sum: sql`(select r.rating_sum from products r where r.id = p.product_id)`,
      }
    : { count: sql`p.rating_count`, sum: sql`p.rating_sum` };
}

/** "Average at least `stars`" over a review count and sum (no reviews: no average, no match). */
export function ratingAtLeast(count: SQL, sum: SQL, stars: number): SQL {
  return sql`(${count} > 0 and ${sum} >= ${stars} * ${count})`;
}

/**
 * One filter as a condition on `p`: any chosen value of an attribute, the price range in whole
 * PLN, or the minimum average rating.
 */
export function filterCondition(key: string, values: readonly string[], searching = false): SQL {
  if (key === 'price') {
    const [min, max] = values.map(Number);
    return sql`p.price_effective_minor between ${(min ?? 0) * 100} and ${(max ?? 0) * 100 + 99}`;
  }
  if (key === RATING_KEY) {
    const { count, sum } = ratingColumns(searching);
    return ratingAtLeast(count, sum, Number(values[0]));
  }
  return sql`p.value_ids && ${valueIdsOf(key, values)}`;
}

/** Attribute filters (AND across keys, OR within a key) and the price range. */
export function filterConditions(filters: Filters, searching = false): SQL[] {
  return Object.entries(filters)
    .filter(([, values]) => values.length > 0)
    .map(([key, values]) => filterCondition(key, values, searching));
}

/**
 * The columns a listing row carries for sorting: `id`, `created_at`, `price`, and `rank` or
 * `title` only for the sort that reads it (a search's rank costs a `ts_rank` per matched row).
 */
export function sortColumns(scope: ListingScope, sort: SortKey): SQL {
  const rating = () => {
    const { count, sum } = ratingColumns(Boolean(scope.search));
    // float8 division, as the listing index computes it, so equal averages tie the same way.
    return sql`(${sum}::float8 / nullif(${count}, 0)) as rating_avg, ${count} as rating_count`;
  };
  if (scope.search) {
    const base = sql`p.product_id as id, p.created_at, p.price_effective_minor as price`;
    if (sort === 'relevance') return sql`${base}, ${scope.search.rank} as rank`;
    if (sort === 'name') return sql`${base}, p.title`;
    if (sort === 'rating') return sql`${base}, ${rating()}`;
    return base;
  }
  const base = sql`p.id, p.created_at, p.price_effective_minor as price`;
  if (sort === 'rating') return sql`${base}, ${rating()}`;
  if (sort === 'name') {
    return sql`${base}, (select t.title from product_translations t where t.product_id = p.id and t.locale = ${localeLiteral(scope.locale)}) as title`;
  }
  return base;
}

/** ORDER BY over those columns of `alias`. */
export function orderOf(sort: SortKey, searching: boolean, alias: string): SQL {
  const c = (column: string) => sql.raw(`${alias}.${column}`);
  switch (sort) {
    case 'price-asc':
      return sql`${c('price')} asc, ${c('id')}`;
    case 'price-desc':
      return sql`${c('price')} desc, ${c('id')}`;
    case 'name':
      return sql`${c('title')} asc, ${c('id')}`;
    case 'rating':
      return sql`${c('rating_avg')} desc nulls last, ${c('rating_count')} desc, ${c('id')}`;
    case 'newest':
      return sql`${c('created_at')} desc, ${c('id')} desc`;
    case 'relevance':
      return searching
        ? sql`${c('rank')} desc, ${c('id')}`
        : sql`${c('created_at')} desc, ${c('id')} desc`;
  }
}

export interface PageSpec {
  sort: SortKey;
  limit: number;
  offset: number;
}

/** `pg`: the page's rows of `from` (a CTE of sort columns), numbered in order. */
export function pageCte(scope: ListingScope, from: string, page: PageSpec): SQL {
  // Number the rows after the limit, so the sort stays a top-N sort instead of sorting everything.
  return sql`pg as (select x.*, row_number() over (order by ${orderOf(page.sort, Boolean(scope.search), 'x')}) as ord
    from (select * from ${sql.raw(from)} order by ${orderOf(page.sort, Boolean(scope.search), from)} limit ${page.limit} offset ${page.offset}) x)`;
}

/** The page's products as JSON in page order, texts joined for these rows only. */
export function pageJson(scope: ListingScope): SQL {
  const loc = localeLiteral(scope.locale);
  return sql`(select coalesce(json_agg(x order by x.ord), '[]'::json) from (
      select pg.ord, ${productColumns}
      from pg
      join products p on p.id = pg.id
      join product_translations t on t.product_id = p.id and t.locale = ${loc}
      join category_translations ct on ct.category_id = p.category_id and ct.locale = ${loc}) x)`;
}

/** One page (or range) of a listing and its total, in one statement (the filtered scope read once). */
export function pageStatement(scope: ListingScope, filters: Filters, page: PageSpec): SQL {
  return sql`with f as materialized (select ${sortColumns(scope, page.sort)} ${scopeFrom(scope, filterConditions(filters, Boolean(scope.search)))}),
    ${pageCte(scope, 'f', page)}
    select (select count(*)::int from f) as total, ${pageJson(scope)} as page`;
}

/** How many products a listing with these filters has. */
export function countStatement(scope: ListingScope, filters: Filters): SQL {
  return sql`select count(*)::int as n ${scopeFrom(scope, filterConditions(filters, Boolean(scope.search)))}`;
}

// --- search ----------------------------------------------------------------------------------

export interface PreparedSearch {
  /** Whether the search document `p` (product_search_docs) matches. */
  condition: SQL;
  /** How well it matches (higher first). */
  rank: SQL;
  /**
   * The same search in the terms of `search_postings` (docs/decisions/063-search-postings.md),
   * when the query is one word whose tests each name single lexemes; undefined otherwise.
   */
  postings?: PostingsSearch | undefined;
}

/**
 * A one-word search as word lists: a document matches when it has `lexeme` (full text), has one
 * of `spellings` in its title (typos), or has a title word containing `part` (parts of words).
 * Its rank is `ts_rank` of `lexeme` plus the closest spelling's similarity.
 */
export interface PostingsSearch {
  /** The query's full-text lexeme; null when the configuration drops the word (a stop word). */
  lexeme: string | null;
  spellings: Array<{ lexeme: string; sim: number }>;
  /** The query: title words containing it, both folded (fold.ts), in SQL. */
  part: string;
}

/**
 * How many title words one query word may stand for (itself, folded, its forms, its typos:
 * search-words/vocabulary.ts), and how many query words get that help.
 */
const MAX_SPELLINGS = 12;
const MAX_TYPO_WORDS = 5;

/** Query words worth correcting: letters and digits, at least 3 (shorter ones are taken as typed). */
export function typoWords(query: string): string[] {
  const words = query.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((w) => w.length >= 3))].slice(0, MAX_TYPO_WORDS);
}

/** The parsed query, how many title words the locale has, and the query words' stems. */
const preparedRow = z.object({
  fts: z.string(),
  words: z.number(),
  stems: z.array(z.string()),
});

/**
 * Prepares a search (docs/decisions/006-search.md, 008, 070): a product matches by full text
 * (stems), by title words that each query word may stand for (the word itself, with or without
 * its marks, its word forms, one typo from 4 letters and two from 8; search-words/vocabulary.ts),
 * then the full-text index), or by a title containing the query, marks folded (parts of words).
 * Rank: `ts_rank` plus how closely the title's words match the query's (1 for the exact word,
 * less for a folded word, a form, a typo: vocabulary.ts's CLOSENESS), averaged over the words.
 *
 * The text-search queries are parsed once, here, and enter the listing's SQL as tsquery
 * constants: `to_tsquery(config, text)` is only STABLE, so PostgreSQL would otherwise parse and
 * normalise it again for every row it ranks or rechecks.
 */
export async function prepareSearch(
  db: Db,
  locale: Locale,
  query: string,
): Promise<PreparedSearch> {
  const loc = localeLiteral(locale);
  const config = TEXT_SEARCH_CONFIG[locale];
  const cfg = sql.raw(`'${config}'`);
  const words = typoWords(query);
  // Each word as typed and folded, for its text-search stem (the `simple` configuration keeps
  // words as they are, so Polish needs none). Letters and digits only: no escaping needed.
  const asked = config === 'simple' ? [] : words.flatMap((w) => [w, foldText(w)]);
  const stemsOf = asked.length
    ? sql`(select coalesce(json_agg(to_tsquery(${cfg}, quote_literal(q.w))::text order by q.i), '[]'::json)
        from unnest(${`{${asked.join(',')}}`}::text[]) with ordinality as q(w, i))`
    : sql`'[]'::json`;
  const [prepared] = await rows(
    db,
    sql`select websearch_to_tsquery(${cfg}, ${query})::text as fts,
      (select count(*)::int from search_words where locale = ${loc}) as words,
      ${stemsOf} as stems`,
    preparedRow,
  );
  const count = prepared?.words ?? 0;
  const stems = (prepared?.stems ?? []).map(stemOf);
  // Every query word needs a spelling, as every word of a full-text query must match.
  const perWord = await Promise.all(
    words.map((w, i) =>
      spellingsOf(db, locale, count, w, stems.slice(2 * i, 2 * i + 2), MAX_SPELLINGS),
    ),
  );
  const typo = perWord.length > 0 && perWord.every((s) => s.length > 0) ? perWord : null;

  const fts = sql`${prepared?.fts ?? ''}::tsquery`;
  // The substring test goes last: a row is rechecked test by test until one passes, and the
  // folded title (a lowercased, translated copy per row) costs more than a lookup in the vector.
  const tests: SQL[] = [sql`p.search @@ ${fts}`];
  const substring = sql`${sql.raw(foldSql('p.title'))} like ${`%${escapeLike(foldText(query))}%`}`;
  let closeness: SQL = sql`0`;
  if (typo) {
    const all = typo.map((s) => `(${s.map((x) => x.lexeme).join(' | ')})`).join(' & ');
    tests.push(sql`p.search @@ ${all}::tsquery`);
    // Per query word: the closest spelling the title has; averaged over the query's words. The
    // spellings are tested closest first and the first the title has is the word's score (the
    // greatest of them): most titles have the closest, so most rows test one (052).
    const perWordScore = typo.map((s) => {
      const closestFirst = [...s].sort((a, b) => b.sim - a.sim);
      return sql`case ${sql.join(
        closestFirst.map(
          (x) => sql`when p.search @@ ${x.lexeme}::tsquery then ${Number(x.sim)}::float8`,
        ),
        sql` `,
      )} else 0 end`;
    });
    closeness = sql`(${sql.join(perWordScore, sql` + `)}) / ${typo.length}`;
  }
  tests.push(substring);
  return {
    condition: sql`(${sql.join(tests, sql` or `)})`,
    rank: sql`(ts_rank(p.search, ${fts}) + ${closeness})`,
    postings: postingsSearch(query, prepared?.fts ?? '', typo?.[0] ?? []),
  };
}

/** A lexeme as a tsquery writes it: `'lampa'` (with a weight: `'lampa':A`); '' doubles a quote. */
const QUOTED = /^'((?:[^'\\]|''|\\.)*)'(:A)?$/;
function unquote(text: string, weighted: boolean): string | null {
  const m = QUOTED.exec(text);
  if (!m || Boolean(m[2]) !== weighted) return null;
  return m[1]!.replace(/''/g, "'").replace(/\\(.)/g, '$1');
}

/**
 * The postings form of a search, when it has one: a query of letters and digits only (one
 * title word holds any part of it, so the substring test is a test of title words), a full-text
 * query of one lexeme or none, and typo spellings of one lexeme each.
 */
function postingsSearch(
  query: string,
  fts: string,
  spellings: Array<{ lexeme: string; sim: number }>,
): PostingsSearch | undefined {
  if (!/^[\p{L}\p{N}]+$/u.test(query)) return undefined;
  const lexeme = fts === '' ? null : unquote(fts, false);
  if (lexeme === null && fts !== '') return undefined;
  const words = spellings.map((s) => ({ lexeme: unquote(s.lexeme, true), sim: Number(s.sim) }));
  if (words.some((w) => w.lexeme === null)) return undefined;
  return {
    lexeme,
    spellings: words as Array<{ lexeme: string; sim: number }>,
    part: query,
  };
}
