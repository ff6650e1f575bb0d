import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink';
import { forEachDatabase } from '#tests/setup/test-database';
import { rows } from '#tests/setup/sql-rows';
import { createOutbox } from './outbox-service';
import { smtpTransport, type SmsProvider } from './transports';

const noSms: SmsProvider = { kind: 'none', send: async () => {} };

forEachDatabase('outbox delivery', (getDb) => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink?.close());

  const status = async (to: string) =>
    (
      await rows<{ status: string; attempts: number; last_error: string | null }>(
        getDb().db,
        sql`select status, attempts, last_error from outbox where recipient = ${to}`,
      )
    )[0];

  it('starts no delivery after close(), even one an enqueue scheduled just before', async () => {
    const outbox = createOutbox({ db: getDb().db, mail: smtpTransport(sink.url), sms: noSms });
    await outbox.enqueueEmail('after-close@example.com', { subject: 'S', text: 'T', html: 'H' });
    await outbox.close(); // the enqueue's delivery is still only scheduled (setImmediate)
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await status('after-close@example.com')).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    await outbox.flush(); // an explicit flush still delivers what waited
    expect(await status('after-close@example.com')).toMatchObject({ status: 'sent' });
  });

  it('keeps a message pending with the error when SMTP is down, and delivers it on a later run', async () => {
    const down = createOutbox({
      db: getDb().db,
      mail: smtpTransport('smtp://127.0.0.1:1'),
      sms: noSms,
    });
    await down.enqueueEmail('retry@example.com', {
      subject: 'Hej',
      text: 'Treść',
      html: '<p>Treść</p>',
    });
    await down.flush();
    expect(await status('retry@example.com')).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringContaining('ECONNREFUSED'),
    });
    await down.close();

    // The lease of the failed attempt has run out (a later retry tick).
    await getDb().db.execute(
      sql`update outbox set sent_at = now() - interval '3 minutes' where recipient = 'retry@example.com'`,
    );
    const up = createOutbox({ db: getDb().db, mail: smtpTransport(sink.url), sms: noSms });
    await up.flush();
    expect(await status('retry@example.com')).toMatchObject({
      status: 'sent',
      attempts: 2,
      last_error: null,
    });
    const mail = await sink.waitFor('retry@example.com');
    expect(mail).toMatchObject({
      subject: 'Hej',
      text: expect.stringContaining('Treść'),
      html: expect.stringContaining('<p>Treść</p>'),
    });
    await up.close();
  });

  it('gives up after 5 attempts', async () => {
    const down = createOutbox({
      db: getDb().db,
      mail: smtpTransport('smtp://127.0.0.1:1'),
      sms: noSms,
    });
    await down.enqueueEmail('never@example.com', { subject: 'x', text: 'x', html: 'x' });
    for (let i = 0; i < 5; i++) {
      await down.flush();
      await getDb().db.execute(
        sql`update outbox set sent_at = now() - interval '3 minutes' where recipient = 'never@example.com'`,
      );
    }
    expect(await status('never@example.com')).toMatchObject({ status: 'failed', attempts: 5 });
    await down.close();
  });
});
