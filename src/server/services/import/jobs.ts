import { and, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ImportJob, ImportReport } from '#contracts/admin/import';
import { importJobs } from '#server/db/schema/index';
import { rows } from '#server/db/rows';
import type { Db, Executor } from '#server/db/types';
import type { Actor } from '../audit/audit-service';
import type { JobQueue } from '../jobs/queue';
import { uniqueAsConflict } from '#server/services/shared/sql';

/** The queue's topic that runs a long import (handler: ./on-queued.ts). */
export const IMPORT_TOPIC = 'import.run';
/** Finished jobs are kept this long (the back office only polls a job for minutes). */
const KEEP_DAYS = 30;

export interface ImportJobPayload {
  id: string;
  dryRun: boolean;
  actor: Actor;
}

export const INTERRUPTED: ImportReport = {
  created: 0,
  updated: 0,
  errors: [
    {
      row: 1,
      column: null,
      message:
        'The import was interrupted (the server stopped); nothing was written. Run it again.',
    },
  ],
};

const queued = z.object({ status: z.string() });

/**
 * The `import_jobs` rows: the file and the progress any process can read. A long import is a
 * job on the queue (topic `import.run`): its lease says the process running it is alive, and a
 * process that dies leaves it to another, which imports the file again from the start (the dead
 * one's transaction rolled back). While it runs, `report` is null; once it ends, the report.
 */
export function createJobStore(db: Db, queue: Pick<JobQueue, 'enqueue'>) {
  /** An import whose queue job gave up (its process died on the last attempt) is failed. */
  const failAbandoned = (where = sql`true`) =>
    db.execute(
      sql`update import_jobs set state = 'failed', finished_at = now(), body = null,
            report = ${JSON.stringify(INTERRUPTED)}::jsonb
          where state = 'running' and ${where} and id::text in
            (select key from jobs where topic = ${IMPORT_TOPIC} and status = 'failed')`,
    );

  return {
    /**
     * Stores the file and queues its import, in one transaction. A second writing import while
     * one runs, in any process, is 409 `import_running` (a partial unique index says so).
     */
    async create(actor: Actor, dryRun: boolean, total: number, body: Buffer): Promise<string> {
      // Housekeeping on the rare write path instead of a timer.
      await db
        .delete(importJobs)
        .where(lt(importJobs.createdAt, sql`now() - make_interval(days => ${KEEP_DAYS})`));
      await failAbandoned();
      return uniqueAsConflict(
        () =>
          db.transaction(async (tx) => {
            const [row] = await tx
              .insert(importJobs)
              .values({ staffId: actor.id, dryRun, total, body })
              .returning({ id: importJobs.id });
            const id = row!.id;
            const payload: ImportJobPayload = { id, dryRun, actor };
            await queue.enqueue(tx, IMPORT_TOPIC, payload, {
              subject: dryRun ? 'Import CSV (próba)' : 'Import CSV',
              key: id,
              maxAttempts: 3,
            });
            return id;
          }),
        'import_running',
        'Another import is running; wait for it to finish',
      );
    },

    /** A writing import is running somewhere (a short import waits its turn too). */
    async writing(): Promise<boolean> {
      await failAbandoned(sql`not dry_run`);
      const [row] = await db
        .select({ id: importJobs.id })
        .from(importJobs)
        .where(and(eq(importJobs.state, 'running'), eq(importJobs.dryRun, false)))
        .limit(1);
      return row !== undefined;
    },

    /** The file of a job still to be imported; null once it has ended. */
    async body(id: string): Promise<Buffer | null> {
      const [row] = await db
        .select({ body: importJobs.body })
        .from(importJobs)
        .where(and(eq(importJobs.id, id), eq(importJobs.state, 'running')));
      return row?.body ? Buffer.from(row.body) : null;
    },

    /**
     * Progress of a running job, written outside the import's transaction so that other
     * processes see it: `set` never waits, one write is in flight at a time and the newest value
     * wins. On PGlite a write made while the import's transaction runs waits for it: nobody
     * could read it sooner.
     */
    tracker(id: string, log: (message: string, error: unknown) => void) {
      let wanted = { done: 0, total: undefined as number | undefined };
      let written: typeof wanted | undefined;
      let flight: Promise<void> | undefined;
      const pump = async () => {
        while (written !== wanted) {
          const next = wanted;
          await db
            .update(importJobs)
            .set({ done: next.done, ...(next.total === undefined ? {} : { total: next.total }) })
            .where(and(eq(importJobs.id, id), eq(importJobs.state, 'running')))
            .catch((error: unknown) => log(`import: progress of job ${id} not saved`, error));
          written = next;
        }
        flight = undefined;
      };
      return {
        set(done: number, total?: number) {
          if (done === wanted.done && total === wanted.total) return;
          wanted = { done, total };
          flight ??= pump();
        },
        /** Waits for the last write. */
        async stop() {
          await flight;
        },
      };
    },

    /**
     * The final state. Given the import's transaction, it commits with the products; it fails
     * (rolling them back) if the job has ended meanwhile, so a job shown as failed never wrote
     * anything, and a job run twice writes once.
     */
    async finish(
      executor: Executor,
      id: string,
      state: 'done' | 'failed',
      report: ImportReport,
      done?: number,
    ): Promise<boolean> {
      const updated = await executor
        .update(importJobs)
        .set({
          state,
          body: null,
          report: report as unknown as Record<string, unknown>,
          finishedAt: sql`now()`,
          ...(done === undefined ? {} : { done, total: done }),
        })
        .where(and(eq(importJobs.id, id), eq(importJobs.state, 'running')))
        .returning({ id: importJobs.id });
      return updated.length === 1;
    },

    /** A job as the back office sees it. */
    async get(id: string): Promise<ImportJob | null> {
      const row = await db.query.importJobs.findFirst({
        where: eq(importJobs.id, id),
        columns: { body: false },
      });
      if (!row) return null;
      if (row.state === 'running') {
        const [job] = await rows(
          db,
          sql`select status from jobs where topic = ${IMPORT_TOPIC} and key = ${id}`,
          queued,
        );
        if (job?.status === 'failed') {
          await failAbandoned(sql`id = ${id}`);
          return this.get(id);
        }
      }
      return {
        state: row.state,
        done: row.done,
        total: row.total,
        report: row.state === 'running' ? null : (row.report as unknown as ImportReport),
      };
    },
  };
}

export type JobStore = ReturnType<typeof createJobStore>;
