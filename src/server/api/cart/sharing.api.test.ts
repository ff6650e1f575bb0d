import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { authClient, freshEmail, freshIp } from '#tests/setup/auth-client';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

// No PUBLIC_URL in these tests: links are on the local default origin, `http://localhost:${PORT}`.
const SHARED_URL = /^http:\/\/localhost:3000\/(pl|en|ru)\/cart\/shared\/([A-Za-z0-9_-]{43})$/;
const tokenOf = (url: string) => SHARED_URL.exec(url)?.[2] ?? '';

forEachDatabase('cart sharing API', (getDb) => {
  let t: TestApp;
  let sink: SmtpSink;
  let api: ReturnType<typeof authClient>;
  let lamp: { id: number };
  let chair: { id: number };
  let hidden: { id: number };

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(getDb(), { SMTP_URL: sink.url }, { tempDataDir: true });
    api = authClient(t);
    const db = getDb().db;
    const { id: categoryId } = await createCategory(db);
    lamp = await createProduct(db, { categoryId, title: 'Brass lamp', price: 25_000, stock: 4 });
    chair = await createProduct(db, {
      categoryId,
      title: 'Oak chair',
      price: 40_000,
      sale: 35_000,
    });
    hidden = await createProduct(db, { categoryId, published: false });
  });
  afterAll(async () => {
    await t?.app.close();
    await sink?.close();
  });

  const userWithCart = async (locale = 'pl') => {
    const { access_token } = await api.register({}, locale);
    await api.call('PUT', '/api/client/cart/add', {
      token: access_token,
      body: {
        cart: [
          { id: chair.id, count: 2 },
          { id: lamp.id, count: 1 },
        ],
      },
    });
    return access_token;
  };
  const guestLink = (cart: unknown, query = '', ip = freshIp()) =>
    api.call('POST', `/cart/sharing/link${query}`, { body: { cart }, ip });
  const email = (url: string, to: string, ip = freshIp()) =>
    api.call('POST', '/cart/sharing', { body: { url, email: to }, ip });

  describe('GET /api/client/cart/link', () => {
    it('needs a logged-in user and the CSRF headers (it writes a share)', async () => {
      expect((await api.call('GET', '/api/client/cart/link')).status).toBe(401);
      const tk = await userWithCart();
      const res = await api.call('GET', '/api/client/cart/link', { token: tk, csrf: false });
      expect(res.status).toBe(403);
    });

    it('answers a link to a frozen snapshot of the cart, in the user’s language', async () => {
      const tk = await userWithCart('en');
      const res = await api.call('GET', '/api/client/cart/link', { token: tk });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.url).toMatch(SHARED_URL);
      expect(res.body.url).toContain('/en/cart/shared/');
      const token = tokenOf(res.body.url);

      // Later changes of the cart do not reach the snapshot.
      await api.call('DELETE', '/api/client/cart', { token: tk });
      const shared = await t.services.cart.sharedCart(token, 'pl');
      expect(shared).toEqual({
        token,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        products: [
          expect.objectContaining({ id: chair.id, count: 2, price: 400, price_sale: 350 }),
          expect.objectContaining({ id: lamp.id, count: 1, title: 'Brass lamp', empty: false }),
        ],
        totalPrice: 2 * 350 + 250,
      });
      expect((await t.services.cart.sharedCart(token, 'ru'))?.products[1]?.title).toBe(
        'Brass lamp ru',
      );
    });

    it('names the language asked for, and makes a new unguessable token each time', async () => {
      const tk = await userWithCart('ru');
      const a = await api.call('GET', '/api/client/cart/link?locale=pl', { token: tk });
      const b = await api.call('GET', '/api/client/cart/link', { token: tk });
      expect(a.body.url).toContain('/pl/cart/shared/');
      expect(b.body.url).toContain('/ru/cart/shared/');
      expect(tokenOf(a.body.url)).not.toBe(tokenOf(b.body.url));
    });

    it('refuses an empty cart (409 cart_empty)', async () => {
      const { access_token } = await api.register();
      const res = await api.call('GET', '/api/client/cart/link', { token: access_token });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('cart_empty');
    });
  });

  describe('POST /cart/sharing/link (guests)', () => {
    it('shares a guest cart, leaving out products no longer sold', async () => {
      const res = await guestLink(
        [
          { id: lamp.id, count: 3 },
          { id: hidden.id, count: 1 },
          { id: 987_654, count: 1 },
        ],
        '?locale=ru',
      );
      expect(res.status).toBe(200);
      expect(res.body.url).toContain('/ru/cart/shared/');
      const shared = await t.services.cart.sharedCart(tokenOf(res.body.url), 'ru');
      expect(shared?.products.map((p) => [p.id, p.count])).toEqual([[lamp.id, 3]]);
    });

    it('refuses a cart with nothing on sale (409) and bad bodies (422)', async () => {
      expect((await guestLink([{ id: hidden.id, count: 1 }])).status).toBe(409);
      expect((await guestLink([])).status).toBe(409);
      expect((await guestLink([{ id: lamp.id, count: 0 }])).status).toBe(422);
      expect((await guestLink([{ id: lamp.id, count: 1, price: 1 }])).status).toBe(422);
      expect((await guestLink([{ id: lamp.id, count: 1 }], '?locale=xx')).status).toBe(422);
    });

    it('limits links per address (429 with Retry-After)', async () => {
      const ip = freshIp();
      for (let i = 0; i < 30; i++) {
        expect((await guestLink([{ id: lamp.id, count: 1 }], '', ip)).status).toBe(200);
      }
      const res = await guestLink([{ id: lamp.id, count: 1 }], '', ip);
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('links never take their origin from the request', () => {
    const forged: Record<string, string>[] = [
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      { host: 'evil.example' },
    ];

    it.each(forged)('answers a link on the shop’s origin to %j', async (headers) => {
      const res = await api.call('POST', '/cart/sharing/link', {
        body: { cart: [{ id: lamp.id, count: 1 }] },
        headers,
      });
      expect(res.status).toBe(200);
      expect(res.body.url).toMatch(SHARED_URL);
      expect(res.body.url).not.toContain('evil.example');

      const { access_token } = await api.register();
      await api.call('PUT', '/api/client/cart/add', {
        token: access_token,
        body: { cart: [{ id: lamp.id, count: 1 }] },
      });
      const mine = await api.call('GET', '/api/client/cart/link', { token: access_token, headers });
      expect(mine.status).toBe(200);
      expect(mine.body.url).toMatch(SHARED_URL);
    });

    it.each(forged)(
      'e-mails the shop’s link to %j, and refuses one on that host',
      async (headers) => {
        const { url } = (await guestLink([{ id: lamp.id, count: 1 }])).body;
        const token = tokenOf(url);
        const onForgedHost = await api.call('POST', '/cart/sharing', {
          body: { url: `https://evil.example/pl/cart/shared/${token}`, email: freshEmail() },
          headers,
        });
        expect(onForgedHost.status).toBe(422);

        const to = freshEmail('forged');
        const since = Date.now();
        const res = await api.call('POST', '/cart/sharing', {
          body: { url: `/pl/cart/shared/${token}`, email: to },
          headers,
        });
        expect(res.status).toBe(202);
        await t.services.messaging.flush();
        const mail = await sink.waitFor(to, { since });
        expect(mail.text).toContain(`http://localhost:3000/pl/cart/shared/${token}`);
        expect(mail.html).toContain(`href="http://localhost:3000/pl/cart/shared/${token}"`);
        expect(mail.text + mail.html).not.toContain('evil.example');
      },
    );
  });

  describe('sharedCart(token, locale)', () => {
    it('is null for unknown, malformed and expired tokens', async () => {
      const { url } = (await guestLink([{ id: lamp.id, count: 1 }])).body;
      const token = tokenOf(url);
      expect(await t.services.cart.sharedCart(token, 'pl')).not.toBeNull();
      expect(await t.services.cart.sharedCart('A'.repeat(43), 'pl')).toBeNull();
      expect(await t.services.cart.sharedCart('short', 'pl')).toBeNull();
      expect(await t.services.cart.sharedCart(`${token}x`, 'pl')).toBeNull();
      await getDb().db.execute(
        sql`update shared_carts set expires_at = now() - interval '1 second' where token = ${token}`,
      );
      expect(await t.services.cart.sharedCart(token, 'pl')).toBeNull();
    });

    it('shows current prices and availability, not those of the moment it was shared', async () => {
      const db = getDb().db;
      const product = await createProduct(db, { categoryId: (await createCategory(db)).id });
      const { url } = (await guestLink([{ id: product.id, count: 2 }])).body;
      await db.execute(
        sql`update products set price_minor = 1234, stock = 1 where id = ${product.id}`,
      );
      const shared = await t.services.cart.sharedCart(tokenOf(url), 'pl');
      expect(shared?.products[0]).toMatchObject({ price: 12.34, empty: true });
      expect(shared?.totalPrice).toBe(24.68);
    });
  });

  describe('POST /cart/sharing', () => {
    it('e-mails the link in the link’s language (202)', async () => {
      const { url } = (await guestLink([{ id: lamp.id, count: 2 }], '?locale=en')).body;
      const to = freshEmail('friend');
      const since = Date.now();
      const res = await email(url, to);
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ status: 'accepted' });
      expect(res.headers['cache-control']).toBe('no-store');
      await t.services.messaging.flush();
      const mail = await sink.waitFor(to, { since });
      expect(mail.subject).toBe('Dom i Styl: someone shared a cart with you');
      expect(mail.text).toContain(url);
      expect(mail.text).toContain('Brass lamp en × 2');
      expect(mail.html).toContain('<html lang="en">');
      expect(mail.html).toContain(`href="${url}"`);
    });

    it('takes a path of this site too, and writes Polish and Russian', async () => {
      const { url } = (await guestLink([{ id: lamp.id, count: 1 }], '?locale=ru')).body;
      const pathOnly = new URL(url).pathname;
      const to = freshEmail('ru');
      const since = Date.now();
      expect((await email(pathOnly, to)).status).toBe(202);
      await t.services.messaging.flush();
      expect((await sink.waitFor(to, { since })).subject).toBe(
        'Dom i Styl: с вами поделились корзиной',
      );
      const pl = (await guestLink([{ id: lamp.id, count: 1 }])).body.url;
      const toPl = freshEmail('pl');
      expect((await email(pl, toPl)).status).toBe(202);
      await t.services.messaging.flush();
      expect((await sink.waitFor(toPl, { since })).subject).toBe(
        'Dom i Styl: ktoś udostępnił Ci koszyk',
      );
    });

    it('refuses links that are not a live shared cart of this site (422 share_not_found)', async () => {
      const { url } = (await guestLink([{ id: lamp.id, count: 1 }])).body;
      const token = tokenOf(url);
      const expired = tokenOf((await guestLink([{ id: lamp.id, count: 1 }])).body.url);
      await getDb().db.execute(
        sql`update shared_carts set expires_at = now() - interval '1 day' where token = ${expired}`,
      );
      for (const bad of [
        `https://evil.example/pl/cart/shared/${token}`,
        `//evil.example/pl/cart/shared/${token}`,
        `/pl/cart/shared/${'B'.repeat(43)}`,
        `/pl/cart/shared/${expired}`,
        `/xx/cart/shared/${token}`,
        `/pl/account`,
        'javascript:alert(1)',
      ]) {
        const res = await email(bad, freshEmail());
        expect(res.status, bad).toBe(422);
        expect(res.body).toEqual({ code: 'share_not_found', errors: { url: ['share.not_found'] } });
      }
      expect((await email(url, 'not-an-email')).status).toBe(422);
      expect(
        (
          await api.call('POST', '/cart/sharing', {
            body: { url, email: freshEmail(), message: 'hi' },
          })
        ).status,
      ).toBe(422);
    });

    it('limits e-mails per recipient and per address (429 with Retry-After)', async () => {
      const { url } = (await guestLink([{ id: lamp.id, count: 1 }])).body;
      const to = freshEmail('victim');
      for (let i = 0; i < 3; i++) expect((await email(url, to)).status).toBe(202);
      const perRecipient = await email(url, to.toUpperCase());
      expect(perRecipient.status).toBe(429);
      expect(Number(perRecipient.headers['retry-after'])).toBeGreaterThan(0);

      const ip = freshIp();
      for (let i = 0; i < 10; i++) expect((await email(url, freshEmail(), ip)).status).toBe(202);
      const perIp = await email(url, freshEmail(), ip);
      expect(perIp.status).toBe(429);
      expect(perIp.body.code).toBe('too_many_attempts');
      expect(Number(perIp.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});
