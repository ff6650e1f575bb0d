import { check, index, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './common';
import { users } from './users';

/** A shopper's saved delivery addresses (the account's address book); the checkout offers them. */
export const addresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label'),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull().default('PL'),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_addresses_user_idx').on(t.userId, t.id),
    check('customer_addresses_country', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);
