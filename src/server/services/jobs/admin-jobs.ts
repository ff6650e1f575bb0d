import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  JOBS_PAGE_SIZE,
  OPEN_JOB_STATUSES,
  type AdminJob,
  type AdminJobList,
  type AdminJobListQuery,
} from '#contracts/admin/jobs';
import { conflict, notFound } from '#domain/errors';
import { jobs, type JobStatus } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import type { Actor, Audit } from '../audit/index';
import type { JobQueue } from './queue';

type JobRow = typeof jobs.$inferSelect;

const toWire = (r: JobRow): AdminJob => ({
  id: r.id,
  topic: r.topic,
  subject: r.subject,
  status: r.status,
  attempts: r.attempts,
  max_attempts: r.maxAttempts,
  last_error: r.lastError,
  run_after: r.runAfter.toISOString(),
  created_at: r.createdAt.toISOString(),
  finished_at: r.finishedAt?.toISOString() ?? null,
});

/** What an audit row keeps of a job: enough to tell later what was retried or dropped. */
const audited = (r: JobRow) => ({
  topic: r.topic,
  subject: r.subject,
  status: r.status,
  attempts: r.attempts,
  max_attempts: r.maxAttempts,
  last_error: r.lastError,
  run_after: r.runAfter.toISOString(),
});

async function lockJob(tx: Executor, id: number): Promise<JobRow> {
  const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
  if (!row) throw notFound('job_not_found', 'Job not found');
  return row;
}

export interface JobsAdminDeps {
  db: Db;
  audit: Audit;
  /** The process's queue: its topics name the filter, and `wake()` runs a retried job now. */
  queue: Pick<JobQueue, 'topics' | 'wake'>;
}

/**
 * The owner's side of the job queue (docs/back-office/jobs.md): the list, "retry now" and "give
 * up". Each write takes the job's row lock and writes its audit row in one transaction, so a
 * worker finishing the job at the same moment is either before it or after it, never between.
 */
export function createJobsAdmin({ db, audit, queue }: JobsAdminDeps) {
  return {
    /** Newest first; without a status, every job not done yet. */
    async list(query: AdminJobListQuery): Promise<AdminJobList> {
      const filters: SQL[] = [
        query.status ? eq(jobs.status, query.status) : inArray(jobs.status, [...OPEN_JOB_STATUSES]),
      ];
      if (query.topic) filters.push(eq(jobs.topic, query.topic));
      const where = and(...filters);
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(jobs)
          .where(where)
          .orderBy(desc(jobs.createdAt), desc(jobs.id))
          .limit(JOBS_PAGE_SIZE)
          .offset((query.page - 1) * JOBS_PAGE_SIZE),
        db.select({ n: count() }).from(jobs).where(where),
      ]);
      return {
        items: items.map(toWire),
        total: total?.n ?? 0,
        limit: JOBS_PAGE_SIZE,
        topics: queue.topics().sort(),
      };
    },

    /**
     * A failed or waiting job is due now, with room for at least one more try (its attempts are
     * kept: they are its history). A done job is left as it is (200, nothing written): it ran. A
     * running one is 409: it is being tried right now.
     */
    async retry(actor: Actor, id: number): Promise<AdminJob> {
      const job = await db.transaction(async (tx) => {
        const before = await lockJob(tx, id);
        if (before.status === 'done') return before;
        if (before.status === 'running') throw conflict('job_running', 'The job is running now');
        const [after] = await tx
          .update(jobs)
          .set({
            status: 'waiting' satisfies JobStatus,
            runAfter: sql`now()`,
            maxAttempts: sql`greatest(${jobs.maxAttempts}, ${jobs.attempts} + 1)`,
            finishedAt: null,
          })
          .where(eq(jobs.id, id))
          .returning();
        await audit.record(tx, actor, {
          action: 'job.retry',
          entity: 'job',
          entityId: id,
          before: audited(before),
          after: audited(after!),
        });
        return after!;
      });
      // After the commit, so the worker sees the job due (other processes hear the trigger).
      if (job.status === 'waiting') queue.wake();
      return toWire(job);
    },

    /**
     * A failed job is dropped: its row is deleted (the queue's statuses have no "given up"; the
     * audit row keeps what it was). Any other status is 409: only a failed job is given up.
     */
    async abandon(actor: Actor, id: number): Promise<AdminJob> {
      return db.transaction(async (tx) => {
        const before = await lockJob(tx, id);
        if (before.status !== 'failed') throw conflict('job_not_failed', 'Only a failed job');
        await tx.delete(jobs).where(eq(jobs.id, id));
        await audit.record(tx, actor, {
          action: 'job.abandon',
          entity: 'job',
          entityId: id,
          before: { ...audited(before), payload: before.payload },
          after: null,
        });
        return toWire(before);
      });
    },
  };
}

export type JobsAdmin = ReturnType<typeof createJobsAdmin>;

/** How many jobs failed and wait for the owner (the dashboard's and the metrics' figure). */
export async function countFailedJobs(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobs).where(eq(jobs.status, 'failed'));
  return row?.n ?? 0;
}

/** The queue's figures a metrics scrape reads (plugins/metrics.ts): three indexed statements. */
export async function queueFigures(db: Db) {
  const [waiting, [oldest], failed] = await Promise.all([
    db
      .select({ topic: jobs.topic, n: count() })
      .from(jobs)
      .where(eq(jobs.status, 'waiting'))
      .groupBy(jobs.topic),
    db
      .select({
        seconds: sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAfter})), 0)::float8`,
      })
      .from(jobs)
      .where(and(eq(jobs.status, 'waiting'), sql`${jobs.runAfter} <= now()`)),
    countFailedJobs(db),
  ]);
  return {
    /** Waiting jobs per topic (due or not). */
    waiting,
    /** How long the oldest due job has waited past its time: 0 when the worker keeps up. */
    oldestDueSeconds: Number(oldest?.seconds ?? 0),
    failed,
  };
}
