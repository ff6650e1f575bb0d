import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ProductListQuery, ProductListResponse, ProductSort } from '#contracts/admin/products';
import { LOCALES, type Locale } from '#domain/locale';
import { escapeLike, rows } from '#server/db/rows';
import type { Db } from '#server/db/types';
import { loadAdminProducts } from './product-read';
import { localeLiteral } from '../catalog/listing-sql';
import { lacksSafetyData } from '../manufacturers/index';
import { intArray } from '#server/services/shared/sql';

export const DEFAULT_LIST_LIMIT = 50;

/**
 * Totals of recent filter sets: paging through one list asks for the same total again and
 * again, and counting a broad search at 100k products costs tens of milliseconds on PGlite.
 * Every catalogue change (here or in another process, through the change bus) clears it; the
 * TTL only bounds what a lost notification could leave behind.
 */
const COUNT_TTL_MS = 60_000;
const COUNT_ENTRIES = 500;

/** A search shorter than this finds an exact SKU only: shorter patterns cannot use trigrams. */
const MIN_WORD = 3;
const MAX_WORDS = 8;

function orderBy(sort: ProductSort, locale: Locale): { join: SQL; order: SQL } {
  const none = sql``;
  switch (sort) {
    case 'updated_asc':
      return { join: none, order: sql`p.updated_at asc, p.id asc` };
    case 'created_desc':
      return { join: none, order: sql`p.id desc` };
    case 'title':
      return {
        join: sql`join product_translations tt on tt.product_id = p.id and tt.locale = ${locale}`,
        order: sql`tt.title asc, p.id asc`,
      };
    case 'price_asc':
      return { join: none, order: sql`p.price_effective_minor asc, p.id asc` };
    case 'price_desc':
      return { join: none, order: sql`p.price_effective_minor desc, p.id desc` };
    case 'stock':
      return { join: none, order: sql`p.stock asc, p.id asc` };
    case 'sku':
      return { join: none, order: sql`p.sku asc` };
    case 'updated_desc':
      return { join: none, order: sql`p.updated_at desc, p.id desc` };
  }
}

const idRow = z.object({ id: z.number() });

/**
 * Title (any locale) or SKU containing every word (`ilike '%word%'`), through the trigram
 * indexes of products.sku and of the search documents' titles (product_search_docs holds every
 * product's titles, published or not). A search with no word of three characters or more matches
 * the SKU exactly instead: such patterns would read every row.
 */
function searchCondition(search: string): SQL | null {
  const text = search.trim();
  if (!text) return null;
  const words = text.split(/\s+/).slice(0, MAX_WORDS);
  if (!words.some((w) => [...w].length >= MIN_WORD))
    return sql`(p.sku = ${text} or p.sku = ${text.toUpperCase()})`;
  const all = (column: SQL) =>
    sql.join(
      words.map((w) => sql`${column} ilike ${`%${escapeLike(w)}%`}`),
      sql` and `,
    );
  // The documents' trigram indexes are one per locale (partial): a branch per locale, each with
  // its locale as a literal, lets the planner use them (1.1 s against 2.2 s for the old single
  // index on product_translations, 107,000 matches of 'lampa' at 1,000,000 products: decision 065).
  const titles = LOCALES.map(
    (locale) =>
      sql`select d.product_id from product_search_docs d
          where d.locale = ${localeLiteral(locale)} and ${all(sql`d.title`)}`,
  );
  // `= any(array(…))`, not `in (…)`: the matches are computed first and then looked up by id.
  // With `in`, the planner hash-joins them against a scan of every product (30-50 ms at 100k on
  // PGlite for a search that matches 200 products, against 5 ms).
  return sql`p.id = any(array(
    ${sql.join(titles, sql` union `)}
    union select s.id from products s where ${all(sql`s.sku`)}))`;
}

