import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgPoolOf } from '#server/db/client';
import { listen } from '#server/db/listener';
import type { Database, Db } from '#server/db/types';
import { exited, startWorker } from '#tests/setup/job-worker-process';
import { createPostgresTestDatabase, type PostgresTestDatabase } from '#tests/setup/postgres-url';
import { rows } from '#tests/setup/sql-rows';
import { createTestDataDir, forEachDatabase, type TestDataDir } from '#tests/setup/test-database';
import { createJobQueue, JOBS_CHANNEL, PermanentJobError, type JobQueue } from './queue';

const RUNS_TABLE = sql`create table if not exists test_job_runs (
  job_id bigint not null, worker text not null, at timestamptz not null default now())`;

async function runsOf(db: Db) {
  return rows<{ job_id: string; worker: string }>(
    db,
    sql`select job_id::text, worker from test_job_runs order by job_id`,
  );
}

async function jobRow(db: Db, id: number) {
  const [row] = await rows<{
    status: string;
    attempts: number;
    last_error: string | null;
  }>(db, sql`select status, attempts, last_error from jobs where id = ${id}`);
  return row!;
}

async function lastJobId(db: Db, topic: string): Promise<number> {
  const [row] = await rows<{ id: string }>(
    db,
    sql`select max(id)::text as id from jobs where topic = ${topic}`,
  );
  return Number(row!.id);
}

/** A queue wired as the app wires it: woken by the database's notifications. */
function queueOn(database: Database, url: string | undefined, options = {}): JobQueue {
  return createJobQueue({
    db: database.db,
    listen: (wake) =>
      listen(database, url, { channel: JOBS_CHANNEL, receive: wake, missed: wake, log: () => {} }),
    ...options,
  });
}

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

