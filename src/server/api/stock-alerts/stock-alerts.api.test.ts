import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { seedCheckout } from '#tests/factories/checkout';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { authClient, freshEmail, freshIp } from '#tests/setup/auth-client';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink';
import { rows } from '#tests/setup/sql-rows';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

/** Back in stock (docs/rules.md#back-in-stock): one e-mail per return, by any path. */
forEachDatabase('back-in-stock alerts', (getDb) => {
  let t: TestApp;
  let sink: SmtpSink;
  let api: ReturnType<typeof authClient>;
  let staffHeaders: Record<string, string>;
  let categoryId: number;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(getDb(), { SMTP_URL: sink.url }, { tempDataDir: true });
    api = authClient(t);
    categoryId = (await createCategory(getDb().db)).id;
    await seedCheckout(getDb().db);
    staffHeaders = await adminSession(t, (await createStaff(getDb().db)).email);
  });
  afterAll(async () => {
    await t?.app.close();
    await sink?.close();
  });

  const db = () => getDb().db;
  const soldOut = (title = 'Stół oliwkowy') => createProduct(db(), { categoryId, stock: 0, title });
  const subscribe = (id: number, email: string, locale = 'pl', token?: string) =>
    api.call('POST', `/api/client/${locale}/products/${id}/notify`, {
      body: { email },
      ...(token ? { token } : {}),
    });
  const restock = (id: number, stock: number) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${id}`,
      headers: { ...staffHeaders, 'x-forwarded-for': freshIp() },
      payload: { stock },
    });
  /** Queued e-mails to `to` (the outbox keeps every one, sent or not). */
  /** The e-mails queued for `to`, once the restocks' jobs have run. */
  const queued = async (to: string) => {
    await t.services.jobs.drain();
    return rows<{ subject: string; text_body: string }>(
      db(),
      sql`select subject, text_body from outbox where recipient = ${to} order by id`,
    );
  };

  describe('subscribing', () => {
    it('takes a guest’s address for a sold-out product: 202, stored lowercased in the locale', async () => {
      const table = await soldOut();
      const email = freshEmail('Alert');
      expect((await subscribe(table.id, email, 'ru')).status).toBe(202);
      const [row] = await rows<{ email: string; locale: string; user_id: string | null }>(
        db(),
        sql`select email, locale, user_id from stock_alerts where product_id = ${table.id}`,
      );
      expect(row).toEqual({ email: email.toLowerCase(), locale: 'ru', user_id: null });
      // Asking again keeps one subscription.
      expect((await subscribe(table.id, email.toUpperCase(), 'ru')).status).toBe(202);
      const [n] = await rows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from stock_alerts where product_id = ${table.id}`,
      );
      expect(n?.n).toBe(1);
    });

    it('refuses a product that can be bought (409), one not on sale (404) and a bad address (422), writing nothing', async () => {
      const inStock = await createProduct(db(), { categoryId, stock: 3 });
      const hidden = await createProduct(db(), { categoryId, stock: 0, published: false });
      const available = await subscribe(inStock.id, freshEmail());
      expect(available.status).toBe(409);
      expect(available.body).toMatchObject({ code: 'available' });
      expect((await subscribe(hidden.id, freshEmail())).status).toBe(404);
      expect((await subscribe(99_999_999, freshEmail())).status).toBe(404);
      const bad = await subscribe((await soldOut()).id, 'not an address');
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toHaveProperty('email');
      const [n] = await rows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from stock_alerts where product_id in (${inStock.id}, ${hidden.id})`,
      );
      expect(n?.n).toBe(0);
    });

    it('links a logged-in shopper’s subscription to the account', async () => {
      const me = await api.register();
      const table = await soldOut();
      expect((await subscribe(table.id, me.email, 'pl', me.access_token)).status).toBe(202);
      const [row] = await rows<{ user_id: string | null }>(
        db(),
        sql`select user_id from stock_alerts where product_id = ${table.id}`,
      );
      expect(row?.user_id).toBeTruthy();
    });
  });

  describe('the e-mail', () => {
    it('goes once per return, in the subscriber’s language, with an unsubscribe link, by the editor', async () => {
      const table = await soldOut('Stół dębowy');
      const email = freshEmail('editor');
      await subscribe(table.id, email, 'en');
      const since = Date.now();
      expect((await restock(table.id, 3)).statusCode).toBe(200);
      const mail = await sink.waitFor(email.toLowerCase(), { since });
      expect(mail.subject).toBe('Stół dębowy en is back in stock');
      expect(mail.text).toContain(`/en/product/${table.slug.en}`);
      expect(mail.text).toMatch(/\/en\/stock-alerts\/unsubscribe\?token=[\w-]{20,}/);
      // More stock while it is on sale: no second e-mail.
      expect((await restock(table.id, 10)).statusCode).toBe(200);
      expect(await queued(email.toLowerCase())).toHaveLength(1);
      // Sold out and back again: one more.
      await restock(table.id, 0);
      await restock(table.id, 2);
      expect(await queued(email.toLowerCase())).toHaveLength(2);
    });

    it('goes exactly once when a CSV import restocks the product', async () => {
      const table = await soldOut('Krzesło importowane');
      const email = freshEmail('csv');
      await subscribe(table.id, email, 'pl');
      const exported = await t.app.inject({
        method: 'GET',
        url: '/api/admin/products/export',
        headers: staffHeaders,
      });
      const records = parse(exported.rawPayload, { bom: true }) as string[][];
      const header = records[0]!;
      const [sku] = await rows<{ sku: string }>(
        db(),
        sql`select sku from products where id = ${table.id}`,
      );
      const row = records.find((r) => r[header.indexOf('sku')] === sku!.sku)!;
      row[header.indexOf('stock')] = '7';
      const since = Date.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/import',
        headers: { ...staffHeaders, 'content-type': 'text/csv', 'x-forwarded-for': freshIp() },
        payload: stringify([header, row]),
      });
      expect(res.statusCode, res.body).toBe(200);
      const mail = await sink.waitFor(email.toLowerCase(), { since });
      expect(mail.subject).toBe('Krzesło importowane jest znowu dostępny');
      expect(await queued(email.toLowerCase())).toHaveLength(1);
    });

    it('goes when a cancelled order puts the last piece back', async () => {
      const lamp = await createProduct(db(), { categoryId, stock: 1, title: 'Lampa ostatnia' });
      const placed = await api.call('POST', '/api/client/pl/checkout', {
        headers: { 'idempotency-key': `alert-${Date.now()}` },
        body: {
          cart: [{ id: lamp.id, count: 1 }],
          contact: { name: 'Ewa', surname: 'Lis', email: freshEmail(), phone: '+48 600 100 200' },
          delivery: {
            method: 'courier',
            address: { street: 'Długa 1', postal_code: '80-827', city: 'Gdańsk', country: 'PL' },
          },
          payment: 'cod',
          accept_terms: true,
        },
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const email = freshEmail('cancel');
      expect((await subscribe(lamp.id, email)).status).toBe(202);
      const since = Date.now();
      const cancel = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${placed.body.order_id}`,
        headers: { ...staffHeaders, 'x-forwarded-for': freshIp() },
        payload: { status: 'cancelled' },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      await sink.waitFor(email.toLowerCase(), { since, subject: /Lampa ostatnia/ });
      expect(await queued(email.toLowerCase())).toHaveLength(1);
    });

    it('stops after the unsubscribe link is used', async () => {
      const table = await soldOut();
      const email = freshEmail('bye');
      await subscribe(table.id, email, 'pl');
      await restock(table.id, 1);
      const [first] = await queued(email.toLowerCase());
      const token = /token=([\w-]+)/.exec(first!.text_body)![1]!;
      const bye = () =>
        api.call('POST', '/api/client/stock-alerts/unsubscribe', { body: { token } });
      expect((await bye()).status).toBe(204);
      expect((await bye()).status).toBe(404);
      await restock(table.id, 0);
      await restock(table.id, 4);
      expect(await queued(email.toLowerCase())).toHaveLength(1);
    });
  });
});
