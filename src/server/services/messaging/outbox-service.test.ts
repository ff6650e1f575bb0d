import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { pgPoolOf } from '#server/db/client';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink';
import { forEachDatabase } from '#tests/setup/test-database';
import { rows } from '#tests/setup/sql-rows';
import { createJobsService } from '../jobs/index';
import type { JobQueue } from '../jobs/queue';
import { createOutbox } from './outbox-service';
import { smtpTransport, type SmsProvider } from './transports';

const noSms: SmsProvider = { kind: 'none', send: async () => {} };

forEachDatabase('outbox delivery', (getDb) => {
  let sink: SmtpSink;
  let queues: JobQueue[] = [];
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink?.close());
  afterEach(async () => {
    await Promise.all(queues.map((q) => q.close()));
    queues = [];
  });

  /** An outbox on a queue of its own, as createServices wires one (woken by the database). */
  const outboxOn = (smtpUrl: string) => {
    const database = getDb();
    const jobs = createJobsService(
      database,
      { DATABASE_URL: pgPoolOf(database)?.options.connectionString },
      () => {},
    );
    queues.push(jobs);
    return {
      jobs,
      outbox: createOutbox({ db: database.db, jobs, mail: smtpTransport(smtpUrl), sms: noSms }),
    };
  };

  const status = async (to: string) =>
    (
      await rows<{ status: string; attempts: number; last_error: string | null }>(
        getDb().db,
        sql`select status, attempts, last_error from outbox where recipient = ${to}`,
      )
    )[0];

  it('delivers a message at the commit that queued it (no flush, no poll), and none of a rollback', async () => {
    const { jobs, outbox } = outboxOn(sink.url);
    await jobs.start();
    const { db } = getDb();
    await db
      .transaction(async (tx) => {
        await outbox.stageEmail(tx, 'rolled-back@example.com', {
          subject: 'S',
          text: 'T',
          html: 'H',
        });
        throw new Error('the change failed');
      })
      .catch(() => {});
    await db.transaction((tx) =>
      outbox.stageEmail(tx, 'at-commit@example.com', {
        subject: 'Hej',
        text: 'Treść',
        html: '<p>Treść</p>',
      }),
    );
    // The worker sleeps up to a minute between looks: only the commit's notification wakes it in
    // time (how soon, under load, is the jobs bench's figure, not this test's).
    const mail = await sink.waitFor('at-commit@example.com', { timeoutMs: 10_000 });
    expect(mail).toMatchObject({ subject: 'Hej', html: expect.stringContaining('<p>Treść</p>') });
    expect(await status('rolled-back@example.com')).toBeUndefined();
    expect(await status('at-commit@example.com')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends attachments with the message', async () => {
    const { outbox } = outboxOn(sink.url);
    await outbox.enqueueEmail('invoice@example.com', {
      subject: 'Faktura',
      text: 'W załączniku',
      html: '<p>W załączniku</p>',
      attachments: [
        {
          filename: 'FV-2026-12-1.pdf',
          contentType: 'application/pdf',
          base64: Buffer.from('%PDF-1.7 test').toString('base64'),
        },
      ],
    });
    await outbox.flush();
    const mail = await sink.waitFor('invoice@example.com');
    expect(mail.raw).toContain('FV-2026-12-1.pdf');
    expect(mail.raw).toContain(Buffer.from('%PDF-1.7 test').toString('base64'));
  });

  it('keeps a message pending with the error when SMTP is down, and delivers it on a later try', async () => {
    const down = outboxOn('smtp://127.0.0.1:1');
    await down.outbox.enqueueEmail('retry@example.com', {
      subject: 'Hej',
      text: 'Treść',
      html: '<p>Treść</p>',
    });
    await down.outbox.flush();
    expect(await status('retry@example.com')).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringContaining('ECONNREFUSED'),
    });
    await down.jobs.close();

    // The back-off has passed (its next try is due), and SMTP is back.
    await getDb().db.execute(
      sql`update jobs set run_after = now() where topic = 'messaging.deliver' and status = 'waiting'`,
    );
    const up = outboxOn(sink.url);
    await up.outbox.flush();
    expect(await status('retry@example.com')).toMatchObject({
      status: 'sent',
      attempts: 2,
      last_error: null,
    });
    await sink.waitFor('retry@example.com');
  });

  it('gives up after its last attempt, the message failed and its job kept with the error', async () => {
    const down = outboxOn('smtp://127.0.0.1:1');
    await down.outbox.enqueueEmail('never@example.com', { subject: 'x', text: 'x', html: 'x' });
    for (let i = 0; i < 10; i++) {
      await down.outbox.flush();
      await getDb().db.execute(
        sql`update jobs set run_after = now() where topic = 'messaging.deliver' and status = 'waiting'`,
      );
    }
    expect(await status('never@example.com')).toMatchObject({ status: 'failed', attempts: 10 });
    const [job] = await rows<{ status: string; last_error: string }>(
      getDb().db,
      sql`select status, last_error from jobs where subject = 'never@example.com'`,
    );
    expect(job).toMatchObject({
      status: 'failed',
      last_error: expect.stringContaining('ECONNREFUSED'),
    });
  });
});
