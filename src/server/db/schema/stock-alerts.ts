import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
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

/**
 * "Tell me when it is back" (docs/rules.md#back-in-stock). The e-mail is rendered when the shopper
 * subscribes, in their language, so that the trigger `products_back_in_stock` (migration 0015) can
 * copy it into the outbox inside the very transaction that puts the product back on the shelf,
 * whichever path did it (editor, CSV import, a cancelled order, plain SQL).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Stored lowercased: one subscription per product and address. */
    email: text('email').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    /** The account that subscribed, when logged in (its export lists it; its deletion drops it). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the unsubscribe token printed in the e-mail; the token itself is not kept. */
    tokenHash: text('token_hash').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: createdAt(),
    /** The last time the product came back and this address was told. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_product_email_uq').on(t.productId, t.email),
    uniqueIndex('stock_alerts_token_uq').on(t.tokenHash),
    index('stock_alerts_user_idx').on(t.userId),
    check('stock_alerts_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('stock_alerts_locale', localeCheck(t.locale)),
  ],
);
