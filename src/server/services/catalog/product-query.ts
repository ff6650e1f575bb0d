import { sql, type SQL } from 'drizzle-orm';
import type { Product } from '../../../contracts/catalog';
import { toDecimal } from '../../../domain/money';
import type { Filters } from '../../../domain/filters/filter-address';
import type { Locale } from '../../../domain/locale';
import { escapeLike } from '../../db/rows.js';
import { TEXT_SEARCH_CONFIG } from '../../db/schema/products.js';
import type { SortKey } from './listing.js';

/** The generated tsvector's configuration per locale: queries must use the same one. */
const TS_CONFIG = TEXT_SEARCH_CONFIG;

export interface ProductRow {
  id: number;
  title: string;
  slug: string;
  price_minor: number;
  /** The sale price when lower than the price, else the price (a generated column). */
  price_effective_minor: number;
  stock: number;
  category_title: string;
  image: string | null;
}

/** Columns every product list selects (`p` products, `t` its translation, `ct` category text). */
export const productColumns = sql`p.id, t.title, t.slug, p.price_minor, p.price_effective_minor, p.stock,
  ct.title as category_title,
  (select i.url from product_images i where i.product_id = p.id order by i.position limit 1) as image`;

export const productJoins = (locale: Locale) => sql`
  from products p
  join product_translations t on t.product_id = p.id and t.locale = ${locale}
  join category_translations ct on ct.category_id = p.category_id and ct.locale = ${locale}`;

export function toProduct(row: ProductRow, locale: Locale): Product {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    url: `/${locale}/product/${row.slug}`,
    price: toDecimal(row.price_minor),
    price_sale: row.price_effective_minor < row.price_minor ? toDecimal(row.price_effective_minor) : null,
    category: row.category_title,
    image: row.image,
    available: row.stock > 0,
  };
}

const list = (values: readonly (string | number)[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** Attribute filters (AND across keys, OR within a key) and the price range in whole PLN. */
export function filterConditions(filters: Filters): SQL[] {
  const conditions: SQL[] = [];
  for (const [key, values] of Object.entries(filters)) {
    if (values.length === 0) continue;
    if (key === 'price') {
      const [min, max] = values.map(Number);
      conditions.push(sql`p.price_effective_minor between ${(min ?? 0) * 100} and ${(max ?? 0) * 100 + 99}`);
      continue;
    }
    conditions.push(sql`p.id in (
      select pav.product_id from product_attribute_values pav
      join attribute_values v on v.id = pav.value_id
      join attributes a on a.id = v.attribute_id
      where a.key = ${key} and v.slug in (${list(values)}))`);
  }
  return conditions;
}

export function scopeConditions(opts: { categoryIds?: number[]; saleOnly?: boolean; search?: string; locale: Locale }): SQL[] {
  const conditions: SQL[] = [sql`p.published`];
  if (opts.categoryIds) conditions.push(sql`p.category_id in (${list(opts.categoryIds)})`);
  if (opts.saleOnly) conditions.push(sql`p.price_effective_minor < p.price_minor`);
  if (opts.search) {
    const cfg = sql.raw(`'${TS_CONFIG[opts.locale]}'`);
    // Full text for stems ("lamps" -> lamp), word similarity for typos ("lmapa"), ilike for parts
    // of words ("stoło"). `<%` compares the query with the best-matching part of the title, so a
    // long title does not drown a one-word query; the trigram GIN index serves it.
    conditions.push(sql`(t.search @@ websearch_to_tsquery(${cfg}, ${opts.search}) or ${opts.search} <% t.title or t.title ilike ${'%' + escapeLike(opts.search) + '%'})`);
  }
  return conditions;
}

export function orderBy(sort: SortKey, locale: Locale, search?: string): SQL {
  switch (sort) {
    case 'price-asc':
      return sql`p.price_effective_minor asc, p.id`;
    case 'price-desc':
      return sql`p.price_effective_minor desc, p.id`;
    case 'name':
      return sql`t.title asc, p.id`;
    case 'newest':
      return sql`p.created_at desc, p.id desc`;
    case 'relevance':
      if (!search) return sql`p.created_at desc, p.id desc`;
      return sql`ts_rank(t.search, websearch_to_tsquery(${sql.raw(`'${TS_CONFIG[locale]}'`)}, ${search})) + word_similarity(${search}, t.title) desc, p.id`;
  }
}


export function where(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}
