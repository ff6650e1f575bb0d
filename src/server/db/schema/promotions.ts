import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { orders } from './orders';
import { PROMOTION_KINDS } from '#domain/promotions/promotion-kinds';

export { PROMOTION_KINDS };
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * Promo codes (docs/rules.md#promo-codes). `value` is whole percent for `percent`, grosze for
 * `fixed`, 0 for `free_delivery`. `used` counts the uses not given back; placement raises it
 * with a conditional update, so `usage_limit` holds however many checkouts run at once.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    /** As the owner typed it; unique case-insensitively (the index on lower(code)). */
    code: text('code').notNull(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    value: integer('value').notNull().default(0),
    /** The cart's items total (before the discount) must reach this; null: no minimum. */
    minSubtotalMinor: integer('min_subtotal_minor'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    /** Lines of these categories (and their subcategories) or these products; both empty: all. */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    active: boolean('active').notNull().default(true),
    used: integer('used').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotions_code_lower_uq').on(sql`lower(${t.code})`),
    check('promotions_kind', sql`${t.kind} in ('percent', 'fixed', 'free_delivery')`),
    check(
      'promotions_value',
      sql`(${t.kind} = 'percent' and ${t.value} between 1 and 100) or (${t.kind} = 'fixed' and ${t.value} > 0) or (${t.kind} = 'free_delivery' and ${t.value} = 0)`,
    ),
    check(
      'promotions_min_subtotal_nonnegative',
      sql`${t.minSubtotalMinor} is null or ${t.minSubtotalMinor} >= 0`,
    ),
    check('promotions_usage_limit_positive', sql`${t.usageLimit} is null or ${t.usageLimit} >= 1`),
    check(
      'promotions_per_customer_limit_positive',
      sql`${t.perCustomerLimit} is null or ${t.perCustomerLimit} >= 1`,
    ),
    check('promotions_used_nonnegative', sql`${t.used} >= 0`),
    check(
      'promotions_dates_ordered',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
);

/**
 * One use of a code by one order. `customer_key` is `user:<id>` for a logged-in shopper,
 * `email:<lower(email)>` for a guest. A cancelled (or refunded) order releases its use.
 */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' })
      .unique('promotion_uses_order_uq'),
    customerKey: text('customer_key').notNull(),
    createdAt: createdAt(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('promotion_uses_customer_idx')
      .on(t.promotionId, t.customerKey)
      .where(sql`${t.releasedAt} is null`),
  ],
);
