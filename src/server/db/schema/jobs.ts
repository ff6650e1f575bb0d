import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './common';

export const JOB_STATUSES = ['waiting', 'running', 'failed', 'done'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Work to do later, once (docs/decisions/068-one-job-queue.md): written in the transaction of the
 * change that causes it, then claimed by one process's worker under a lease. An insert notifies
 * `sf_jobs` (migration 0033's trigger), so every worker wakes at the commit, not at a poll.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `noun.what` (e.g. `messaging.deliver`): the handler registered under it runs the job. */
    topic: text('topic').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** What it is about, in words, for the back office ("Zamówienie 10091"). */
    subject: text('subject'),
    /**
     * At most one job of a topic with this key: a recurring job's due time, a scheduled edge's
     * moment, an effect's cause. A second insert with the key is dropped.
     */
    key: text('key'),
    status: text('status').$type<JobStatus>().notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** Not before: the due time, or the next try after a failure's back-off. */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** While running: the lease's end. A job still running past it lost its process. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_topic_key_unique')
      .on(t.topic, t.key)
      .where(sql`${t.key} is not null`),
    // The worker's two questions: what is due, and whose lease has ended.
    index('jobs_waiting_idx')
      .on(t.runAfter)
      .where(sql`${t.status} = 'waiting'`),
    index('jobs_running_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    // The back office's list (by status, newest first) and the clean-up of done jobs.
    index('jobs_status_created_idx').on(t.status, t.createdAt.desc()),
    check('jobs_status', sql`${t.status} in ('waiting', 'running', 'failed', 'done')`),
    check('jobs_attempts', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);
