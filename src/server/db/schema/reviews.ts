import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, localeCheck } from './common';
import type { Locale } from './common';
import { products } from './products';
import { users } from './users';
import { REVIEW_STATUSES } from '#domain/reviews/review-statuses';

export { REVIEW_STATUSES };
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * A shopper's rating and review of a product: one per shopper and product. An edit sends it back
 * to `pending`. Only `published` reviews count in the product's `rating_count`/`rating_sum`.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null once the author deleted their account and the shop keeps reviews anonymised. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The language it was written in (the shop's locale at the time). */
    locale: text('locale').$type<Locale>().notNull(),
    rating: integer('rating').notNull(),
    title: text('title'),
    /** Plain text with paragraphs; never rendered as HTML. */
    body: text('body').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    rejectReason: text('reject_reason'),
    /** The shopper had an order with the product when they wrote (or last edited) it. */
    verified: boolean('verified').notNull().default(false),
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_user_product_uq').on(t.userId, t.productId),
    index('reviews_product_status_created_idx').on(t.productId, t.status, t.createdAt.desc()),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_status', sql`${t.status} in ('pending', 'published', 'rejected')`),
    check('reviews_locale', localeCheck(t.locale)),
  ],
);

/** "Helpful" votes: one per shopper and review (never on one's own; the service checks). */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);
