import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { users } from './users';

export const ONE_TIME_CODE_PURPOSES = ['password_reset', 'phone_reset', 'phone_verify'] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

/**
 * Codes and tokens sent by e-mail or SMS. Only a hash is stored; `attempts` caps guessing of short
 * SMS codes (the service refuses after a few and the code is dead).
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<OneTimeCodePurpose>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where the code was sent: an e-mail address or a phone number. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_target_idx').on(t.target, t.purpose, t.createdAt.desc()),
    index('one_time_codes_user_idx').on(t.userId, t.purpose),
    index('one_time_codes_hash_idx').on(t.codeHash),
    check(
      'one_time_codes_purpose',
      sql`${t.purpose} in ('password_reset', 'phone_reset', 'phone_verify')`,
    ),
    check('one_time_codes_attempts_nonnegative', sql`${t.attempts} >= 0`),
  ],
);
