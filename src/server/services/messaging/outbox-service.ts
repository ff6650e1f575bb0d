import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { outbox } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import type { MailTransport, SmsProvider } from './transports';

const MAX_ATTEMPTS = 5;
/** A claimed message not finished within this time (a crashed process) is tried again. */
const LEASE = '2 minutes';
const RETRY_EVERY_MS = 30_000;

/** What delivering a claimed message needs. */
const claimed = {
  id: outbox.id,
  channel: outbox.channel,
  recipient: outbox.recipient,
  subject: outbox.subject,
  textBody: outbox.textBody,
  htmlBody: outbox.htmlBody,
  attempts: outbox.attempts,
};

type OutboxRow = Pick<typeof outbox.$inferSelect, keyof typeof claimed>;

export interface OutboxDeps {
  db: Db;
  mail: MailTransport;
  sms: SmsProvider;
  log?: (message: string, error?: unknown) => void;
}

/**
 * Every e-mail and SMS is first a row in `outbox`, then delivered outside the request: the
 * request that asks for a reset link answers in the same time whether or not a message was
 * queued (no account enumeration by timing), and a slow or failing SMTP server costs retries,
 * not a failed request.
 */
export function createOutbox({ db, mail, sms, log = () => {} }: OutboxDeps) {
  let running: Promise<number> | undefined;
  let again = false;

  /**
   * Claims pending rows with SKIP LOCKED, so several processes on one PostgreSQL never send a
   * message twice. While a row is pending, `sent_at` holds the claim time (the lease).
   */
  async function claim(): Promise<OutboxRow[]> {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          lt(outbox.attempts, MAX_ATTEMPTS),
          or(isNull(outbox.sentAt), lt(outbox.sentAt, sql`now() - ${LEASE}::interval`)),
        ),
      )
      .orderBy(outbox.id)
      .limit(20)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, sentAt: sql`now()` })
      .where(inArray(outbox.id, due))
      .returning(claimed);
  }

  async function deliver(row: OutboxRow) {
    try {
      if (row.channel === 'email')
        await mail.send({
          to: row.recipient,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
        });
      else await sms.send({ to: row.recipient, text: row.textBody });
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(outbox.id, row.id));
    } catch (error) {
      log(`outbox: delivery of message ${row.id} failed`, error);
      const failed = row.attempts >= MAX_ATTEMPTS;
      await db
        .update(outbox)
        .set({ status: failed ? 'failed' : 'pending', lastError: String(error).slice(0, 500) })
        .where(eq(outbox.id, row.id));
    }
  }

  async function drain(): Promise<number> {
    let sent = 0;
    for (let batch = await claim(); batch.length > 0; batch = await claim()) {
      for (const row of batch) await deliver(row);
      sent += batch.length;
    }
    return sent;
  }

  // After close() the database may be gone: a kick scheduled just before (setImmediate after an
  // enqueue) must not start a flush against it; what is pending waits for the next start.
  let closed = false;
  const kick = () => {
    if (!closed) void flush().catch((error: unknown) => log('outbox: flush failed', error));
  };
  /** Delivers what is pending now; concurrent calls share one run (and ask for one more). */
  function flush(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        kick();
      }
    });
    return running;
  }

  let timer: NodeJS.Timeout | undefined;

  return {
    mailKind: mail.kind,
    async enqueueEmail(to: string, content: { subject: string; text: string; html: string }) {
      await db.insert(outbox).values({
        channel: 'email',
        recipient: to,
        subject: content.subject,
        textBody: content.text,
        htmlBody: content.html,
      });
      setImmediate(kick);
    },
    /**
     * Queues an e-mail inside the caller's transaction, so the message exists exactly when the
     * change that causes it commits (an order is never confirmed without its e-mail, nor an
     * e-mail sent for a rolled-back order). Delivery waits for `wake()` after the commit: a
     * flush started earlier could not see the uncommitted row.
     */
    async stageEmail(
      tx: Executor,
      to: string,
      content: { subject: string; text: string; html: string },
    ) {
      await tx.insert(outbox).values({
        channel: 'email',
        recipient: to,
        subject: content.subject,
        textBody: content.text,
        htmlBody: content.html,
      });
    },
    /** Starts delivery of what was staged (after the staging transaction committed). */
    wake() {
      setImmediate(kick);
    },
    async enqueueSms(to: string, text: string) {
      await db.insert(outbox).values({ channel: 'sms', recipient: to, textBody: text });
      setImmediate(kick);
    },
    flush,
    /** Retries failed deliveries in the background; the timer never keeps the process alive. */
    start() {
      closed = false;
      timer ??= setInterval(kick, RETRY_EVERY_MS);
      timer.unref();
      kick();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => {});
      mail.close();
    },
  };
}

export type OutboxService = ReturnType<typeof createOutbox>;
