import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { users } from './users';

export interface SharedCartLine {
  id: number;
  count: number;
}

/**
 * A frozen snapshot of a cart, opened by link (`/cart/shared/{token}`).
 * The token is a 256-bit random value (base64url, 43 chars) stored as is, not hashed: it only
 * unlocks a list of product ids that the owner chose to pass around by e-mail, the page must be
 * able to show the link again, and whoever can read this table can read the carts anyway.
 * Unguessability is what matters, and 256 bits give it.
 */
export const sharedCarts = pgTable(
  'shared_carts',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique('shared_carts_token_uq'),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    lines: jsonb('lines').$type<SharedCartLine[]>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('shared_carts_expires_idx').on(t.expiresAt),
    check('shared_carts_token_length', sql`length(${t.token}) >= 43`),
    check('shared_carts_lines_array', sql`jsonb_typeof(${t.lines}) = 'array'`),
  ],
);
