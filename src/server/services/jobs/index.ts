import { sql } from 'drizzle-orm';
import type { Config } from '#server/config';
import { pgPoolOf } from '#server/db/client';
import { listen } from '#server/db/listener';
import type { Database } from '#server/db/types';
import { createJobQueue, JOBS_CHANNEL } from './queue';

/** The daily clean-up of done jobs. */
export const PRUNE_TOPIC = 'jobs.prune';

export { PermanentJobError, type Job, type JobQueue } from './queue';
export { countFailedJobs, createJobsAdmin, queueFigures, type JobsAdmin } from './admin-jobs';

/**
 * The process's job queue (docs/decisions/068-one-job-queue.md), woken by the database's
 * notifications: PGlite's own listener, or a LISTEN connection to DATABASE_URL. Nouns register
 * their handlers on it in their own folders (`services/<noun>/on-<what>.ts`); `start()` at boot
 * runs the worker, `close()` on app close lets running jobs finish within the grace period.
 */
export function createJobsService(
  database: Database,
  config: Pick<Config, 'DATABASE_URL'>,
  log: (message: string, error?: unknown) => void,
) {
  // The pool's own address when the caller gave none (tools and tests open the database directly).
  const url = config.DATABASE_URL ?? pgPoolOf(database)?.options.connectionString;
  const queue = createJobQueue({
    db: database.db,
    log,
    listen: (wake) =>
      listen(database, url, {
        channel: JOBS_CHANNEL,
        receive: wake,
        // Notifications sent while the connection was away are gone: look for due work now.
        missed: wake,
        log,
      }),
  });
  // Done jobs are kept two weeks (what ran is there to look at), then go; failed ones stay until
  // the owner retries or gives them up. Safe to run twice: a second delete finds nothing.
  queue.every(PRUNE_TOPIC, { everyMs: 24 * 60 * 60 * 1000, offsetMs: 90 * 60 * 1000 }, async () => {
    await database.db.execute(
      sql`delete from jobs where status = 'done' and finished_at < now() - interval '14 days'`,
    );
  });
  return queue;
}
