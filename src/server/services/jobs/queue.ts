import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { backoffMs, nextDueMs } from '#domain/jobs/backoff';
import type { Listener } from '#server/db/listener';
import { rows } from '#server/db/rows';
import type { Db, Executor } from '#server/db/types';
import { textArray } from '#server/services/shared/sql';

/** The channel migration 0033's trigger notifies when a job is written or moved in time. */
export const JOBS_CHANNEL = 'sf_jobs';
/** The longest a worker sleeps without looking: a safety net under the notifications. */
const MAX_SLEEP_MS = 60_000;

/** A claimed job, as its handler sees it. */
export interface Job<P = Record<string, unknown>> {
  id: number;
  topic: string;
  payload: P;
  /** This try's number, from 1. */
  attempt: number;
  maxAttempts: number;
  subject: string | null;
  key: string | null;
  /** When it was due (a recurring job's moment). */
  runAfter: Date;
}

/** What a topic's jobs get unless their writer says otherwise. */
export interface TopicOptions {
  maxAttempts?: number;
  /** The first retry's ceiling; each later one doubles (domain/jobs/backoff.ts). */
  retryBaseMs?: number;
  retryCapMs?: number;
}

export type JobHandler<P> = (job: Job<P>) => Promise<void>;

export interface EnqueueOptions {
  subject?: string | null;
  /** At most one job of the topic with this key (a second write is dropped). */
  key?: string;
  /** Not before this moment (default: now). */
  runAt?: Date;
  maxAttempts?: number;
}

export interface JobQueueOptions {
  db: Db;
  /** The wake-up: LISTEN on JOBS_CHANNEL (db/listener.ts); the queue passes it `wake`. */
  listen?: (wake: () => void) => Listener;
  log?: (message: string, error?: unknown) => void;
  /** Jobs one process runs at once. */
  concurrency?: number;
  /** A claimed job belongs to its process this long, renewed while it runs. */
  leaseMs?: number;
  /** How long `close()` waits for running jobs before leaving them to their leases. */
  graceMs?: number;
  random?: () => number;
}

/** An error that no retry can mend (a job about a row that is gone): failed at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

const claimedRow = z.object({
  id: z.coerce.number(),
  topic: z.string(),
  payload: z.record(z.string(), z.unknown()),
  attempts: z.number(),
  max_attempts: z.number(),
  subject: z.string().nullable(),
  key: z.string().nullable(),
  run_after: z.coerce.date(),
});
const nextRow = z.object({ at: z.coerce.date().nullable() });

interface Topic {
  handler: JobHandler<Record<string, unknown>>;
  options: TopicOptions;
  /** Recurring: a job for every multiple of `everyMs` (shifted by `offsetMs`). */
  every?: { everyMs: number; offsetMs: number; subject: string | null };
}

/**
 * The one queue of work done later (docs/decisions/068-one-job-queue.md). Writers call
 * `enqueue(tx, ...)` inside the transaction of the change that causes the job, so both commit or
 * neither does. Each process runs one worker: it claims due jobs with `FOR UPDATE SKIP LOCKED`
 * under a lease (several processes on one PostgreSQL never run a job twice at once; a job whose
 * process died is claimed again when its lease ends), runs the topic's handler, and marks the job
 * done, or due again after a back-off, or failed after its last attempt (kept, with its error).
 * Handlers must be safe to run twice: a process can die after the work and before the mark.
 */
