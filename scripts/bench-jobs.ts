/**
 * `npm run bench:jobs`: the job queue (decision 068) on a database of its own.
 *
 *   npm run bench:jobs                        a fresh PGlite in a temporary directory
 *   DATABASE_URL=postgres://… npm run bench:jobs
 *                                             PostgreSQL (an empty, migrated-by-this database)
 *   options: --jobs N (default 2000), --latency N (default 200), --json
 *
 * Two figures, each with one worker in this process, woken the way the shop's is (the insert
 * trigger's NOTIFY):
 * - throughput: N jobs written in one transaction, then the time until the last has run (a
 *   handler that does one insert, as an effect would): jobs a second;
 * - commit to start: one job at a time written in its own transaction, the time from the commit's
 *   answer to its handler's start, p50 and p95 (a shopper's e-mail waits this much before SMTP).
 * The machine's load average is printed beside them: on a shared 2-core machine it moves both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { createJobsService } from '#server/services/jobs/index';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '2000' },
    latency: { type: 'string', default: '200' },
    json: { type: 'boolean', default: false },
  },
});
const total = Number(values.jobs);
const samples = Number(values.latency);
const databaseUrl = process.env.DATABASE_URL;
const temp = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), 'sf-bench-jobs-'));

const database = await openDatabase({ dataDir: temp ?? '', databaseUrl, poolSize: 4 });
await migrateDatabase(database);
const { db } = database;
await db.execute(sql`create table if not exists bench_job_effects (job_id bigint primary key)`);
await db.execute(sql`delete from bench_job_effects`);
await db.execute(sql`delete from jobs where topic like 'bench.%'`);

const queue = createJobsService(database, { DATABASE_URL: databaseUrl }, () => {});
let ran = 0;
let allRan: () => void = () => {};
queue.handle('bench.effect', async (job) => {
  await db.execute(sql`insert into bench_job_effects (job_id) values (${job.id})`);
  if (++ran === total) allRan();
});
let started: (at: number) => void = () => {};
queue.handle('bench.latency', async () => started(performance.now()));
await queue.start();

// Throughput.
const done = new Promise<void>((resolve) => (allRan = resolve));
const t0 = performance.now();
await db.transaction(async (tx) => {
  for (let i = 0; i < total; i += 500) {
    const n = Math.min(500, total - i);
    await tx.execute(
      sql`insert into jobs (topic, payload) select 'bench.effect', '{}'::jsonb from generate_series(1, ${n})`,
    );
  }
});
const written = performance.now();
await done;
const t1 = performance.now();

// Commit to start.
const waits: number[] = [];
for (let i = 0; i < samples; i++) {
  const start = new Promise<number>((resolve) => (started = resolve));
  await db.transaction((tx) => queue.enqueue(tx, 'bench.latency', {}));
  const committed = performance.now();
  waits.push((await start) - committed);
}
waits.sort((a, b) => a - b);
const pct = (p: number) => waits[Math.min(waits.length - 1, Math.floor((p / 100) * waits.length))]!;

const result = {
  database: database.kind,
  jobs: total,
  write_ms: Math.round(written - t0),
  run_ms: Math.round(t1 - written),
  jobs_per_second: Math.round(total / ((t1 - written) / 1000)),
  commit_to_start_ms: { p50: +pct(50).toFixed(1), p95: +pct(95).toFixed(1), samples },
  load_average: loadavg().map((l) => +l.toFixed(1)),
};
await queue.close();
await db.execute(sql`drop table bench_job_effects`);
await db.execute(sql`delete from jobs where topic like 'bench.%'`);
await database.close();
if (temp) rmSync(temp, { recursive: true, force: true });

if (values.json) console.log(JSON.stringify(result));
else
  console.log(
    `jobs on ${result.database}: ${result.jobs} jobs run in ${result.run_ms} ms ` +
      `(${result.jobs_per_second} jobs/s; written in ${result.write_ms} ms); ` +
      `commit to start p50 ${result.commit_to_start_ms.p50} ms, p95 ${result.commit_to_start_ms.p95} ms ` +
      `(${samples} jobs one at a time); load average ${result.load_average.join(' ')}`,
  );
