import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, localeCheck } from './common';
import type { Locale } from './common';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lowercased (checked below) so the unique index is case-insensitive by construction. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    /** E.164 (`+48...`) when set; unique is not enforced: a number can pass between people. */
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    locale: text('locale').$type<Locale>().notNull().default('pl'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_email_shape', sql`position('@' in ${t.email}) > 1`),
    check('users_locale', localeCheck(t.locale)),
  ],
);
