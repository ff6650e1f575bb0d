import type { JobQueue } from '../jobs/queue';
import type { createPointSync } from './point-sync';
import type { createTracking } from './tracking';

export const POINT_SYNC_TOPIC = 'shipping.point-sync';
export const TRACKING_POLL_TOPIC = 'shipping.tracking-poll';
const DAY_MS = 24 * 60 * 60 * 1000;
/** 03:10 Polish winter time, when few shoppers pick a locker. */
const POINT_SYNC_OFFSET_MS = (2 * 60 + 10) * 60 * 1000;
const POLL_MS = 30 * 60 * 1000;

/**
 * InPost's recurring work on the queue, once per due time across all processes: the daily copy
 * of the lockers and the 30-minute poll for parcels whose webhook may have been lost.
 * Both are safe to run twice: the copy swaps in a complete list (the same list twice changes
 * nothing), and the poll applies a status once per shipment (a repeat is a duplicate).
 */
export function registerShippingJobs(
  jobs: JobQueue,
  points: ReturnType<typeof createPointSync>,
  tracking: ReturnType<typeof createTracking>,
) {
  jobs.every(POINT_SYNC_TOPIC, { everyMs: DAY_MS, offsetMs: POINT_SYNC_OFFSET_MS }, () =>
    points.run('daily'),
  );
  // The first copy, when the shop has none: a one-off job of the same work.
  jobs.handle(`${POINT_SYNC_TOPIC}.first`, () => points.run('first'));
  jobs.every(TRACKING_POLL_TOPIC, { everyMs: POLL_MS }, async () => {
    await tracking.poll();
  });
}

/** At start: asks for the first copy when the shop has no lockers yet. */
export async function requestFirstCopy(
  jobs: JobQueue,
  db: Parameters<JobQueue['enqueue']>[0],
  points: ReturnType<typeof createPointSync>,
) {
  if ((await points.copied()) === 0)
    await jobs.enqueue(db, `${POINT_SYNC_TOPIC}.first`, {}, { maxAttempts: 5 });
}
