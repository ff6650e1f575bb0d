import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { users } from './users';

/**
 * Opaque rotating refresh tokens. Every refresh inserts a child (same family, parent_id = old row)
 * and marks the old one used. Presenting a used token within the grace window (two tabs) is
 * answered; later it is reuse, and the whole family gets revoked_at. Only a SHA-256 of the token
 * is stored, so a database leak does not hand out sessions.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_uq'),
    parentId: uuid('parent_id').references((): AnyPgColumn => refreshTokens.id, {
      onDelete: 'set null',
    }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Absolute end of the login session: rotation never extends past it. */
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_expires_idx').on(t.familyExpiresAt),
    check('refresh_tokens_expiry_order', sql`${t.expiresAt} <= ${t.familyExpiresAt}`),
  ],
);
