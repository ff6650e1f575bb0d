import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GroupAxis } from '#domain/product-groups/group-rules';
import { createdAt } from './common';
import type { Locale } from './common';
import { products } from './products';

/**
 * Products that are one choice along one axis: the same table in olive and in black
 * (docs/rules.md#product-groups). Each member keeps its own address, SKU, price and stock (the
 * spec's cart lines are product ids); the group only links them, with a label per language.
 */
export const productGroups = pgTable(
  'product_groups',
  {
    id: serial('id').primaryKey(),
    axis: text('axis').$type<GroupAxis>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('product_groups_axis', sql`${t.axis} in ('color', 'size', 'material')`)],
);

/** A product's place in its group: at most one group per product (the unique product_id). */
export const productGroupMembers = pgTable(
  'product_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => productGroups.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** The option's name per language: "oliwkowy" / "olive" / "оливковый". */
    label: jsonb('label').$type<Record<Locale, string>>().notNull(),
    /** A CSS colour `#rrggbb` or an uploaded image's address under /media; null: the label only. */
    swatch: text('swatch'),
  },
  (t) => [
    uniqueIndex('product_group_members_product_uq').on(t.productId),
    index('product_group_members_group_idx').on(t.groupId, t.position),
    check(
      'product_group_members_swatch',
      sql`${t.swatch} is null or ${t.swatch} ~ '^#[0-9a-f]{6}$' or ${t.swatch} ~ '^/media/[A-Za-z0-9._/-]+$'`,
    ),
  ],
);
