import { asc, gt, sql } from 'drizzle-orm';
import { contentPosts } from '#server/db/schema/index';
import type { Db } from '#server/db/types';

/** setTimeout's ceiling is about 24.8 days; a farther date is checked again after this long. */
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;

/**
 * A scheduled post must appear on its date in pages the page cache keeps, and nothing writes at
 * that moment to drop them. So each process keeps one timer to the next future `published_at`
 * and calls `due()` then (the content service publishes a change on the bus, which clears the
 * page cache everywhere). Armed lazily by the first content read and again after every content
 * change, here or in another process; the timer never keeps the process alive.
 */
export function createPublishTimer(db: Db, due: () => void | Promise<void>) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let armedFor: number | null = null;
  let arming: Promise<void> | null = null;
  let closed = false;

  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    armedFor = null;
  };

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
    if (at === null) return clear();
    if (armedFor === at.getTime() && timer) return;
    clear();
    armedFor = at.getTime();
    // A few milliseconds late rather than early: the database's now() must have passed the date.
    const delay = Math.min(Math.max(at.getTime() - Date.now() + 50, 0), MAX_DELAY_MS);
    timer = setTimeout(() => {
      timer = null;
      armedFor = null;
      void Promise.resolve()
        .then(due)
        .catch(() => {})
        .finally(() => void rearm());
    }, delay);
    timer.unref?.();
  }

  /** One look at the database at a time; a call while one runs waits for it and looks again. */
  function rearm(): Promise<void> {
    const run = (arming ?? Promise.resolve()).then(arm);
    arming = run.finally(() => {
      if (arming === run) arming = null;
    });
    return run;
  }

  let started = false;
  return {
    rearm,
    /** The first read arms the timer; later reads cost nothing. */
    ensureStarted(): void {
      if (started) return;
      started = true;
      void rearm();
    },
    /** When the timer fires next (ms since the epoch), for tests and logs. */
    armedFor: () => armedFor,
    close(): void {
      closed = true;
      clear();
    },
  };
}

export type PublishTimer = ReturnType<typeof createPublishTimer>;
