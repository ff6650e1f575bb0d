import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { authClient, freshEmail, freshIp, freshPhone } from '#tests/setup/auth-client';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';
import { rows } from '#tests/setup/sql-rows';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHOP = 'orders@shop.example';

forEachDatabase('orders API', (getDb) => {
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

  const product = (o: { price?: number; sale?: number; stock?: number; title?: string } = {}) =>
    createProduct(getDb().db, { categoryId, ...o });
  const stockOf = async (id: number) =>
    (await rows<{ stock: number }>(getDb().db, sql`select stock from products where id = ${id}`))[0]
      ?.stock;
  /** The short number of an order by its public id (what its e-mails name it by). */
  const numberOf = async (publicId: string) =>
    String(
      (
        await rows<{ number: number }>(
          getDb().db,
          sql`select number from orders where public_id = ${publicId}`,
        )
      )[0]!.number,
    );
  const orderCount = async () =>
    (await rows<{ n: number }>(getDb().db, sql`select count(*)::int as n from orders`))[0]?.n;
  const delivery = { name: 'Anna Nowak', phone: '+48 600 100 200', address: 'Długa 1, Gdańsk' };
  /**
   * A quick order has no address (docs/rules.md#orders-and-quick-order): only a name and a phone to call back. A phone of
   * its own per call: quick orders are limited per phone too.
   */
  const caller = () => ({ name: 'Jan Kowalski', phone: freshPhone() });
  const cartOrder = (token: string, body: object, query = '') =>
    api.call('POST', `/api/client/cart/order${query}`, { token, body });
  const quick = (
    id: number | string,
    body: object,
    options: { token?: string; ip?: string } = {},
  ) => api.call('POST', `/api/client/products/order/${id}`, { body, ...options });
  const withCart = async (lines: Array<{ id: number; count: number }>, locale = 'pl') => {
    const user = await api.register({}, locale);
    const res = await api.call('PUT', '/api/client/cart/add', {
      token: user.access_token,
      body: { cart: lines },
    });
    expect(res.status).toBe(200);
    return user;
  };

  it('answers 401 without a token on the logged-in calls', async () => {
    expect((await cartOrder('', { ...delivery, email: freshEmail() })).status).toBe(401);
    expect((await api.call('GET', '/api/client/orders')).status).toBe(401);
    const badToken = await quick(1, { ...caller(), count: 1 }, { token: 'forged.token.here' });
    expect(badToken.status).toBe(401);
  });

  describe('POST /api/client/cart/order', () => {
    it('orders the cart at the server’s prices, empties it, takes stock and e-mails both sides', async () => {
      const lamp = await product({ price: 20_000, sale: 15_000, stock: 5, title: 'Lampa' });
      const vase = await product({ price: 3_050, stock: 2, title: 'Wazon' });
      const user = await withCart(
        [
          { id: lamp.id, count: 2 },
          { id: vase.id, count: 1 },
        ],
        'en',
      );
      const since = Date.now();
      const res = await cartOrder(user.access_token, {
        ...delivery,
        email: user.email,
        comment: 'Ring twice',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ order_id: expect.stringMatching(UUID) });
      expect(res.headers['cache-control']).toBe('no-store');

      const cart = await api.call('GET', '/api/client/cart', { token: user.access_token });
      expect(cart.body).toEqual({ products: [], totalPrice: 0 });
      expect([await stockOf(lamp.id), await stockOf(vase.id)]).toEqual([3, 1]);
      const [order] = await rows<{ total_minor: number; locale: string; phone: string }>(
        getDb().db,
        sql`select total_minor, locale, phone from orders where public_id = ${res.body.order_id}`,
      );
      expect(order).toEqual({
        total_minor: 2 * 15_000 + 3_050,
        locale: 'en',
        phone: '+48600100200',
      });

      await t.services.messaging.flush();
      const number = await numberOf(res.body.order_id);
      const mine = await sink.waitFor(user.email, { since, subject: /order/ });
      expect(mine.subject).toBe(`Dom i Styl: we have received your order no. ${number}`);
      expect(mine.text).toContain(number);
      expect(mine.text).toContain('Lampa en × 2');
      expect(mine.text).toContain('Ring twice');
      expect(mine.html).toContain('<html lang="en">');
      const shop = await sink.waitFor(SHOP, { since, subject: new RegExp(number) });
      expect(shop.subject).toBe(`Nowe zamówienie (z koszyka) nr ${number}`);
      expect(shop.text).toContain('Długa 1, Gdańsk');
      expect(shop.html).toContain('<html lang="pl">');
    });

    it('writes the e-mail in the language asked for', async () => {
      const p = await product({ title: 'Stół' });
      const user = await withCart([{ id: p.id, count: 1 }]);
      const since = Date.now();
      expect(
        (await cartOrder(user.access_token, { ...delivery, email: user.email }, '?locale=ru'))
          .status,
      ).toBe(201);
      await t.services.messaging.flush();
      expect((await sink.waitFor(user.email, { since, subject: /заказ/ })).subject).toMatch(
        /^Dom i Styl: мы получили ваш заказ № \d+$/,
      );
    });

    it.each([
      ['a price', { price: 0.01 }, '_', 'price'],
      ['a total', { totalPrice: 1 }, '_', 'totalPrice'],
      ['no address', { address: undefined }, 'address', 'required'],
      ['a bad e-mail', { email: 'nope' }, 'email', 'email.invalid'],
      ['a bad phone', { phone: '12' }, 'phone', 'phone.invalid'],
    ])('refuses a body with %s (422) and changes nothing', async (_label, change, field, text) => {
      const p = await product({ stock: 3 });
      const user = await withCart([{ id: p.id, count: 1 }]);
      const before = await orderCount();
      const res = await cartOrder(user.access_token, { ...delivery, email: user.email, ...change });
      expect(res.status).toBe(422);
      // Unknown fields (a price above all) are refused by name, under `_`.
      expect(res.body.errors[field].join(' ')).toContain(text);
      expect(await orderCount()).toBe(before);
      expect(await stockOf(p.id)).toBe(3);
      const cart = await api.call('GET', '/api/client/cart', { token: user.access_token });
      expect(cart.body.products).toHaveLength(1);
    });

    it('refuses an empty cart (409 cart_empty)', async () => {
      const { access_token, email } = await api.register();
      const res = await cartOrder(access_token, { ...delivery, email });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('cart_empty');
    });

    it('refuses a cart with an unavailable line (409 cart_unavailable) and takes nothing', async () => {
      const ok = await product({ stock: 5 });
      const few = await product({ stock: 1 });
      const user = await withCart([
        { id: ok.id, count: 2 },
        { id: few.id, count: 2 },
      ]);
      const before = await orderCount();
      const res = await cartOrder(user.access_token, { ...delivery, email: user.email });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('cart_unavailable');
      expect([await stockOf(ok.id), await stockOf(few.id)]).toEqual([5, 1]);
      expect(await orderCount()).toBe(before);
      const cart = await api.call('GET', '/api/client/cart', { token: user.access_token });
      expect(cart.body.products.map((l: { empty: boolean }) => l.empty)).toEqual([false, true]);

      await getDb().db.execute(sql`update products set published = false where id = ${ok.id}`);
      await api.call('PUT', '/api/client/cart/add', {
        token: user.access_token,
        body: { cart: [{ id: few.id, count: 0 }] },
      });
      const unpublished = await cartOrder(user.access_token, { ...delivery, email: user.email });
      expect(unpublished.body.code).toBe('cart_unavailable');
    });

    it('sells the last item once when two carts order it at the same time', async () => {
      const last = await product({ stock: 1 });
      const [a, b] = [
        await withCart([{ id: last.id, count: 1 }]),
        await withCart([{ id: last.id, count: 1 }]),
      ];
      const generation = t.app.pageCache.generation();
      const answers = await Promise.all(
        [a, b].map((u) => cartOrder(u.access_token, { ...delivery, email: u.email })),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.status === 409)?.body.code).toBe('cart_unavailable');
      expect(await stockOf(last.id)).toBe(0);
      // Sold out: cached pages showing it as available are dropped.
      expect(t.app.pageCache.generation()).toBeGreaterThan(generation);
    });

    it('orders a cart once when "order" is sent twice at the same time', async () => {
      const p = await product({ stock: 10 });
      const user = await withCart([{ id: p.id, count: 2 }]);
      const answers = await Promise.all(
        [1, 2].map(() => cartOrder(user.access_token, { ...delivery, email: user.email })),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.status === 409)?.body.code).toBe('cart_empty');
      expect(await stockOf(p.id)).toBe(8);
    });
  });

  describe('POST /api/client/products/order/{id}', () => {
    it('takes a guest’s quick order; without an e-mail only the shop is told', async () => {
      const p = await product({ price: 4_999, stock: 3, title: 'Kubek' });
      const since = Date.now();
      const res = await quick(p.id, { name: 'Jan', phone: '+48 600-100-200', count: 2, email: '' });
      expect(res.status).toBe(201);
      expect(res.body.order_id).toMatch(UUID);
      expect(await stockOf(p.id)).toBe(1);
      const [order] = await rows<{ user_id: string | null; kind: string; total_minor: number }>(
        getDb().db,
        sql`select user_id, kind, total_minor from orders where public_id = ${res.body.order_id}`,
      );
      expect(order).toEqual({ user_id: null, kind: 'quick', total_minor: 9_998 });
      await t.services.messaging.flush();
      const number = await numberOf(res.body.order_id);
      const shop = await sink.waitFor(SHOP, { since, subject: new RegExp(number) });
      expect(shop.subject).toBe(`Nowe zamówienie (szybkie) nr ${number}`);
      expect(shop.text).toContain('Kubek × 2');
      const [mails] = await rows<{ n: number }>(
        getDb().db,
        sql`select count(*)::int as n from outbox where subject like ${`%nr ${number}`}`,
      );
      expect(mails?.n).toBe(1);
    });

    it('links a logged-in shopper’s quick order to the account and confirms it by e-mail', async () => {
      const p = await product({ stock: 3 });
      const user = await api.register({}, 'ru');
      const since = Date.now();
      const res = await quick(
        p.id,
        { ...caller(), email: user.email, count: 1 },
        { token: user.access_token },
      );
      expect(res.status).toBe(201);
      await t.services.messaging.flush();
      expect((await sink.waitFor(user.email, { since, subject: /заказ/ })).subject).toMatch(
        /^Dom i Styl: мы получили ваш заказ № \d+$/,
      );
      const list = await api.call('GET', '/api/client/orders', { token: user.access_token });
      expect(list.body.map((o: { order_id: string }) => o.order_id)).toEqual([res.body.order_id]);
    });

    it('answers 404 for unknown, unpublished and malformed ids', async () => {
      const hidden = await createProduct(getDb().db, { categoryId, published: false });
      for (const id of [987_654, hidden.id, 'abc', '1.5', '0', '-1', '99999999999']) {
        const res = await quick(id, { ...caller(), count: 1 });
        expect(res.status, String(id)).toBe(404);
      }
    });

    it('answers 409 out_of_stock when fewer are left than asked', async () => {
      const p = await product({ stock: 1 });
      const res = await quick(p.id, { ...caller(), count: 2 });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('out_of_stock');
      expect(await stockOf(p.id)).toBe(1);
    });

    it.each([
      ['count 0', { count: 0 }],
      ['count 100', { count: 100 }],
      ['a fractional count', { count: 1.5 }],
      ['a count as text', { count: '1' }],
      ['a price', { count: 1, price: 1 }],
      ['no name', { count: 1, name: undefined }],
    ])('refuses %s (422)', async (_label, change) => {
      const p = await product({ stock: 5 });
      const res = await quick(p.id, { ...caller(), ...change });
      expect(res.status).toBe(422);
      expect(await stockOf(p.id)).toBe(5);
    });

    it('sells the last item once when two quick orders race', async () => {
      const last = await product({ stock: 1 });
      const answers = await Promise.all(
        [1, 2].map(() => quick(last.id, { ...caller(), count: 1 })),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await stockOf(last.id)).toBe(0);
    });

    it('limits quick orders per address (429 with Retry-After)', async () => {
      const p = await product({ stock: 50 });
      const ip = freshIp();
      for (let i = 0; i < 10; i++) {
        expect((await quick(p.id, { ...caller(), count: 1 }, { ip })).status).toBe(201);
      }
      const res = await quick(p.id, { ...caller(), count: 1 }, { ip });
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('limits quick orders per phone, however it is written (429 with Retry-After)', async () => {
      const p = await product({ stock: 50 });
      const phone = freshPhone();
      for (let i = 0; i < 5; i++) {
        expect((await quick(p.id, { name: 'Jan', phone, count: 1 })).status).toBe(201);
      }
      const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)}-${phone.slice(6)}`;
      const res = await quick(p.id, { name: 'Jan', phone: spaced, count: 1 });
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('too_many_attempts');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(await stockOf(p.id)).toBe(45);
    });

    it('limits confirmations per recipient (429 with Retry-After); no e-mail, no such limit', async () => {
      const p = await product({ stock: 50 });
      const to = freshEmail('quick');
      for (let i = 0; i < 3; i++) {
        expect((await quick(p.id, { ...caller(), email: to, count: 1 })).status).toBe(201);
      }
      const res = await quick(p.id, { ...caller(), email: to.toUpperCase(), count: 1 });
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await quick(p.id, { ...caller(), email: '', count: 1 })).status).toBe(201);
    });

    it('confirms to the guest without what they typed; the shop gets it all', async () => {
      const p = await product({ stock: 5, title: 'Wazon' });
      const to = freshEmail('guest');
      const since = Date.now();
      const res = await quick(p.id, {
        name: 'Visit spam.example',
        phone: freshPhone(),
        email: to,
        count: 1,
        comment: 'Cheap pills at spam.example',
      });
      expect(res.status).toBe(201);
      await t.services.messaging.flush();
      const number = await numberOf(res.body.order_id);
      const mine = await sink.waitFor(to, { since });
      expect(mine.text).toContain(number);
      expect(mine.text).toContain('Wazon');
      expect(mine.text).not.toContain('spam.example');
      expect(mine.html).not.toContain('spam.example');
      const shop = await sink.waitFor(SHOP, { since, subject: new RegExp(number) });
      expect(shop.text).toContain('Visit spam.example');
      expect(shop.text).toContain('Cheap pills at spam.example');
    });
  });

  describe('GET /api/client/orders', () => {
    it('lists the user’s own orders, newest first, with lines as sold', async () => {
      const p = await product({ price: 1_000, stock: 10, title: 'Miska' });
      const a = await api.register();
      const b = await api.register();
      const ids: string[] = [];
      for (const count of [1, 2]) {
        await api.call('PUT', '/api/client/cart/add', {
          token: a.access_token,
          body: { cart: [{ id: p.id, count }] },
        });
        ids.push((await cartOrder(a.access_token, { ...delivery, email: a.email })).body.order_id);
      }
      await getDb().db.execute(sql`update products set price_minor = 5000 where id = ${p.id}`);
      const res = await api.call('GET', '/api/client/orders', { token: a.access_token });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual([
        {
          order_id: ids[1],
          number: expect.any(Number),
          kind: 'cart',
          status: 'new',
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
          total: 20,
          carrier: null,
          tracking_number: null,
          // Placing the order is its first history line, written with it.
          history: [{ status: 'new', created_at: expect.stringMatching(/Z$/) }],
          lines: [{ id: p.id, title: 'Miska', count: 2, price: 10 }],
        },
        expect.objectContaining({ order_id: ids[0], total: 10 }),
      ]);
      expect((await api.call('GET', '/api/client/orders', { token: b.access_token })).body).toEqual(
        [],
      );
    });

    it('shows the latest 50', async () => {
      const user = await api.register();
      const p = await product();
      await getDb().db.execute(
        sql`with u as (select id from users where email = ${user.email}),
            o as (insert into orders (user_id, kind, name, phone, total_minor, locale, created_at)
                  select u.id, 'quick', 'A', '+48600100200', 100, 'pl', now() - make_interval(mins => g)
                  from u, generate_series(1, 55) g returning id)
            insert into order_lines (order_id, product_id, title, count, unit_price_minor)
            select o.id, ${p.id}, 'T', 1, 100 from o`,
      );
      const res = await api.call('GET', '/api/client/orders', { token: user.access_token });
      expect(res.body).toHaveLength(50);
      const times = res.body.map((o: { created_at: string }) => Date.parse(o.created_at));
      expect([...times].sort((x, y) => y - x)).toEqual(times);
    });
  });
});