export function createJobQueue({
  db,
  listen,
  log = () => {},
  concurrency = 4,
  leaseMs = 60_000,
  graceMs = 10_000,
  random = Math.random,
}: JobQueueOptions) {
  const me = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const topics = new Map<string, Topic>();
  const active = new Set<Promise<void>>();
  let listener: Listener | null = null;
  let started = false;
  let closed = false;
  let claiming: Promise<void> | null = null;
  /** `drain()` runs jobs in a queue never started (tests, tools). */
  let draining = false;
  let again = false;
  let sleeper: NodeJS.Timeout | null = null;
  /** Resolves whenever a job finishes or a claim round ends: what `drain()` waits on. */
  let settled: () => void = () => {};

  function register(topic: string, entry: Topic) {
    if (topics.has(topic)) throw new Error(`jobs: the topic ${topic} has a handler already`);
    topics.set(topic, entry);
  }

  async function insert(tx: Executor, topic: string, payload: object, options: EnqueueOptions) {
    const maxAttempts = options.maxAttempts ?? topics.get(topic)?.options.maxAttempts ?? 8;
    const runAt = options.runAt ? sql`${options.runAt.toISOString()}::timestamptz` : sql`now()`;
    await tx.execute(
      sql`insert into jobs (topic, payload, subject, key, max_attempts, run_after)
          values (${topic}, ${JSON.stringify(payload)}::jsonb, ${options.subject ?? null},
            ${options.key ?? null}, ${maxAttempts}, ${runAt})
          on conflict (topic, key) where key is not null do nothing`,
    );
  }

  /** Writes the next occurrence of every recurring topic that has none waiting. */
  async function armRecurring(): Promise<void> {
    for (const [topic, { every }] of topics) {
      if (!every) continue;
      const due = new Date(nextDueMs(Date.now(), every.everyMs, every.offsetMs));
      await db.execute(
        sql`insert into jobs (topic, subject, key, max_attempts, run_after)
            select ${topic}, ${every.subject}, ${String(due.getTime())}, 3,
              ${due.toISOString()}::timestamptz
            where not exists (select 1 from jobs
              where topic = ${topic} and status in ('waiting', 'running'))
            on conflict (topic, key) where key is not null do nothing`,
      );
    }
  }

  async function claim(limit: number) {
    const names = [...topics.keys()];
    if (names.length === 0 || limit <= 0) return [];
    // A job whose process died on its last attempt is not tried again: it is failed, and kept,
    // like a job whose handler threw on its last attempt (one that kills its process every time
    // would otherwise run forever).
    await db.execute(
      sql`update jobs set status = 'failed', finished_at = now(), locked_until = null,
            locked_by = null, last_error = 'The process running it stopped (lease ended)'
          where topic = any(${textArray(names)}) and status = 'running'
            and locked_until < now() and attempts >= max_attempts`,
    );
    return rows(
      db,
      sql`update jobs j set status = 'running', attempts = j.attempts + 1,
            locked_until = now() + ${`${leaseMs} milliseconds`}::interval, locked_by = ${me}
          from (select id from jobs
                where topic = any(${textArray(names)})
                  and ((status = 'waiting' and run_after <= now())
                    or (status = 'running' and locked_until < now() and attempts < max_attempts))
                order by run_after, id
                limit ${limit}
                for update skip locked) due
          where j.id = due.id
          returning j.id, j.topic, j.payload, j.attempts, j.max_attempts, j.subject, j.key,
            j.run_after`,
      claimedRow,
    );
  }

  async function finish(id: number) {
    await db.execute(
      sql`update jobs set status = 'done', finished_at = now(), locked_until = null,
            last_error = null
          where id = ${id} and locked_by = ${me} and status = 'running'`,
    );
  }

  async function failed(job: z.infer<typeof claimedRow>, error: unknown, options: TopicOptions) {
    const last = error instanceof PermanentJobError || job.attempts >= job.max_attempts;
    const wait = backoffMs(
      job.attempts,
      { baseMs: options.retryBaseMs ?? 5_000, capMs: options.retryCapMs ?? 3_600_000 },
      random,
    );
    const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error))
      .slice(0, 1000)
      .replace(/\0/g, '');
    await db.execute(
      sql`update jobs set
            status = ${last ? 'failed' : 'waiting'},
            run_after = case when ${last} then run_after
              else now() + ${`${wait} milliseconds`}::interval end,
            finished_at = case when ${last} then now() end,
            locked_until = null, locked_by = null, last_error = ${message}
          where id = ${job.id} and locked_by = ${me} and status = 'running'`,
    );
  }

  async function run(row: z.infer<typeof claimedRow>) {
    const topic = topics.get(row.topic)!;
    // The lease is renewed while the handler works, so a long job (an import) stays its own.
    const renew = setInterval(
      () => {
        db.execute(
          sql`update jobs set locked_until = now() + ${`${leaseMs} milliseconds`}::interval
              where id = ${row.id} and locked_by = ${me} and status = 'running'`,
        ).catch(() => {});
      },
      Math.max(leaseMs / 3, 50),
    );
    renew.unref();
    try {
      if (topic.every) await scheduleNext(row, topic.every);
      await topic.handler({
        id: row.id,
        topic: row.topic,
        payload: row.payload,
        attempt: row.attempts,
        maxAttempts: row.max_attempts,
        subject: row.subject,
        key: row.key,
        runAfter: row.run_after,
      });
      clearInterval(renew);
      await finish(row.id);
    } catch (error) {
      clearInterval(renew);
      log(`jobs: ${row.topic} #${row.id} failed (attempt ${row.attempts})`, error);
      await failed(row, error, topic.options).catch((e: unknown) =>
        log(`jobs: could not record the failure of #${row.id}`, e),
      );
    }
  }

  /** A recurring job's next moment is written when this one starts, so a failure never ends it. */
  async function scheduleNext(row: z.infer<typeof claimedRow>, every: NonNullable<Topic['every']>) {
    const after = Math.max(row.run_after.getTime(), Date.now());
    const due = new Date(nextDueMs(after, every.everyMs, every.offsetMs));
    await insert(db, row.topic, {}, { key: String(due.getTime()), runAt: due, maxAttempts: 3 });
  }

  function launch(row: z.infer<typeof claimedRow>) {
    const task: Promise<void> = run(row).finally(() => {
      active.delete(task);
      settled();
      kick();
    });
    active.add(task);
  }

  /** Sleeps until the next job is due or a lease ends, at most MAX_SLEEP_MS. */
  async function sleep() {
    if (sleeper) clearTimeout(sleeper);
    sleeper = null;
    if (closed) return;
    const [next] = await rows(
      db,
      sql`select least(
            (select min(run_after) from jobs where status = 'waiting'),
            (select min(locked_until) from jobs where status = 'running')) as at`,
      nextRow,
    );
    if (closed) return;
    const wait = next?.at ? Math.max(next.at.getTime() - Date.now() + 5, 0) : MAX_SLEEP_MS;
    sleeper = setTimeout(kick, Math.min(wait, MAX_SLEEP_MS));
    sleeper.unref();
  }

  /** Claims what is due while there is room; concurrent calls share one round (and ask for one more). */
  function kick(): void {
    if (closed || (!started && !draining)) return;
    if (claiming) {
      again = true;
      return;
    }
    claiming = (async () => {
      do {
        again = false;
        const room = concurrency - active.size;
        if (room <= 0) break;
        const batch = await claim(room);
        for (const row of batch) launch(row);
        if (batch.length === room) again = true;
      } while (again && !closed);
      await sleep();
    })()
      .catch((error: unknown) => log('jobs: a claim round failed', error))
      .finally(() => {
        claiming = null;
        settled();
      });
  }

  async function drainAll(): Promise<void> {
    for (;;) {
      const round = new Promise<void>((resolve) => (settled = resolve));
      kick();
      await round;
      if (active.size === 0 && !claiming && !again) {
        const due = await rows(
          db,
          sql`select 1 as one from jobs where topic = any(${textArray([...topics.keys()])})
                and status = 'waiting' and run_after <= now() limit 1`,
          z.object({ one: z.number() }),
        );
        if (due.length === 0) return;
      }
    }
  }

  return {
    /** Runs `handler` for every job of `topic` (one handler a topic, registered in its noun's folder). */
    handle<P extends object>(topic: string, handler: JobHandler<P>, options: TopicOptions = {}) {
      register(topic, {
        handler: handler as unknown as JobHandler<Record<string, unknown>>,
        options,
      });
    },
    /**
     * Runs `handler` once per due time across every process: at each multiple of `everyMs` since
     * the epoch (plus `offsetMs`). A missed time (no process ran) runs once when one starts.
     */
    every(
      topic: string,
      timing: { everyMs: number; offsetMs?: number; subject?: string },
      handler: JobHandler<Record<string, never>>,
    ) {
      register(topic, {
        handler: handler as unknown as JobHandler<Record<string, unknown>>,
        options: { maxAttempts: 3, retryBaseMs: Math.min(timing.everyMs / 8, 60_000) },
        every: {
          everyMs: timing.everyMs,
          offsetMs: timing.offsetMs ?? 0,
          subject: timing.subject ?? null,
        },
      });
    },
    /**
     * Writes a job in `tx`, the transaction of the change that causes it: it runs only if that
     * commits, and the commit wakes the workers.
     */
    enqueue<P extends object>(
      tx: Executor,
      topic: string,
      payload: P,
      options: EnqueueOptions = {},
    ): Promise<void> {
      return insert(tx, topic, payload, options);
    },
    /** Looks for due work now (after this process committed a job, or in tests). */
    wake(): void {
      kick();
    },
    /**
     * Runs until nothing is due and nothing runs (tests; the admin's "retry now" does not wait).
     * Jobs due later are left for their time.
     */
    async drain(): Promise<void> {
      draining = true;
      try {
        await drainAll();
      } finally {
        draining = false;
      }
    },
    /** The handlers' topics (the admin screen names them). */
    topics: () => [...topics.keys()],
    async start(): Promise<void> {
      if (started) return;
      started = true;
      closed = false;
      listener = listen?.(kick) ?? null;
      await listener?.start();
      await armRecurring();
      kick();
    },
    /** Stops claiming; waits for running jobs up to the grace period (their leases cover the rest). */
    async close(): Promise<void> {
      closed = true;
      if (sleeper) clearTimeout(sleeper);
      sleeper = null;
      await listener?.close();
      listener = null;
      const grace = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
      // The claim round under way may still launch jobs: wait for it, then for every job running.
      const settle = async () => {
        await claiming?.catch(() => {});
        await Promise.allSettled([...active]);
      };
      await Promise.race([settle(), grace]);
      started = false;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
