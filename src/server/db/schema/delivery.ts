import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { foldSql } from '#domain/search/fold';
import type { Locale } from './common';

export const DELIVERY_KINDS = ['courier', 'locker', 'pickup'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/**
 * How an order travels (docs/decisions/031-checkout.md): staff edit these in the back office;
 * an order copies the code, kind and price it was placed with, so later edits change no order.
 */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique('delivery_methods_code_uq'),
    kind: text('kind').$type<DeliveryKind>().notNull(),
    titles: jsonb('titles').$type<Record<Locale, string>>().notNull(),
    priceMinor: integer('price_minor').notNull(),
    /** From this items total (after discounts) the method costs nothing; null: never free. */
    freeFromMinor: integer('free_from_minor'),
    /** Cash on delivery allowed with this method. */
    cod: boolean('cod').notNull().default(false),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('delivery_methods_active_position_idx').on(t.active, t.position),
    check('delivery_methods_kind', sql`${t.kind} in ('courier', 'locker', 'pickup')`),
    check('delivery_methods_price_nonnegative', sql`${t.priceMinor} >= 0`),
    check(
      'delivery_methods_free_from_nonnegative',
      sql`${t.freeFromMinor} is null or ${t.freeFromMinor} >= 0`,
    ),
    check('delivery_methods_code', sql`${t.code} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** Where a point comes from: typed in by the shop, or copied from InPost (docs/decisions/057-parcels.md). */
export const POINT_SOURCES = ['shop', 'inpost'] as const;
export type PointSource = (typeof POINT_SOURCES)[number];

/**
 * The parcel-locker points the shop knows. A `locker` order must name an active one of the
 * source in use: InPost's copy when InPost is configured, else the shop's own list.
 */
export const deliveryPoints = pgTable(
  'delivery_points',
  {
    /** The carrier's point code, as printed on the locker (`GDA01M`). */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** Operating: InPost's points that are not (closed, being built) stay listed but not offered. */
    active: boolean('active').notNull().default(true),
    source: text('source').$type<PointSource>().notNull().default('shop'),
    city: text('city'),
    postCode: text('post_code'),
    street: text('street'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    openingHours: text('opening_hours'),
    /** Where the locker stands ("by the shop's entrance"). */
    description: text('description'),
    /**
     * What `?q=` matches by trigram when the prefix indexes (migration 0024, folded since 0034)
     * find nothing: code, name, street, city and post code, folded as the query is
     * (`foldSql`: `Krakow` finds Kraków and `Kraków` finds Krakow).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        foldSql(
          `id || ' ' || name || ' ' || address || ' ' || coalesce(city, '') || ' ' || coalesce(post_code, '')`,
        ),
      ),
    ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_points_id', sql`${t.id} ~ '^[A-Z0-9-]{2,20}$'`),
    check('delivery_points_source', sql`${t.source} in ('shop', 'inpost')`),
    index('delivery_points_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The nearest points: a latitude band read from the index, longitude filtered in it.
    index('delivery_points_location_idx').on(t.source, t.latitude, t.longitude),
  ],
);
