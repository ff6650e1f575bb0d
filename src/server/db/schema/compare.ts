import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './products';
import { users } from './users';

/**
 * Compare list, bound to a cookie holding the session id (guests too). Kept in the database, not in
 * process memory, so any app process behind a load balancer sees the same list. A logged-in user's
 * session carries user_id so the list can follow them to another device.
 */
export const compareSessions = pgTable(
  'compare_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('compare_sessions_user_idx').on(t.userId),
    // Abandoned guest sessions are purged by age.
    index('compare_sessions_updated_idx').on(t.updatedAt),
  ],
);

export const compareItems = pgTable(
  'compare_items',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => compareSessions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Order of adding; the compare table shows columns in this order. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.productId] }),
    check('compare_items_position_nonnegative', sql`${t.position} >= 0`),
  ],
);
