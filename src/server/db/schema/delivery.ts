import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
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

/**
 * The parcel-locker points the shop knows. A `locker` order must name one of them; a carrier's
 * own list (or its map widget) can later fill this table without changing the checkout.
 */
export const deliveryPoints = pgTable(
  'delivery_points',
  {
    /** The carrier's point code, as printed on the locker (`GDA01M`). */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('delivery_points_id', sql`${t.id} ~ '^[A-Z0-9-]{2,20}$'`)],
);
