import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { authClient, freshEmail, freshIp } from '#tests/setup/auth-client';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';
import { rows } from '#tests/setup/sql-rows';

const SHOP = 'requests@shop.example';

forEachDatabase('customization requests API', (getDb) => {
  let t: TestApp;
  let sink: SmtpSink;
  let api: ReturnType<typeof authClient>;
  let categoryId: number;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(
      getDb(),
      { SMTP_URL: sink.url, SHOP_EMAIL: SHOP },
      { tempDataDir: true },
    );
    api = authClient(t);
    categoryId = (await createCategory(getDb().db)).id;
  });
  afterAll(async () => {
    await t?.app.close();
    await sink?.close();
  });

  const product = (o: { title?: string } = {}) => createProduct(getDb().db, { categoryId, ...o });

  describe('POST /api/client/customization-request', () => {
    const request = (body: object, options: { token?: string; ip?: string } = {}) =>
      api.call('POST', '/api/client/customization-request?locale=en', { body, ...options });

    it('stores the request and e-mails the shopper and the shop (201 {id})', async () => {
      const p = await product({ title: 'Fotel' });
      const email = freshEmail('asks');
      const since = Date.now();
      const res = await request({
        product_id: p.id,
        name: 'Ewa',
        email,
        message: 'Czy może być zielony?',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(Number) });
      await t.services.messaging.flush();
      const mine = await sink.waitFor(email, { since });
      expect(mine.subject).toBe('Dom i Styl: we have received your request');
      expect(mine.text).toContain('Thank you for your request about "Fotel en"');
      // The address is anyone's: the requester's own words go to the shop only.
      for (const typed of ['Ewa', 'Czy może być zielony?']) {
        expect(mine.text).not.toContain(typed);
        expect(mine.html).not.toContain(typed);
      }
      const shop = await sink.waitFor(SHOP, { since, subject: new RegExp(`#${res.body.id}$`) });
      expect(shop.text).toContain('Czy może być zielony?');
      expect(shop.text).toContain(email);
    });

    it('stores who asked when logged in', async () => {
      const p = await product();
      const user = await api.register();
      const res = await request(
        { product_id: p.id, name: 'A', email: user.email, message: 'Bigger?' },
        { token: user.access_token },
      );
      const [row] = await rows<{ user_id: string | null }>(
        getDb().db,
        sql`select user_id from customization_requests where id = ${res.body.id}`,
      );
      expect(row?.user_id).toEqual(expect.any(String));
    });

    it('refuses unknown products and bad bodies (422)', async () => {
      const unknown = await request({
        product_id: 987_654,
        name: 'A',
        email: freshEmail(),
        message: 'x',
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body).toEqual({
        code: 'product_unavailable',
        errors: { product_id: ['product.not_found'] },
      });
      const p = await product();
      for (const body of [
        { product_id: p.id, name: 'A', email: freshEmail() },
        { product_id: String(p.id), name: 'A', email: freshEmail(), message: 'x' },
        { product_id: p.id, name: 'A', email: freshEmail(), message: 'x', price: 1 },
      ]) {
        expect((await request(body)).status).toBe(422);
      }
    });

    it('limits requests per address (429)', async () => {
      const p = await product();
      const ip = freshIp();
      const body = () => ({ product_id: p.id, name: 'A', email: freshEmail(), message: 'x' });
      for (let i = 0; i < 5; i++) expect((await request(body(), { ip })).status).toBe(201);
      const res = await request(body(), { ip });
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    });

    it('limits requests per recipient from any address (429 with Retry-After)', async () => {
      const p = await product();
      const to = freshEmail('victim');
      const body = (email: string) => ({ product_id: p.id, name: 'A', email, message: 'x' });
      for (let i = 0; i < 3; i++) expect((await request(body(to))).status).toBe(201);
      const res = await request(body(` ${to.toUpperCase()} `));
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('too_many_attempts');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await request(body(freshEmail()))).status).toBe(201);
    });
  });
});
