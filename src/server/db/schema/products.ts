import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { createdAt, localeCheck, slugCheck, tsvector } from './common';
import { manufacturers } from './manufacturers';
import type { Locale } from './common';

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    sku: text('sku').notNull().unique('products_sku_uq'),
    priceMinor: integer('price_minor').notNull(),
    /**
     * The sale price IN FORCE: a sale only when set AND lower than price_minor; anything else is
     * ignored by the shop. Written from `sale_planned_minor` and the sale window: at once by a
     * save inside the window, by the edge applier at the window's edges (services/prices).
     */
    priceSaleMinor: integer('price_sale_minor'),
    /**
     * The owner's sale price (the editor's and the CSV's `sale_price`), whatever the window: it
     * applies (is copied to price_sale_minor) only between sale_starts_at and sale_ends_at.
     */
    salePlannedMinor: integer('sale_planned_minor'),
    /** The sale window; null start: from now on, null end: until changed (docs/rules.md#scheduled-sales). */
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    /**
     * The lowest offered price of the 30 days before the current reduction (docs/rules.md#lowest-price),
     * null without one: computed from price_history by the domain rule in the same transaction as
     * every history row, so cards and listings read it with the product instead of the history.
     */
    priceLowest30dMinor: integer('price_lowest_30d_minor'),
    /**
     * What the shopper pays per unit. Generated so that the price filter, price sort and sale
     * listings all read one indexed column instead of repeating the sale rule in every query.
     */
    priceEffectiveMinor: integer('price_effective_minor')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`case when ${products.priceSaleMinor} is not null and ${products.priceSaleMinor} < ${products.priceMinor} then ${products.priceSaleMinor} else ${products.priceMinor} end`,
      ),
    stock: integer('stock').notNull().default(0),
    published: boolean('published').notNull().default(true),
    /** VAT rate of the gross price: 23, 8, 5 or 0. */
    vatRate: integer('vat_rate').notNull().default(23),
    /** Fits a parcel locker; one line that does not keeps the whole cart off locker methods. */
    fitsLocker: boolean('fits_locker').notNull().default(true),
    /** Made to the customer's specification: exempt from the right of withdrawal. */
    madeToOrder: boolean('made_to_order').notNull().default(false),
    /**
     * Optimistic concurrency for the back office: every save names the version it edited and
     * bumps it, so a stale save answers 409 instead of overwriting someone else's change.
     */
    version: integer('version').notNull().default(1),
    /**
     * Set instead of deleting a product that was ever ordered (orders keep their lines). An
     * archived product is never published, so no storefront query has to know about it.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * The product's attribute value ids, sorted: a copy of product_attribute_values kept by
     * triggers (migration 0003; the seed writes it up front). Filters and facet counts read it
     * from the listing index instead of joining the link table once per product.
     */
    valueIds: integer('value_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * Published reviews, kept by the review service in the same transaction as the review's
     * change: the average (sum / count) is read from here, never computed per request.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** GPSR art. 19 (decision 053): null means the shop's default manufacturer. */
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id, {
      onDelete: 'restrict',
    }),
    /** The EU responsible person, needed when the manufacturer is outside the EU. */
    responsiblePersonId: integer('responsible_person_id').references(() => manufacturers.id, {
      onDelete: 'restrict',
    }),
    /** GTIN-8/12/13/14, its check digit verified by the contract (domain/product-safety/gtin). */
    gtin: text('gtin'),
    /** Warnings and safety information per locale, Markdown; '' or absent: none. */
    safety: jsonb('safety').$type<Partial<Record<Locale, string>>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('products_category_published_idx').on(t.categoryId, t.published),
    // Sales listings must repeat this predicate (`price_effective_minor < price_minor`) to use it.
    index('products_sale_idx')
      .on(t.published, t.priceSaleMinor)
      .where(sql`${t.priceEffectiveMinor} < ${t.priceMinor}`),
    index('products_price_idx').on(t.priceEffectiveMinor),
    index('products_created_at_idx').on(t.createdAt),
    // The back office dashboard's low-stock list: published products with the least stock.
    index('products_low_stock_idx')
      .on(t.stock, t.id)
      .where(sql`${t.published}`),
    // Everything a listing filters, counts and sorts by, so a category is read by an index-only
    // scan (drizzle has no INCLUDE, so the extra columns are key columns; `newest` within one
    // category walks it in order).
    index('products_listing_idx')
      .on(t.categoryId, t.createdAt, t.id, t.priceEffectiveMinor, t.priceMinor, t.valueIds)
      .where(sql`${t.published}`),
    // The sale edge applier's scan and the next edge: only products with a window.
    index('products_sale_window_idx')
      .on(t.saleStartsAt, t.saleEndsAt)
      .where(sql`${t.saleStartsAt} is not null or ${t.saleEndsAt} is not null`),
    // The back office's default list order (last changed first) walks this instead of sorting.
    index('products_updated_idx').on(t.updatedAt, t.id),
    // The back office finds a product by a piece of its SKU (`ilike '%…%'`).
    index('products_sku_trgm_idx').using('gin', t.sku.op('gin_trgm_ops')),
    check('products_price_nonnegative', sql`${t.priceMinor} >= 0`),
    check(
      'products_sale_price_nonnegative',
      sql`${t.priceSaleMinor} is null or ${t.priceSaleMinor} >= 0`,
    ),
    check(
      'products_sale_planned_nonnegative',
      sql`${t.salePlannedMinor} is null or ${t.salePlannedMinor} >= 0`,
    ),
    check(
      'products_sale_window_order',
      sql`${t.saleStartsAt} is null or ${t.saleEndsAt} is null or ${t.saleEndsAt} > ${t.saleStartsAt}`,
    ),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_vat_rate', sql`${t.vatRate} in (23, 8, 5, 0)`),
    check('products_archived_unpublished', sql`${t.archivedAt} is null or not ${t.published}`),
    check('products_sku_not_blank', sql`length(btrim(${t.sku})) > 0`),
    check(
      'products_gtin_digits',
      sql`${t.gtin} is null or ${t.gtin} ~ '^([0-9]{8}|[0-9]{12,14})$'`,
    ),
    // A manufacturer's delete checks these (409 when in use).
    index('products_manufacturer_idx').on(t.manufacturerId),
    index('products_responsible_person_idx').on(t.responsiblePersonId),
  ],
);

