import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { authClient } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

forEachDatabase('cart API', (getDb) => {
  let t: TestApp;
  let api: ReturnType<typeof authClient>;
  let categoryId: number;
  /** A product with 10 in stock at 100.00, one on sale 80.00 of 120.00, one out of stock. */
  let plain: { id: number; slug: Record<'pl' | 'en' | 'ru', string> };
  let onSale: { id: number };
  let soldOut: { id: number };
  let hidden: { id: number };

  beforeAll(async () => {
    t = await createTestApp(getDb());
    api = authClient(t);
    const db = getDb().db;
    categoryId = (await createCategory(db, { title: 'Lamps' })).id;
    plain = await createProduct(db, { categoryId, title: 'Desk lamp', price: 10_000, stock: 10 });
    onSale = await createProduct(db, { categoryId, price: 12_000, sale: 8_000, stock: 500 });
    soldOut = await createProduct(db, { categoryId, price: 999, stock: 0 });
    hidden = await createProduct(db, { categoryId, published: false });
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const token = async () => (await api.register()).access_token;
  const get = (tk: string, query = '') =>
    api.call('GET', `/api/client/cart${query}`, { token: tk });
  const set = (tk: string, cart: unknown, query = '') =>
    api.call('PUT', `/api/client/cart/add${query}`, { token: tk, body: { cart } });
  const combine = (tk: string, cart: unknown) =>
    api.call('PUT', '/api/client/cart/combine', { token: tk, body: { cart } });
  const counts = (body: { products: Array<{ id: number; count: number }> }) =>
    body.products.map((p) => [p.id, p.count]);

  it('answers 401 without a token on every logged-in call', async () => {
    const calls = [
      api.call('GET', '/api/client/cart'),
      api.call('PUT', '/api/client/cart/add', { body: { cart: [] } }),
      api.call('PUT', '/api/client/cart/combine', { body: { cart: [] } }),
      api.call('DELETE', '/api/client/cart'),
      api.call('GET', '/api/client/cart', { token: 'not.a.token' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body.code).toMatch(/^(unauthenticated|token_invalid)$/);
    }
  });

  it('refuses a change without the CSRF headers (403)', async () => {
    const res = await api.call('PUT', '/api/client/cart/add', {
      token: await token(),
      csrf: false,
      body: { cart: [{ id: plain.id, count: 1 }] },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('csrf_failed');
  });

  it('starts empty and is never cached', async () => {
    const res = await get(await token());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ products: [], totalPrice: 0 });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sets counts and answers the cart with the server’s prices and texts', async () => {
    const tk = await token();
    const res = await set(tk, [
      { id: plain.id, count: 2 },
      { id: onSale.id, count: 3 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.products[0]).toEqual({
      id: plain.id,
      count: 2,
      price: 100,
      price_sale: null,
      price_lowest_30d: null,
      title: 'Desk lamp',
      category: 'Lamps pl',
      image: `/media/products/${plain.id}/1.svg`,
      url: `/pl/product/${plain.slug.pl}`,
      empty: false,
    });
    expect(res.body.products[1]).toMatchObject({ id: onSale.id, price: 120, price_sale: 80 });
    expect(res.body.totalPrice).toBe(2 * 100 + 3 * 80);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await get(tk)).body).toEqual(res.body);
  });

  it('speaks the language asked for, else the user’s own', async () => {
    const ru = (await api.register({}, 'ru')).access_token;
    await set(ru, [{ id: plain.id, count: 1 }]);
    expect((await get(ru)).body.products[0]).toMatchObject({
      title: 'Desk lamp ru',
      category: 'Lamps ru',
      url: `/ru/product/${plain.slug.ru}`,
    });
    expect((await get(ru, '?locale=en')).body.products[0].title).toBe('Desk lamp en');
    expect((await get(ru, '?locale=de')).status).toBe(422);
  });

  it('sets (not adds) counts, removes a line with 0, and keeps the order lines were added in', async () => {
    const tk = await token();
    await set(tk, [{ id: onSale.id, count: 1 }]);
    await set(tk, [{ id: plain.id, count: 5 }]);
    let res = await set(tk, [{ id: onSale.id, count: 4 }]);
    expect(counts(res.body)).toEqual([
      [onSale.id, 4],
      [plain.id, 5],
    ]);
    res = await set(tk, [
      { id: onSale.id, count: 0 },
      { id: 987_654, count: 0 }, // removing what is not there is no error
    ]);
    expect(res.status).toBe(200);
    expect(counts(res.body)).toEqual([[plain.id, 5]]);
  });

  it('flags lines that cannot be bought as empty and still counts them in the total', async () => {
    const db = getDb().db;
    const tk = await token();
    const later = await createProduct(db, { categoryId, price: 500, stock: 3 });
    await set(tk, [
      { id: soldOut.id, count: 1 },
      { id: later.id, count: 3 },
      { id: plain.id, count: 11 },
    ]);
    await db.execute(sql`update products set published = false where id = ${later.id}`);
    const res = await get(tk);
    expect(res.body.products.map((p: { empty: boolean }) => p.empty)).toEqual([true, true, true]);
    expect(res.body.totalPrice).toBe(9.99 + 3 * 5 + 11 * 100);
    // A line whose product was unpublished can still be removed.
    expect(counts((await set(tk, [{ id: later.id, count: 0 }])).body)).toEqual([
      [soldOut.id, 1],
      [plain.id, 11],
    ]);
  });

  describe('refuses bad input with 422 and changes nothing', () => {
    let tk: string;
    beforeAll(async () => {
      tk = await token();
      await set(tk, [{ id: plain.id, count: 2 }]);
    });
    const unchanged = async () => expect(counts((await get(tk)).body)).toEqual([[plain.id, 2]]);

    it.each([
      ['a negative count', (id: number) => [{ id, count: -1 }], 'cart.0.count'],
      ['a fractional count', (id: number) => [{ id, count: 1.5 }], 'cart.0.count'],
      ['a count over 99', (id: number) => [{ id, count: 100 }], 'cart.0.count'],
      ['a huge count', (id: number) => [{ id, count: 1e12 }], 'cart.0.count'],
      ['a count as a string', (id: number) => [{ id, count: '3' }], 'cart.0.count'],
      ['an id as a string', (id: number) => [{ id: String(id), count: 3 }], 'cart.0.id'],
      ['a negative id', () => [{ id: -4, count: 3 }], 'cart.0.id'],
      ['a price sent along', (id: number) => [{ id, count: 3, price: 0.01 }], 'cart.0'],
      [
        'a product listed twice',
        (id: number) => [
          { id, count: 3 },
          { id, count: 4 },
        ],
        'cart',
      ],
    ])('%s', async (_label, cart, field) => {
      // Rows are built per test: the product exists only once the suite's hooks ran.
      const res = await set(tk, cart(plain.id));
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      expect(Object.keys(res.body.errors)).toContain(field);
      await unchanged();
    });

    it('a body without `cart`, or with unknown fields', async () => {
      for (const body of [{}, { cart: [], totalPrice: 0 }, { cart: 'x' }]) {
        const res = await api.call('PUT', '/api/client/cart/add', { token: tk, body });
        expect(res.status).toBe(422);
      }
      await unchanged();
    });

    it('an unknown or unpublished product, even next to a good line', async () => {
      const res = await set(tk, [
        { id: onSale.id, count: 1 },
        { id: 987_654, count: 1 },
        { id: hidden.id, count: 1 },
      ]);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        code: 'product_unavailable',
        errors: { 'cart.1.id': ['product.not_found'], 'cart.2.id': ['product.not_found'] },
      });
      await unchanged();
    });

    it('names the line by its index in the body, removals counted', async () => {
      const res = await set(tk, [
        { id: plain.id, count: 0 },
        { id: 999_999, count: 1 },
        { id: onSale.id, count: 2 },
        { id: 987_654, count: 0 },
        { id: hidden.id, count: 3 },
      ]);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        code: 'product_unavailable',
        errors: { 'cart.1.id': ['product.not_found'], 'cart.4.id': ['product.not_found'] },
      });
      await unchanged();
    });

    it('a count of 0 in combine (counts there are 1..99)', async () => {
      expect((await combine(tk, [{ id: plain.id, count: 0 }])).status).toBe(422);
      await unchanged();
    });
  });

  it('caps a cart at 100 lines (422 cart_too_many_lines, nothing added)', async () => {
    const db = getDb().db;
    const many = [];
    for (let i = 0; i < 101; i++) many.push((await createProduct(db, { categoryId })).id);
    const tk = await token();
    const first = many.slice(0, 100).map((id) => ({ id, count: 1 }));
    expect((await set(tk, first)).body.products).toHaveLength(100);
    const res = await set(tk, [{ id: many[100]!, count: 1 }]);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('cart_too_many_lines');
    expect((await combine(tk, [{ id: many[100]!, count: 1 }])).body.code).toBe(
      'cart_too_many_lines',
    );
    expect((await get(tk)).body.products).toHaveLength(100);
    // Changing counts of lines already there is still fine.
    expect((await set(tk, [{ id: many[0]!, count: 3 }])).status).toBe(200);
  });

  it('DELETE empties the cart (204), also when there is none', async () => {
    const tk = await token();
    const none = await api.call('DELETE', '/api/client/cart', { token: tk });
    expect(none.status).toBe(204);
    expect(none.body).toBeNull();
    await set(tk, [{ id: plain.id, count: 2 }]);
    expect((await api.call('DELETE', '/api/client/cart', { token: tk })).status).toBe(204);
    expect((await get(tk)).body).toEqual({ products: [], totalPrice: 0 });
  });

  it('combine adds the guest counts, caps lines at 99 and drops products no longer sold', async () => {
    const tk = await token();
    await set(tk, [{ id: plain.id, count: 60 }]);
    const res = await combine(tk, [
      { id: soldOut.id, count: 2 },
      { id: plain.id, count: 50 },
      { id: 987_654, count: 1 },
      { id: hidden.id, count: 1 },
      { id: onSale.id, count: 2 },
    ]);
    expect(res.status).toBe(200);
    expect(counts(res.body)).toEqual([
      [plain.id, 99],
      [soldOut.id, 2],
      [onSale.id, 2],
    ]);
    expect(res.body.products[1].empty).toBe(true);
  });

  it('keeps carts apart: one user’s calls never touch another’s cart', async () => {
    const [a, b] = [await token(), await token()];
    await set(a, [{ id: plain.id, count: 2 }]);
    expect((await get(b)).body.products).toEqual([]);
    await set(b, [{ id: onSale.id, count: 1 }]);
    await api.call('DELETE', '/api/client/cart', { token: b });
    await combine(b, [{ id: soldOut.id, count: 1 }]);
    expect(counts((await get(a)).body)).toEqual([[plain.id, 2]]);
  });

  it('20 concurrent changes of one cart leave exactly one of the requested states', async () => {
    const tk = await token();
    // Half the requests list the lines the other way round: without one lock per cart, row
    // locks taken in opposite orders deadlock or interleave.
    const states = Array.from({ length: 20 }, (_, i) => {
      const lines = [
        { id: plain.id, count: i + 1 },
        { id: onSale.id, count: 20 - i },
      ];
      return i % 2 ? lines.reverse() : lines;
    });
    const answers = await Promise.all(states.map((s) => set(tk, s)));
    answers.forEach((res, i) => {
      expect(res.status).toBe(200);
      // Each answer is the cart as that request left it.
      const mine = Object.fromEntries(counts(res.body));
      expect([mine[plain.id], mine[onSale.id]]).toEqual([i + 1, 20 - i]);
    });
    const final = (await get(tk)).body;
    expect(final.products).toHaveLength(2);
    const left = Object.fromEntries(counts(final));
    expect(states.map((st) => Object.fromEntries(st.map((l) => [l.id, l.count])))).toContainEqual(
      left,
    );
  });

  describe('check/products (guests too)', () => {
    it('answers availability in the order asked, unknown ids empty', async () => {
      const res = await api.call('POST', '/api/client/cart/check/products', {
        body: {
          cart: [
            { id: plain.id, count: 10 },
            { id: onSale.id, count: 1 },
            { id: soldOut.id, count: 1 },
            { id: hidden.id, count: 1 },
            { id: 987_654, count: 1 },
            { id: 2 ** 31 - 1, count: 1 },
          ],
        },
      });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual([
        { id: plain.id, empty: false, available_count: 10 },
        { id: onSale.id, empty: false, available_count: 99 },
        { id: soldOut.id, empty: true, available_count: 0 },
        { id: hidden.id, empty: true, available_count: 0 },
        { id: 987_654, empty: true, available_count: 0 },
        { id: 2 ** 31 - 1, empty: true, available_count: 0 },
      ]);
    });

    it('flags a line asking for more than there is', async () => {
      const res = await api.call('POST', '/api/client/cart/check/products', {
        body: { cart: [{ id: plain.id, count: 11 }] },
      });
      expect(res.body).toEqual([{ id: plain.id, empty: true, available_count: 10 }]);
    });

    it('validates like the other cart bodies', async () => {
      const res = await api.call('POST', '/api/client/cart/check/products', {
        body: { cart: [{ id: plain.id, count: 0 }] },
      });
      expect(res.status).toBe(422);
    });
  });
});
