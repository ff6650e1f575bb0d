import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WISH_LIST_ITEMS } from '#contracts/wishlist';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { authClient } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';
import { rows } from '#tests/setup/sql-rows';

forEachDatabase('wish list API', (getDb) => {
  let t: TestApp;
  let api: ReturnType<typeof authClient>;
  let categoryId: number;
  let lamp: number;
  let chair: number;
  let table: number;
  let hidden: number;

  beforeAll(async () => {
    t = await createTestApp(getDb());
    api = authClient(t);
    const { db } = getDb();
    categoryId = (await createCategory(db)).id;
    lamp = (await createProduct(db, { categoryId, title: 'Lamp', sale: 8_000 })).id;
    chair = (await createProduct(db, { categoryId, title: 'Chair', stock: 0 })).id;
    table = (await createProduct(db, { categoryId, title: 'Table' })).id;
    hidden = (await createProduct(db, { categoryId, title: 'Hidden', published: false })).id;
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const list = (token: string, q = '') => api.call('GET', `/api/client/wish_list${q}`, { token });
  const add = (token: string, id: number | string, q = '') =>
    api.call('POST', `/api/client/wish_list/add/${id}${q}`, { token });
  const remove = (token: string, id: number | string, q = '') =>
    api.call('PUT', `/api/client/wish_list/delete/${id}${q}`, { token });
  const ids = async (token: string) =>
    (await list(token)).body.map((p: { id: number }) => p.id) as number[];
  const user = async (locale = 'pl') => (await api.register({}, locale)).access_token;

  it('answers 401 to guests on every call', async () => {
    for (const res of [
      await api.call('GET', '/api/client/wish_list'),
      await api.call('POST', `/api/client/wish_list/add/${lamp}`),
      await api.call('PUT', `/api/client/wish_list/delete/${lamp}`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('unauthenticated');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 401 to the token of an account that no longer exists', async () => {
    const { access_token: token, email } = await api.register();
    await getDb().db.execute(sql`delete from users where email = ${email}`);
    for (const res of [await list(token), await add(token, lamp), await remove(token, lamp)])
      expect(res.status).toBe(401);
  });

  it('starts empty', async () => {
    const res = await list(await user());
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('adds products and answers the list as products, newest first', async () => {
    const token = await user();
    expect((await add(token, chair)).status).toBe(200);
    const res = await add(token, lamp);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual([
      {
        id: lamp,
        title: 'Lamp',
        slug: expect.stringMatching(/-pl$/),
        url: expect.stringMatching(/^\/pl\/product\//),
        price: 100,
        price_sale: 80,
        price_lowest_30d: null,
        category: expect.any(String),
        image: expect.any(String),
        available: true,
        rating: null,
        group_more: null,
      },
      expect.objectContaining({ id: chair, title: 'Chair', available: false }),
    ]);
    expect((await list(token)).body).toEqual(res.body);
  });

  it('adds a product twice without a second row or a change of order', async () => {
    const token = await user();
    await add(token, lamp);
    await add(token, chair);
    const again = await add(token, lamp);
    expect(again.status).toBe(200);
    expect(again.body.map((p: { id: number }) => p.id)).toEqual([chair, lamp]);
  });

  it.each([
    ['an unknown product', () => 2_000_000_000],
    ['an unpublished product', () => hidden],
  ])('answers 404 to %s and changes nothing', async (_name, id) => {
    const token = await user();
    await add(token, table);
    const res = await add(token, id());
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: 'Product not found', code: 'product_not_found' });
    expect(await ids(token)).toEqual([table]);
  });

  it.each(['abc', '1.5', '7.0', '-1', '0', '0x10', '99999999999'])(
    'answers 404 to the id "%s" (no such product address) and changes nothing',
    async (id) => {
      const token = await user();
      await add(token, table);
      expect((await add(token, id)).status).toBe(404);
      expect((await remove(token, id)).status).toBe(404);
      expect(await ids(token)).toEqual([table]);
    },
  );

  it('removes a product; removing one not on the list answers the list unchanged', async () => {
    const token = await user();
    await add(token, lamp);
    await add(token, table);
    const res = await remove(token, lamp);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([table]);
    const again = await remove(token, lamp);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect((await remove(token, 2_000_000_000)).body).toEqual(res.body);
  });

  it('keeps every user to their own list', async () => {
    const a = await user();
    const b = await user();
    await add(a, lamp);
    await add(a, chair);
    expect(await ids(b)).toEqual([]);
    // B removing A's products touches only B's (empty) list.
    expect((await remove(b, lamp)).body).toEqual([]);
    await add(b, table);
    expect(await ids(b)).toEqual([table]);
    expect(await ids(a)).toEqual([chair, lamp]);
  });

  describe('locale', () => {
    it('follows ?locale= for titles and addresses', async () => {
      const token = await user();
      const res = await add(token, lamp, '?locale=en');
      expect(res.body[0]).toMatchObject({
        title: 'Lamp en',
        url: expect.stringMatching(/^\/en\/product\/.*-en$/),
      });
      expect((await list(token, '?locale=ru')).body[0].title).toBe('Lamp ru');
      expect((await remove(token, chair, '?locale=en')).body[0].title).toBe('Lamp en');
    });

    it("defaults to the user's preferred language", async () => {
      const token = await user('ru');
      expect((await add(token, lamp)).body[0].title).toBe('Lamp ru');
      const put = await api.call('PUT', '/api/client/user/locale', {
        token,
        body: { locale: 'en' },
      });
      expect(put.status).toBe(200);
      expect((await list(token)).body[0].title).toBe('Lamp en');
    });

    it('answers 422 to an unknown locale or query parameter, changing nothing', async () => {
      const token = await user();
      for (const res of [
        await list(token, '?locale=de'),
        await add(token, lamp, '?locale=de'),
        await add(token, lamp, '?extra=1'),
      ]) {
        expect(res.status).toBe(422);
        expect(res.body.code).toBe('validation_failed');
      }
      expect(await ids(token)).toEqual([]);
    });
  });

  it('refuses a body with fields (422)', async () => {
    const token = await user();
    const res = await api.call('POST', `/api/client/wish_list/add/${lamp}`, {
      token,
      body: { user_id: 'someone else' },
    });
    expect(res.status).toBe(422);
    expect(await ids(token)).toEqual([]);
  });

  it('hides a product the shop unpublished, and shows it again when it returns', async () => {
    const { db } = getDb();
    const token = await user();
    const gone = (await createProduct(db, { categoryId })).id;
    await add(token, gone);
    await add(token, lamp);
    await db.execute(sql`update products set published = false where id = ${gone}`);
    expect(await ids(token)).toEqual([lamp]);
    await db.execute(sql`update products set published = true where id = ${gone}`);
    expect(await ids(token)).toEqual([lamp, gone]);
  });

  it(`refuses a product past ${MAX_WISH_LIST_ITEMS} with 422; one already there is still fine`, async () => {
    const { db } = getDb();
    const { access_token: token, email } = await api.register();
    const [me] = await rows<{ id: string }>(db, sql`select id from users where email = ${email}`);
    // The products and the full list in two statements: 200 factory calls would be slow.
    await db.execute(sql`
      with p as (
        insert into products (category_id, sku, price_minor)
        select ${categoryId}, 'BULK-' || ${me!.id}::text || '-' || g, 1000
        from generate_series(1, ${MAX_WISH_LIST_ITEMS}) g returning id)
      insert into wishlist_items (user_id, product_id) select ${me!.id}, id from p`);
    const [first] = await rows<{ id: number }>(
      db,
      sql`select product_id as id from wishlist_items where user_id = ${me!.id} limit 1`,
    );
    const res = await add(token, lamp);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { id: ['wish_list.full'] }, code: 'wish_list_full' });
    expect((await add(token, first!.id)).status).toBe(200);
    const [count] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from wishlist_items where user_id = ${me!.id}`,
    );
    expect(count!.n).toBe(MAX_WISH_LIST_ITEMS);
  });
});
