import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './common.js';
import { products } from './products.js';
import { users } from './users.js';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
