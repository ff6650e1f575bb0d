import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, localeCheck } from './common';
import type { Locale } from './common';
import { STAFF_ROLES } from '#domain/staff/staff-roles';

/** `owner`: everything, staff accounts too; `staff`: catalogue, content, orders, requests, reviews. */
export { STAFF_ROLES };
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Back-office accounts, apart from shoppers' `users`: a shopper's token never opens the back
 * office, and a staff session never acts as a shopper.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lowercased, so the unique index is case-insensitive by construction. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** The back office's language for this person. */
    locale: text('locale').$type<Locale>().notNull().default('pl'),
    /** A disabled account cannot log in; its sessions end when it is disabled. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_email_uq').on(t.email),
    check('staff_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('staff_role', sql`${t.role} in ('owner', 'staff')`),
    check('staff_locale', localeCheck(t.locale)),
  ],
);

/**
 * Server-side sessions behind the back office's cookie, so a session can be revoked (logout,
 * password change, disabling). Only a SHA-256 of the cookie's token is stored. A session ends
 * when idle past its idle limit (`last_seen_at`) or at `expires_at`, whichever comes first.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('staff_sessions_staff_idx').on(t.staffId),
    index('staff_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Every back-office write: who, when, what, and the fields before and after. `staff_email` is
 * a copy, so the log still names a person after their account is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    /** `create`, `update`, `delete`, `archive`, `import`, `login`, … */
    action: text('action').notNull(),
    /** The noun written: `product`, `category`, `preset`, `staff`, `image`, … */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_staff_created_idx').on(t.staffId, t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
  ],
);

export const IMPORT_JOB_STATES = ['running', 'done', 'failed'] as const;
export type ImportJobState = (typeof IMPORT_JOB_STATES)[number];

/**
 * A long CSV import run in the background. Kept in the database, so that the progress can be
 * polled through any process behind the load balancer.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    state: text('state').$type<ImportJobState>().notNull().default('running'),
    dryRun: boolean('dry_run').notNull().default(false),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** `{ created, updated, errors: [{ row, column, message }] }` once finished. */
    report: jsonb('report').$type<Record<string, unknown> | null>(),
    /** The uploaded file, kept until the job that imports it ends (any process may run it). */
    body: bytea('body'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('import_jobs_state', sql`${t.state} in ('running', 'done', 'failed')`),
    index('import_jobs_created_idx').on(t.createdAt),
    // One writing import at a time across every process (409 import_running); dry runs only read.
    uniqueIndex('import_jobs_one_writing')
      .on(sql`(true)`)
      .where(sql`${t.state} = 'running' and not ${t.dryRun}`),
  ],
);
