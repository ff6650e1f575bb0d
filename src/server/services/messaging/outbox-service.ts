import { eq, sql } from 'drizzle-orm';
import { outbox, type OutboxAttachment } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import { PermanentJobError, type JobQueue } from '../jobs/queue';
import type { MailTransport, SmsProvider } from './transports';

/** The queue's topic of one message's delivery (docs/decisions/068-one-job-queue.md). */
export const DELIVER_TOPIC = 'messaging.deliver';
/** Tries of one message: with the queue's doubling back-off from 5 s, about 40 minutes in all. */
const MAX_ATTEMPTS = 10;

export interface OutboxDeps {
  db: Db;
  jobs: JobQueue;
  mail: MailTransport;
  sms: SmsProvider;
  log?: (message: string, error?: unknown) => void;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  attachments?: OutboxAttachment[];
}

/**
 * Every e-mail and SMS is first a row in `outbox` with its `messaging.deliver` job, written in
 * the transaction of the change that causes it, then delivered by the job queue's worker outside
 * the request: the request that asks for a reset link answers in the same time whether or not a
 * message was queued (no account enumeration by timing), a slow or failing SMTP server costs
 * retries, not a failed request, and the commit itself wakes the worker (no polling round).
 */
export function createOutbox({ db, jobs, mail, sms, log = () => {} }: OutboxDeps) {
  async function stage(tx: Executor, row: typeof outbox.$inferInsert) {
    const [message] = await tx.insert(outbox).values(row).returning({ id: outbox.id });
    await jobs.enqueue(
      tx,
      DELIVER_TOPIC,
      { message: message!.id },
      { subject: row.recipient, maxAttempts: MAX_ATTEMPTS },
    );
  }

  // Safe to run twice: a message already sent is skipped; the one window (sent, then the process
  // died before the row was marked) sends it again, which mail allows and losing it would not.
  jobs.handle<{ message: number }>(
    DELIVER_TOPIC,
    async (job) => {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, job.payload.message));
      if (!row) throw new PermanentJobError(`message ${job.payload.message} is gone`);
      if (row.status === 'sent') return;
      await db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1` })
        .where(eq(outbox.id, row.id));
      try {
        if (row.channel === 'email')
          await mail.send({
            to: row.recipient,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody,
            attachments: row.attachments,
          });
        else await sms.send({ to: row.recipient, text: row.textBody });
      } catch (error) {
        log(`outbox: delivery of message ${row.id} failed`, error);
        const failed = job.attempt >= job.maxAttempts;
        await db
          .update(outbox)
          .set({ status: failed ? 'failed' : 'pending', lastError: String(error).slice(0, 500) })
          .where(eq(outbox.id, row.id));
        throw error;
      }
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(outbox.id, row.id));
    },
    { maxAttempts: MAX_ATTEMPTS, retryBaseMs: 5_000 },
  );

  /**
   * Queues an e-mail inside the caller's transaction, so the message exists exactly when the
   * change that causes it commits (an order is never confirmed without its e-mail, nor an
   * e-mail sent for a rolled-back order). The commit wakes the worker.
   */
  const stageEmail = (tx: Executor, to: string, content: MailContent) =>
    stage(tx, {
      channel: 'email',
      recipient: to,
      subject: content.subject,
      textBody: content.text,
      htmlBody: content.html,
      attachments: content.attachments?.length ? content.attachments : null,
    });

  return {
    mailKind: mail.kind,
    /** Queues an e-mail on its own (no change of the caller's to commit with). */
    async enqueueEmail(to: string, content: MailContent) {
      await db.transaction((tx) => stageEmail(tx, to, content));
    },
    stageEmail,
    async enqueueSms(to: string, text: string) {
      await db.transaction((tx) => stage(tx, { channel: 'sms', recipient: to, textBody: text }));
    },
    /** Runs every due job, deliveries among them, to the end (tests; tools without a worker). */
    flush: () => jobs.drain(),
    close() {
      mail.close();
    },
  };
}

export type OutboxService = ReturnType<typeof createOutbox>;
