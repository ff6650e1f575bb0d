import type { JobQueue } from '../jobs/queue';

/** The queue's recurring topic that gives up unpaid online orders past their deadline. */
export const PAYMENT_TIMEOUT_TOPIC = 'payments.expire-overdue';

/**
 * Once a minute, across all processes (the queue's recurring job): gives up the online payments
 * past their deadline. Safe to run twice: `expireOverdue` locks each payment and moves it only
 * from `pending`, so a second run finds nothing left to cancel.
 */
export function registerPaymentTimeout(
  jobs: JobQueue,
  expireOverdue: () => Promise<number>,
  everyMs = 60_000,
) {
  jobs.every(PAYMENT_TIMEOUT_TOPIC, { everyMs }, async () => {
    await expireOverdue();
  });
}
