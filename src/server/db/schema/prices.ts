import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './products';

/** Where a price change came from. */
export const PRICE_SOURCES = ['editor', 'bulk', 'import', 'schedule', 'seed'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/**
 * Every price a product was offered at, append-only (docs/rules.md#lowest-price): a row per change
 * of its regular price or of the sale price in force, written in the change's transaction. A row
 * is in force from `valid_from` until the product's next row. The 30-day lowest price is
 * computed from it (domain/prices/lowest-price.ts) and kept on `products.price_lowest_30d_minor`.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** What a shopper paid: the sale price when one was in force, else the regular price. */
    offeredMinor: integer('offered_minor').notNull(),
    regularMinor: integer('regular_minor').notNull(),
    /** A sale price was in force (and below the regular price). */
    onSale: boolean('on_sale').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    source: text('source').$type<PriceSource>().notNull(),
  },
  (t) => [
    index('price_history_product_valid_idx').on(t.productId, t.validFrom),
    check(
      'price_history_source',
      sql`${t.source} in ('editor', 'bulk', 'import', 'schedule', 'seed')`,
    ),
    check(
      'price_history_prices_nonnegative',
      sql`${t.offeredMinor} >= 0 and ${t.regularMinor} >= 0`,
    ),
  ],
);
