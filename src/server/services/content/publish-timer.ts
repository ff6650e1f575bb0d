import { asc, gt, sql } from 'drizzle-orm';
import { contentPosts } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import type { JobQueue } from '../jobs/queue';

/** The queue's topic of a scheduled post's moment (its key is the moment: one job for it). */
export const PUBLISH_DUE_TOPIC = 'content.publish-due';
/** A little late rather than early: the database's now() must have passed the date. */
const LATE_MS = 50;

/**
 * A scheduled post must appear on its date in pages the page cache keeps, and nothing writes at
 * that moment to drop them. So the next future `published_at` is a job on the queue at that
 * moment, which calls `due()` (the content service publishes a change on the bus, which clears
 * the page cache everywhere) and looks up the next one. Looked up lazily by the first content
 * read and again after every content change, here or in another process.
 */
export function createPublishTimer(db: Db, jobs: JobQueue, due: () => void | Promise<void>) {
  let armedFor: number | null = null;
  let arming: Promise<void> | null = null;
  let closed = false;

  async function nextDue(): Promise<Date | null> {
    const [row] = await db
      .select({ at: contentPosts.publishedAt })
      .from(contentPosts)
      .where(gt(contentPosts.publishedAt, sql`now()`))
      .orderBy(asc(contentPosts.publishedAt))
      .limit(1);
    return row?.at ?? null;
  }

  async function arm(): Promise<void> {
    if (closed) return;
    const at = await nextDue().catch(() => null);
    if (closed) return;
    armedFor = at?.getTime() ?? null;
    if (at === null) return;
    await jobs
      .enqueue(
        db,
        PUBLISH_DUE_TOPIC,
        {},
        { key: String(at.getTime()), runAt: new Date(at.getTime() + LATE_MS) },
      )
      .catch(() => {});
  }

  /** One look at the database at a time; a call while one runs waits for it and looks again. */
  function rearm(): Promise<void> {
    const run = (arming ?? Promise.resolve()).then(arm);
    arming = run.finally(() => {
      if (arming === run) arming = null;
    });
    return run;
  }

  // Safe to run twice: a second change on the bus only drops the caches once more.
  jobs.handle(PUBLISH_DUE_TOPIC, async () => {
    await due();
    await rearm();
  });

  let started = false;
  return {
    rearm,
    /** The first read looks the next date up; later reads cost nothing. */
    ensureStarted(): void {
      if (started) return;
      started = true;
      void rearm();
    },
    /** The next scheduled post's date (ms since the epoch), for tests and logs. */
    armedFor: () => armedFor,
    close(): void {
      closed = true;
    },
  };
}

export type PublishTimer = ReturnType<typeof createPublishTimer>;
