import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rows } from '#server/db/rows';
import { stockAlerts } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import type { JobQueue } from '../jobs/queue';
import type { OutboxService } from '../messaging/outbox-service';

/** Written by the trigger `products_back_in_stock` (migration 0034) in the restocking transaction. */
export const BACK_IN_STOCK_TOPIC = 'stock-alerts.back-in-stock';

/**
 * A restock's e-mails: every subscription of the products named is marked told and its e-mail
 * (rendered at subscription, in the subscriber's language) queued, in one transaction. Safe to
 * run twice: that transaction also marks the job's own payload `mailed`, so a run after a crash
 * between its commit and the queue's own mark finds the mark and sends nothing again.
 */
export function registerBackInStock(jobs: JobQueue, db: Db, outbox: OutboxService) {
  jobs.handle<{ products: number[] }>(BACK_IN_STOCK_TOPIC, async (job) => {
    await db.transaction(async (tx) => {
      const marked = await rows(
        tx,
        sql`update jobs set payload = payload || '{"mailed": true}'::jsonb
            where id = ${job.id} and not (payload ? 'mailed') returning id`,
        z.object({ id: z.coerce.number() }),
      );
      if (marked.length === 0) return;
      const told = await tx
        .update(stockAlerts)
        .set({ notifiedAt: sql`now()` })
        .where(inArray(stockAlerts.productId, job.payload.products))
        .returning({
          email: stockAlerts.email,
          subject: stockAlerts.subject,
          text: stockAlerts.textBody,
          html: stockAlerts.htmlBody,
        });
      for (const alert of told)
        await outbox.stageEmail(tx, alert.email, {
          subject: alert.subject,
          text: alert.text,
          html: alert.html,
        });
    });
  });
}
