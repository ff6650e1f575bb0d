// A job worker in a process of its own, for the queue's tests (src/server/services/jobs/):
// DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite) says which database; LEASE_MS the lease.
// Topics: `test.count` writes one row to test_job_runs per run; `test.hang` writes its start,
// then never ends (the test kills the process); with TICK_MS, the recurring `test.tick` writes one
// row per due time. Prints READY once its worker runs.
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client';
import { listen } from '#server/db/listener';
import { createJobQueue, JOBS_CHANNEL } from '#server/services/jobs/queue';

const database = await openDatabase({
  dataDir: process.env.DATA_DIR ?? '',
  databaseUrl: process.env.DATABASE_URL,
  poolSize: 4,
});
const worker = process.env.WORKER_NAME ?? String(process.pid);
const queue = createJobQueue({
  db: database.db,
  leaseMs: Number(process.env.LEASE_MS ?? 60_000),
  listen: (wake) =>
    listen(database, process.env.DATABASE_URL, {
      channel: JOBS_CHANNEL,
      receive: wake,
      missed: wake,
      log: () => {},
    }),
});
queue.handle('test.count', async (job) => {
  await database.db.execute(
    sql`insert into test_job_runs (job_id, worker) values (${job.id}, ${worker})`,
  );
});
queue.handle('test.hang', async (job) => {
  await database.db.execute(
    sql`insert into test_job_runs (job_id, worker) values (${job.id}, ${worker})`,
  );
  await new Promise(() => {});
});
if (process.env.TICK_MS)
  queue.every('test.tick', { everyMs: Number(process.env.TICK_MS) }, async (job) => {
    await database.db.execute(
      sql`insert into test_job_runs (job_id, worker) values (${job.id}, ${worker})`,
    );
  });
await queue.start();
console.log('READY');
process.on('SIGTERM', () => {
  void queue
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