forEachDatabase('job queue', (getDb) => {
  let queues: JobQueue[] = [];
  const make = (options = {}) => {
    const database = getDb();
    const q = queueOn(database, pgPoolOf(database)?.options.connectionString, options);
    queues.push(q);
    return q;
  };
  beforeAll(async () => {
    await getDb().db.execute(RUNS_TABLE);
  });
  afterEach(async () => {
    await Promise.all(queues.map((q) => q.close()));
    queues = [];
    await getDb().db.execute(sql`delete from jobs`);
    await getDb().db.execute(sql`delete from test_job_runs`);
  });

  it('runs a job written in a transaction that commits, never one whose transaction rolls back', async () => {
    const { db } = getDb();
    const q = make();
    const ran: string[] = [];
    q.handle<{ name: string }>('test.effect', async (job) => void ran.push(job.payload.name));
    await q.start();
    await db
      .transaction(async (tx) => {
        await q.enqueue(tx, 'test.effect', { name: 'rolled back' });
        throw new Error('the change failed');
      })
      .catch(() => {});
    await db.transaction((tx) => q.enqueue(tx, 'test.effect', { name: 'committed' }));
    // Woken by the commit's notification, not by drain() or a poll.
    await until(async () => ran.length > 0, 2_000);
    await q.drain();
    expect(ran).toEqual(['committed']);
    const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from jobs`);
    expect(count!.n).toBe(1);
  });

  it('backs off between tries, then keeps the job failed with its error', async () => {
    const { db } = getDb();
    const q = make({ random: () => 0 });
    const tries: number[] = [];
    q.handle(
      'test.flaky',
      async () => {
        tries.push(Date.now());
        throw new Error(`SMTP refused (try ${tries.length})`);
      },
      { maxAttempts: 3, retryBaseMs: 200 },
    );
    await q.start();
    await q.enqueue(db, 'test.flaky', {});
    const id = await lastJobId(db, 'test.flaky');
    await until(async () => (await jobRow(db, id)).status === 'failed', 5_000);
    const last = await jobRow(db, id);
    expect(tries).toHaveLength(3);
    // With no jitter the back-offs are half of 200 ms, then half of 400 ms: doubling.
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(95);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(195);
    expect(last.attempts).toBe(3);
    expect(last.last_error).toBe('Error: SMTP refused (try 3)');
  });

  it('fails a permanent error at once', async () => {
    const { db } = getDb();
    const q = make();
    q.handle('test.gone', async () => {
      throw new PermanentJobError('the order is gone');
    });
    await q.start();
    await q.enqueue(db, 'test.gone', {});
    const id = await lastJobId(db, 'test.gone');
    await until(async () => (await jobRow(db, id)).status === 'failed');
    expect((await jobRow(db, id)).attempts).toBe(1);
  });

  it('fails a job whose process died on its last attempt, and tries one with attempts left again', async () => {
    const { db } = getDb();
    const q = make();
    const ran: unknown[] = [];
    q.handle<{ n: string }>('test.crashy', async (job) => void ran.push(job.payload.n));
    await q.enqueue(db, 'test.crashy', { n: 'last' }, { maxAttempts: 2 });
    const last = await lastJobId(db, 'test.crashy');
    await q.enqueue(db, 'test.crashy', { n: 'left' }, { maxAttempts: 2 });
    const left = await lastJobId(db, 'test.crashy');
    // Both as a dead process leaves them: running, under a lease that has ended.
    await db.execute(
      sql`update jobs set status = 'running', locked_by = 'dead', locked_until = now() - interval '1 second',
            attempts = case when id = ${last} then 2 else 1 end`,
    );
    await q.start();
    await until(async () => (await jobRow(db, left)).status === 'done');
    await until(async () => (await jobRow(db, last)).status === 'failed');
    expect(ran).toEqual(['left']);
    expect(await jobRow(db, last)).toMatchObject({
      attempts: 2,
      last_error: 'The process running it stopped (lease ended)',
    });
  });

  it('writes a job once per key', async () => {
    const { db } = getDb();
    const q = make();
    q.handle('test.keyed', async () => {});
    await q.enqueue(db, 'test.keyed', {}, { key: 'order-7' });
    await q.enqueue(db, 'test.keyed', {}, { key: 'order-7' });
    const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from jobs`);
    expect(count!.n).toBe(1);
  });

  it('runs 200 jobs once each with two workers on one database', async () => {
    const { db } = getDb();
    const workers = [make({ concurrency: 3 }), make({ concurrency: 3 })];
    for (const [i, q] of workers.entries())
      q.handle('test.count', async (job) => {
        await db.execute(
          sql`insert into test_job_runs (job_id, worker) values (${job.id}, ${String(i)})`,
        );
      });
    await Promise.all(workers.map((q) => q.start()));
    await db.transaction(async (tx) => {
      for (let i = 0; i < 200; i++) await workers[0]!.enqueue(tx, 'test.count', { i });
    });
    await until(async () => (await runsOf(db)).length >= 200);
    await Promise.all(workers.map((q) => q.drain()));
    const runs = await runsOf(db);
    expect(runs).toHaveLength(200);
    expect(new Set(runs.map((r) => r.job_id)).size).toBe(200);
  });

  it('runs a recurring job once per due time with two workers', async () => {
    const { db } = getDb();
    const ran: number[] = [];
    const workers = [make(), make()];
    for (const q of workers)
      q.every('test.tick', { everyMs: 300 }, async (job) => void ran.push(job.runAfter.getTime()));
    await Promise.all(workers.map((q) => q.start()));
    await new Promise((r) => setTimeout(r, 1_600));
    await Promise.all(workers.map((q) => q.close()));
    // Four or five due times in 1.6 s, each once, each on a multiple of the period.
    expect(ran.length).toBeGreaterThanOrEqual(4);
    expect(new Set(ran).size).toBe(ran.length);
    for (const at of ran) expect(at % 300).toBe(0);
    const waiting = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from jobs where topic = 'test.tick' and status = 'waiting'`,
    );
    expect(waiting[0]!.n).toBe(1);
  });
});

describe('job queue across processes [postgres]', () => {
  let pgdb: PostgresTestDatabase | null = null;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    pgdb = await createPostgresTestDatabase();
    await pgdb?.database.db.execute(RUNS_TABLE);
  });
  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    await pgdb?.drop();
  });

  it('two processes run 200 jobs each exactly once', async (context) => {
    if (!pgdb) return context.skip();
    const { db } = pgdb.database;
    const a = await startWorker({ DATABASE_URL: pgdb.url, WORKER_NAME: 'a' });
    const b = await startWorker({ DATABASE_URL: pgdb.url, WORKER_NAME: 'b' });
    children.push(a, b);
    const writer = createJobQueue({ db });
    // Two writers' worth: 400 jobs, written in batches while both workers claim.
    for (let batch = 0; batch < 8; batch++)
      await db.transaction(async (tx) => {
        for (let i = 0; i < 50; i++) await writer.enqueue(tx, 'test.count', { batch, i });
      });
    await until(async () => (await runsOf(db)).length >= 400, 30_000);
    await new Promise((r) => setTimeout(r, 300));
    const runs = await runsOf(db);
    expect(runs).toHaveLength(400);
    expect(new Set(runs.map((r) => r.job_id)).size).toBe(400);
    // Both took a share: the notification woke each.
    expect(new Set(runs.map((r) => r.worker))).toEqual(new Set(['a', 'b']));
    a.kill('SIGTERM');
    b.kill('SIGTERM');
    await Promise.all([exited(a), exited(b)]);
  }, 60_000);

  it('two processes run a recurring job once per due time', async (context) => {
    if (!pgdb) return context.skip();
    const { db } = pgdb.database;
    await db.execute(sql`delete from test_job_runs`);
    const env = { DATABASE_URL: pgdb.url, TICK_MS: '300' };
    const a = await startWorker({ ...env, WORKER_NAME: 'a' });
    const b = await startWorker({ ...env, WORKER_NAME: 'b' });
    children.push(a, b);
    await new Promise((r) => setTimeout(r, 2_000));
    a.kill('SIGTERM');
    b.kill('SIGTERM');
    await Promise.all([exited(a), exited(b)]);
    const runs = await runsOf(db);
    const due = await rows<{ key: string }>(
      db,
      sql`select key from jobs where topic = 'test.tick' and status = 'done' order by key`,
    );
    // Five or six due times in 2 s: each ran once, in one of the two processes.
    expect(runs.length).toBeGreaterThanOrEqual(5);
    expect(new Set(runs.map((r) => r.job_id)).size).toBe(runs.length);
    expect(due).toHaveLength(runs.length);
    for (const { key } of due) expect(Number(key) % 300).toBe(0);
    await db.execute(sql`delete from jobs where topic = 'test.tick'`);
  }, 60_000);

  it('a job whose process is killed mid-run is run again by another process, once', async (context) => {
    if (!pgdb) return context.skip();
    const { db } = pgdb.database;
    await db.execute(sql`delete from test_job_runs`);
    const doomed = await startWorker({
      DATABASE_URL: pgdb.url,
      WORKER_NAME: 'doomed',
      LEASE_MS: '1500',
    });
    children.push(doomed);
    await createJobQueue({ db }).enqueue(db, 'test.hang', {});
    const id = await lastJobId(db, 'test.hang');
    await until(async () => (await runsOf(db)).length === 1);
    doomed.kill('SIGKILL');
    await exited(doomed);
    const heir = await startWorker({
      DATABASE_URL: pgdb.url,
      WORKER_NAME: 'heir',
      LEASE_MS: '1500',
    });
    children.push(heir);
    await until(async () => (await runsOf(db)).length === 2, 10_000);
    await new Promise((r) => setTimeout(r, 2_500));
    const runs = await runsOf(db);
    expect(runs.map((r) => r.worker)).toEqual(['doomed', 'heir']);
    expect((await jobRow(db, id)).attempts).toBe(2);
    heir.kill('SIGKILL');
  }, 60_000);
});

describe('job queue across processes [pglite]', () => {
  let dir: TestDataDir;
  beforeAll(async () => {
    dir = await createTestDataDir();
  });
  afterAll(() => dir.remove());

  it('a job whose process is killed mid-run is run again after its lease, once', async () => {
    const prepare = await openDatabase({ dataDir: dir.dir });
    await prepare.db.execute(RUNS_TABLE);
    await createJobQueue({ db: prepare.db }).enqueue(prepare.db, 'test.hang', {});
    await prepare.close();

    const doomed = await startWorker({
      DATA_DIR: dir.dir,
      WORKER_NAME: 'doomed',
      LEASE_MS: '1500',
    });
    const check = async () => {
      // The embedded database is one process's: look while no worker holds it.
      const database = await openDatabase({ dataDir: dir.dir });
      try {
        return {
          runs: await runsOf(database.db),
          job: await jobRow(database.db, await lastJobId(database.db, 'test.hang')),
        };
      } finally {
        await database.close();
      }
    };
    await new Promise((r) => setTimeout(r, 1_000));
    doomed.kill('SIGKILL');
    await exited(doomed);
    expect((await check()).runs.map((r) => r.worker)).toEqual(['doomed']);

    // The next process on the directory finds the job running under a lease that ends, then runs it.
    const heir = await startWorker({ DATA_DIR: dir.dir, WORKER_NAME: 'heir', LEASE_MS: '1500' });
    await new Promise((r) => setTimeout(r, 3_000));
    heir.kill('SIGKILL');
    await exited(heir);
    const after = await check();
    expect(after.runs.map((r) => r.worker)).toEqual(['doomed', 'heir']);
    expect(after.job.attempts).toBe(2);
  }, 60_000);
});