/**
 * Text-search configuration per locale. PostgreSQL (and PGlite) ship no Polish stemmer, so Polish
 * uses `simple`; its word forms and typos are covered by trigrams of the titles (search.ts).
 * Queries must use the same configuration: `websearch_to_tsquery(TEXT_SEARCH_CONFIG[locale], q)`.
 */
export const TEXT_SEARCH_CONFIG = {
  pl: 'simple',
  en: 'english',
  ru: 'russian',
} as const satisfies Record<Locale, string>;

/** The same mapping in SQL, for the generated column (constants only, so it stays immutable). */
function searchConfigSql(locale: AnyPgColumn): SQL {
  return sql`(case ${locale} when 'en' then 'english'::regconfig when 'ru' then 'russian'::regconfig else 'simple'::regconfig end)`;
}

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<Locale>().notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    /** Full-text document in the locale's configuration; the title weighs more for ranking. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector(${searchConfigSql(productTranslations.locale)}, ${productTranslations.title}), 'A') || setweight(to_tsvector(${searchConfigSql(productTranslations.locale)}, ${productTranslations.description}), 'B')`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    uniqueIndex('product_translations_locale_slug_uq').on(t.locale, t.slug),
    // No text index here: searches read the search documents' per-locale indexes
    // (product_search_docs, a copy of these titles and vectors; migration 0031).
    check('product_translations_locale', localeCheck(t.locale)),
    check('product_translations_slug', slugCheck(t.slug)),
  ],
);

/** One re-encoded file of an uploaded image (`sources` below): a width in a format. */
export interface ImageSource {
  format: 'avif' | 'webp' | 'jpeg';
  width: number;
  url: string;
}

export const productImages = pgTable(
  'product_images',
  {
    /** A stable handle for the back office (reorder, alt text, delete); position can change. */
    id: serial('id').notNull().unique('product_images_id_uq'),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 1-based; 1 is the main image shown on cards. */
    position: integer('position').notNull(),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Alternative text per locale (`{ pl, en, ru }`); the product's title stands in when empty. */
    alt: jsonb('alt').$type<Partial<Record<Locale, string>>>().notNull().default({}),
    /** The re-encoded widths and formats for `srcset`; empty for images not uploaded here. */
    sources: jsonb('sources').$type<ImageSource[]>().notNull().default([]),
    /** The media store's key of an uploaded image's files (deleted with it); null for others. */
    storageKey: text('storage_key'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    check('product_images_position_positive', sql`${t.position} >= 1`),
    check('product_images_size_positive', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

/**
 * A product's safety documents (GPSR: instructions, declarations; docs/rules.md#product-safety):
 * PDFs uploaded by staff, checked by their first bytes, linked from the product page's "Product
 * safety" section. The file lives in the media store under `storage_key` (deleted with the row).
 */
export const productDocuments = pgTable(
  'product_documents',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The link's text: the uploaded file's name without `.pdf`. */
    title: text('title').notNull(),
    /** The media store's folder of the file (`documents/12/3f9a…`). */
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    /** Bytes, shown beside the link. */
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_documents_product_idx').on(t.productId, t.id),
    check('product_documents_size_positive', sql`${t.size} > 0`),
  ],
);

/**
 * Old product slugs, so that an address shared or indexed before a rename answers 301 to the
 * product's current address instead of 404.
 */
export const productSlugRedirects = pgTable(
  'product_slug_redirects',
  {
    locale: text('locale').$type<Locale>().notNull(),
    slug: text('slug').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.slug] }),
    index('product_slug_redirects_product_idx').on(t.productId),
    check('product_slug_redirects_locale', localeCheck(t.locale)),
  ],
);
