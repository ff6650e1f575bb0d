import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { authClient, freshEmail, freshIp } from '#tests/setup/auth-client';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink';
import { rows } from '#tests/setup/sql-rows';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

forEachDatabase('back-office requests inbox', (getDb) => {
  let t: TestApp;
  let sink: SmtpSink;
  let staff: Record<string, string>;
  let staffEmail: string;
  let productId: number;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(getDb(), { SMTP_URL: sink.url }, { tempDataDir: true });
    const member = await createStaff(getDb().db, { role: 'staff' });
    staffEmail = member.email;
    staff = await adminSession(t, member.email);
    const categoryId = (await createCategory(getDb().db)).id;
    productId = (await createProduct(getDb().db, { categoryId, title: 'Fotel Uszak' })).id;
  });
  afterAll(async () => {
    await t?.app.close();
    await sink?.close();
  });

  /** A request sent the shopper's way, from the product page in `locale`. */
  const ask = async (locale: 'pl' | 'en' | 'ru', message = 'Czy może być zielony?') => {
    const email = freshEmail('asks');
    const res = await authClient(t).call(
      'POST',
      `/api/client/customization-request?locale=${locale}`,
      {
        body: { product_id: productId, name: 'Ewa', email, message },
        ip: freshIp(),
      },
    );
    expect(res.status).toBe(201);
    return { id: (res.body as { id: number }).id, email };
  };
  const admin = (method: 'GET' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...staff, 'x-forwarded-for': freshIp() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const auditOf = (id: number) =>
    rows<{ action: string; staff_email: string; before: unknown; after: unknown }>(
      getDb().db,
      sql`select action, staff_email, before, after from audit_log
          where entity = 'request' and entity_id = ${String(id)} order by id`,
    );

  it('lists requests newest first, filters by status and pages with a total', async () => {
    const first = await ask('pl', 'Pierwsze pytanie o kolor obicia');
    const second = await ask('en');
    const all = await admin('GET', '/api/admin/requests');
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    const body = all.json();
    expect(body.limit).toBe(25);
    expect(body.total).toBeGreaterThanOrEqual(2);
    const ids = body.items.map((i: { id: number }) => i.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(body.items.find((i: { id: number }) => i.id === first.id)).toMatchObject({
      status: 'new',
      name: 'Ewa',
      email: first.email,
      locale: 'pl',
      product_id: productId,
      product_title: 'Fotel Uszak',
      excerpt: 'Pierwsze pytanie o kolor obicia',
    });

    await admin('PATCH', `/api/admin/requests/${first.id}`, { status: 'closed' });
    const closed = (await admin('GET', '/api/admin/requests?status=closed')).json();
    expect(closed.items.map((i: { id: number }) => i.id)).toContain(first.id);
    expect(closed.items.every((i: { status: string }) => i.status === 'closed')).toBe(true);
    const fresh = (await admin('GET', '/api/admin/requests?status=new')).json();
    expect(fresh.items.map((i: { id: number }) => i.id)).not.toContain(first.id);
    const beyond = (await admin('GET', '/api/admin/requests?page=999')).json();
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(body.total);
  });

  it('a reply is kept in the thread, mailed in the request’s language, marks it answered and is audited', async () => {
    const asked = await ask('ru');
    const since = Date.now();
    const res = await admin('PATCH', `/api/admin/requests/${asked.id}`, {
      reply: 'Да, зелёный возможен.\n\nСрок — 3 недели.',
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.request).toMatchObject({ id: asked.id, status: 'answered', locale: 'ru' });
    expect(detail.request.message).toBe('Czy może być zielony?');
    expect(detail.product).toMatchObject({ id: productId, title: 'Fotel Uszak' });
    expect(detail.thread).toEqual([
      {
        id: expect.any(Number),
        staff_email: staffEmail,
        body: 'Да, зелёный возможен.\n\nСрок — 3 недели.',
        created_at: expect.any(String),
      },
    ]);

    await t.services.messaging.flush();
    const mail = await sink.waitFor(asked.email, { since, subject: /ответ/ });
    expect(mail.subject).toBe('Dom i Styl: ответ на ваш запрос');
    expect(mail.text).toContain('Отвечаем на ваш запрос о товаре «Fotel Uszak ru»');
    expect(mail.text).toContain('Срок — 3 недели.');
    // The shopper's own words (and typed name) never travel to an unverified address.
    expect(mail.text).not.toContain('Czy może być zielony?');
    expect(mail.html).toContain('<html lang="ru">');

    // A second reply with an explicit status keeps that status; the thread grows in order.
    const again = await admin('PATCH', `/api/admin/requests/${asked.id}`, {
      reply: 'Dopisuję: <b>kolor</b> 7',
      status: 'in_progress',
    });
    expect(again.json().request.status).toBe('in_progress');
    expect(again.json().thread.map((m: { body: string }) => m.body)).toEqual([
      'Да, зелёный возможен.\n\nСрок — 3 недели.',
      'Dopisuję: <b>kolor</b> 7',
    ]);
    await t.services.messaging.flush();
    const second = await sink.waitFor(asked.email, { since, subject: /ответ/ });
    expect(second.html).not.toContain('<b>kolor</b>');

    expect(await auditOf(asked.id)).toEqual([
      {
        action: 'reply',
        staff_email: staffEmail,
        before: { status: 'new' },
        after: { status: 'answered', reply: 'Да, зелёный возможен.\n\nСрок — 3 недели.' },
      },
      {
        action: 'reply',
        staff_email: staffEmail,
        before: { status: 'answered' },
        after: { status: 'in_progress', reply: 'Dopisuję: <b>kolor</b> 7' },
      },
    ]);
  });

  it('two staff replying at once both have their reply kept, mailed and audited', async () => {
    const asked = await ask('pl');
    const [a, b] = await Promise.all([
      admin('PATCH', `/api/admin/requests/${asked.id}`, { reply: 'Pierwsza odpowiedź' }),
      admin('PATCH', `/api/admin/requests/${asked.id}`, {
        reply: 'Druga odpowiedź',
        status: 'closed',
      }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const detail = (await admin('GET', `/api/admin/requests/${asked.id}`)).json();
    expect(detail.thread.map((m: { body: string }) => m.body).sort()).toEqual([
      'Druga odpowiedź',
      'Pierwsza odpowiedź',
    ]);
    expect(await auditOf(asked.id)).toHaveLength(2);
    await t.services.messaging.flush();
    const mails = async () =>
      sink.messages.filter((m) => m.to.includes(asked.email) && /odpowiedź/.test(m.subject));
    await expect.poll(async () => (await mails()).length).toBe(2);
  });

  it('a status change alone sends no mail', async () => {
    const asked = await ask('en');
    // The shopper's confirmation goes out first, so only what the change sends is counted.
    await t.services.messaging.flush();
    await sink.waitFor(asked.email);
    const before = sink.messages.length;
    const res = await admin('PATCH', `/api/admin/requests/${asked.id}`, { status: 'in_progress' });
    expect(res.json().request.status).toBe('in_progress');
    expect(res.json().thread).toEqual([]);
    await t.services.messaging.flush();
    expect(sink.messages.slice(before).filter((m) => m.to.includes(asked.email))).toEqual([]);
    expect((await auditOf(asked.id)).map((a) => a.action)).toEqual(['update']);
  });

  describe('bad input: 4xx with a field map, nothing changed', () => {
    const bodies: Array<[string, unknown, string]> = [
      ['empty body', {}, 'status'],
      ['unknown status', { status: 'done' }, 'status'],
      ['blank reply', { reply: '   ' }, 'reply'],
      ['reply too long', { reply: 'x'.repeat(5001) }, 'reply'],
      ['reply not text', { reply: 7 }, 'reply'],
      ['unknown field', { status: 'closed', extra: 1 }, ''],
    ];
    it.each(bodies)('%s answers 422', async (_name, payload, field) => {
      const asked = await ask('pl');
      const res = await admin('PATCH', `/api/admin/requests/${asked.id}`, payload);
      expect(res.statusCode).toBe(422);
      const errors = res.json().errors as Record<string, string[]>;
      expect(typeof errors).toBe('object');
      if (field) expect(Object.keys(errors)).toContain(field);
      const detail = (await admin('GET', `/api/admin/requests/${asked.id}`)).json();
      expect(detail.request.status).toBe('new');
      expect(detail.thread).toEqual([]);
      expect(await auditOf(asked.id)).toEqual([]);
    });

    it('answers 404 for an unknown or malformed id and 422 for a bad filter', async () => {
      expect((await admin('GET', '/api/admin/requests/999999')).statusCode).toBe(404);
      expect(
        (await admin('PATCH', '/api/admin/requests/999999', { status: 'closed' })).statusCode,
      ).toBe(404);
      expect((await admin('GET', '/api/admin/requests/abc')).statusCode).toBe(404);
      expect((await admin('GET', '/api/admin/requests?status=open')).statusCode).toBe(422);
      expect((await admin('GET', '/api/admin/requests?page=0')).statusCode).toBe(422);
      expect((await admin('GET', '/api/admin/requests?foo=1')).statusCode).toBe(422);
    });

    it('a body that is not JSON, or an array, is 4xx, never 5xx', async () => {
      const asked = await ask('pl');
      for (const payload of ['[]', 'null', '"x"', '{"status":', '{"reply":{"a":1}}']) {
        const res = await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/requests/${asked.id}`,
          headers: { ...staff, 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
          payload,
        });
        expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, payload).toBeLessThan(500);
      }
    });
  });
});
