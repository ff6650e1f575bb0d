/** One step of the seed's work on the database (an index build, a rebuild, a vacuum). */
export type Step = () => Promise<void>;

/**
 * Runs the queue's steps on `lanes` connections at once (PostgreSQL runs a statement on one
 * core: two lanes use both; PGlite has one connection, so one lane). Each lane takes the next
 * step as soon as it is free, so the longest steps belong first. A step may add to the queue (the
 * search documents queue their word lists and indexes): a lane that finds the queue empty waits
 * while any step still runs, and the lanes end together when nothing is queued or running. (A
 * lane that ended instead left a step's additions to the other lane alone: at 1,000,000 products
 * one core idled for ~4 minutes.)
 */
export async function runOnLanes(queue: Step[], lanes: number): Promise<void> {
  let running = 0;
  const waiting: Array<() => void> = [];
  const wakeAll = () => waiting.splice(0).forEach((wake) => wake());
  const lane = async () => {
    for (;;) {
      const step = queue.shift();
      if (step) {
        running += 1;
        try {
          await step();
        } finally {
          running -= 1;
          wakeAll();
        }
      } else if (running === 0) {
        wakeAll();
        return;
      } else {
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
}
