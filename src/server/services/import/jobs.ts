import { and, eq, lt, sql } from 'drizzle-orm';
import type { ImportJob, ImportReport } from '#contracts/admin/import';
import { importJobs } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';

/** A running job writes a heartbeat this often, whatever it is doing. */
export const HEARTBEAT_MS = 5_000;
/**
 * A running job with no heartbeat for this long belongs to a process that died (a 100,000-row
 * import takes well under a minute): it is shown, and stored, as failed.
 */
export const STALE_MS = 120_000;
/** Finished jobs are kept this long (the back office only polls a job for minutes). */
const KEEP_DAYS = 30;

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

/**
 * The `import_jobs` rows: progress any process can read. While a job runs, its `report` holds
 * only `{ heartbeat_at }` (answered as null); once it ends, the report.
 */
export function createJobStore(db: Db) {
  const heartbeat = () => sql`jsonb_build_object('heartbeat_at', now())`;
  return {
    async create(staffId: string | null, dryRun: boolean, total: number): Promise<string> {
      // Housekeeping on the rare write path instead of a timer.
      await db
        .delete(importJobs)
        .where(lt(importJobs.createdAt, sql`now() - make_interval(days => ${KEEP_DAYS})`));
      const [row] = await db
        .insert(importJobs)
        .values({ staffId, dryRun, total, report: heartbeat() })
        .returning({ id: importJobs.id });
      return row!.id;
    },

    /**
     * Progress of a running job, written outside the import's transaction so that other
     * processes see it: `set` never waits, one write is in flight at a time and the newest value
     * wins; `beat` rewrites it (the heartbeat) so that a long step does not look dead. On PGlite
     * a write made while the import's transaction runs waits for it: nobody could read it sooner.
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
            .set({
              done: next.done,
              ...(next.total === undefined ? {} : { total: next.total }),
              report: heartbeat(),
            })
            .where(and(eq(importJobs.id, id), eq(importJobs.state, 'running')))
            .catch((error: unknown) => log(`import: progress of job ${id} not saved`, error));
          written = next;
        }
        flight = undefined;
      };
      const push = () => {
        flight ??= pump();
      };
      const beat = setInterval(() => {
        wanted = { ...wanted };
        push();
      }, HEARTBEAT_MS);
      beat.unref();
      return {
        set(done: number, total?: number) {
          if (done === wanted.done && total === wanted.total) return;
          wanted = { done, total };
          push();
        },
        /** Stops the heartbeat and waits for the last write. */
        async stop() {
          clearInterval(beat);
          await flight;
        },
      };
    },

    /**
     * The final state. Given the import's transaction, it commits with the products; it fails
     * (rolling them back) if the job was meanwhile declared dead, so a job shown as failed never
     * wrote anything.
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
          report: report as unknown as Record<string, unknown>,
          finishedAt: sql`now()`,
          ...(done === undefined ? {} : { done, total: done }),
        })
        .where(and(eq(importJobs.id, id), eq(importJobs.state, 'running')))
        .returning({ id: importJobs.id });
      return updated.length === 1;
    },

    /**
     * A job as the back office sees it. `alive(id)` is true for a job this process is running:
     * its heartbeat may be late behind a long PGlite transaction, but it is not dead.
     */
    async get(id: string, alive: (id: string) => boolean): Promise<ImportJob | null> {
      const row = await db.query.importJobs.findFirst({ where: eq(importJobs.id, id) });
      if (!row) return null;
      if (row.state === 'running' && !alive(id) && isStale(row.report)) {
        await db
          .update(importJobs)
          .set({
            state: 'failed',
            report: INTERRUPTED as unknown as Record<string, unknown>,
            finishedAt: sql`now()`,
          })
          .where(and(eq(importJobs.id, id), eq(importJobs.state, 'running')));
        return this.get(id, () => true);
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

function isStale(report: Record<string, unknown> | null): boolean {
  const at = typeof report?.heartbeat_at === 'string' ? Date.parse(report.heartbeat_at) : NaN;
  return !(Date.now() - at < STALE_MS);
}
