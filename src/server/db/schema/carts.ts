import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './products';
import { users } from './users';

/** Server cart of a logged-in user (guests keep theirs in browser storage). One per user. */
export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .unique('carts_user_uq')
    .references(() => users.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    /**
     * Insertion order, so the cart lists lines in the order they were added (a new product goes
     * last, as in the guest cart) and a count change does not move a line. An identity rather
     * than a timestamp: the lines of one multi-row insert (a merged guest cart) get distinct,
     * increasing values in the order they are listed.
     */
    addedSeq: bigint('added_seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.productId] }),
    index('cart_lines_product_idx').on(t.productId),
    check('cart_lines_count_range', sql`${t.count} between 1 and 99`),
  ],
);
