import { index, integer, pgTable, serial, text, uuid, check } from 'drizzle-orm/pg-core';
import { createdAt, localeCheck } from './common.js';
import type { Locale } from './common.js';
import { products } from './products.js';
import { users } from './users.js';

/** "Can you make this in another size/colour?" requests from the product page (guests too). */
export const customizationRequests = pgTable(
  'customization_requests',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('customization_requests_created_idx').on(t.createdAt.desc()),
    index('customization_requests_product_idx').on(t.productId),
    check('customization_requests_locale', localeCheck(t.locale)),
  ],
);