export function createProductList(db: Db) {
  const totals = new Map<string, { total: number; at: number }>();

  async function categoryAndDescendants(id: number): Promise<number[]> {
    // Raw: a recursive walk down the tree (decision 021).
    const found = await rows(
      db,
      sql`with recursive d as (select id from categories where id = ${id}
            union all select c.id from categories c join d on c.parent_id = d.id)
          select id from d`,
      idRow,
    );
    return found.map((r) => r.id);
  }

  return {
    /** Drops the cached totals (a catalogue change). */
    forget() {
      totals.clear();
    },

    /**
     * A page of products for the back office's table. Filters narrow with AND; the category
     * filter includes its subcategories (as the storefront's listings do); archived products
     * show only with `archived=true|all`.
     */
    async list(query: ProductListQuery, locale: Locale): Promise<ProductListResponse> {
      const limit = query.limit ?? DEFAULT_LIST_LIMIT;
      const offset = ((query.page ?? 1) - 1) * limit;
      const where: SQL[] = [];
      if (query.archived === 'true') where.push(sql`p.archived_at is not null`);
      else if (query.archived !== 'all') where.push(sql`p.archived_at is null`);
      if (query.category_id !== undefined)
        where.push(
          sql`p.category_id = any(${intArray(await categoryAndDescendants(query.category_id))})`,
        );
      if (query.ids !== undefined) where.push(sql`p.id = any(${intArray(query.ids)})`);
      if (query.published !== undefined) where.push(sql`p.published = ${query.published}`);
      if (query.in_stock !== undefined)
        where.push(query.in_stock ? sql`p.stock > 0` : sql`p.stock = 0`);
      if (query.on_sale !== undefined)
        where.push(
          query.on_sale
            ? sql`p.price_effective_minor < p.price_minor`
            : sql`p.price_effective_minor >= p.price_minor`,
        );
      if (query.safety_missing !== undefined)
        where.push(
          query.safety_missing
            ? sql`p.published and ${lacksSafetyData()}`
            : sql`not (p.published and ${lacksSafetyData()})`,
        );
      const search = query.search ? searchCondition(query.search) : null;
      if (search) where.push(search);
      const condition = where.length > 0 ? sql.join(where, sql` and `) : sql`true`;
      const { join, order } = orderBy(query.sort ?? 'updated_desc', locale);

      const key = JSON.stringify([
        query.search?.trim() ?? '',
        query.category_id ?? null,
        query.ids ?? null,
        query.published ?? null,
        query.in_stock ?? null,
        query.on_sale ?? null,
        query.safety_missing ?? null,
        query.archived ?? 'false',
      ]);
      const cached = totals.get(key);
      let total = cached && Date.now() - cached.at < COUNT_TTL_MS ? cached.total : undefined;
      const counted = total === undefined;
      let ids: number[];
      if (total === undefined && search) {
        // A search is the expensive part: match once, then count and page from the matches.
        // (An aggregate reads a sorted subquery in its order; PostgreSQL's documented habit.)
        const [row] = await rows(
          db,
          sql`with f as materialized (
                select p.id, p.updated_at, p.price_effective_minor, p.stock, p.sku
                from products p where ${condition})
              select (select count(*) from f)::int as total,
                (select array_agg(id) from (select p.id from f p ${join}
                   order by ${order} limit ${limit} offset ${offset}) x) as ids`,
          z.object({ total: z.number(), ids: z.array(z.number()).nullable() }),
        );
        total = row?.total ?? 0;
        ids = row?.ids ?? [];
      } else {
        const page = await rows(
          db,
          sql`select p.id from products p ${join} where ${condition}
              order by ${order} limit ${limit} offset ${offset}`,
          idRow,
        );
        ids = page.map((r) => r.id);
        if (total === undefined) {
          const [row] = await rows(
            db,
            sql`select count(*)::int as n from products p where ${condition}`,
            z.object({ n: z.number() }),
          );
          total = row?.n ?? 0;
        }
      }
      if (counted) {
        totals.delete(key);
        if (totals.size >= COUNT_ENTRIES) totals.delete(totals.keys().next().value!);
        totals.set(key, { total, at: Date.now() });
      }
      return { items: await loadAdminProducts(db, ids), total, limit };
    },
  };
}
