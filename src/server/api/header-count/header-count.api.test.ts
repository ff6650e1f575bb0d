import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { authClient } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';
import { rows } from '#tests/setup/sql-rows';

forEachDatabase('header count API', (getDb) => {
  let t: TestApp;
  let api: ReturnType<typeof authClient>;
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp(getDb());
    api = authClient(t);
    const { db } = getDb();
    const categoryId = (await createCategory(db)).id;
    ids = [];
    for (let i = 0; i < 4; i++) ids.push((await createProduct(db, { categoryId })).id);
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const URL = '/api/client/header/products/count';
  const count = async (o: { token?: string; cookie?: string } = {}) => {
    const res = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: {
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...(o.cookie ? { cookie: o.cookie } : {}),
      },
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };

  /** A compare list of `n` products in a fresh browser; answers its cookie header. */
  const compareOf = async (n: number) => {
    const csrf = await t.csrfHeaders();
    let cookie = csrf.cookie!;
    for (const id of ids.slice(0, n)) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/set/comparison?product=${id}`,
        headers: { ...csrf, cookie },
      });
      const set = res.cookies.find((c) => c.name === 'sf_compare');
      if (set) cookie = `${csrf.cookie}; sf_compare=${set.value}`;
    }
    return cookie;
  };

  /** A logged-in user with a server cart of the given counts and a wish list of `wish` products. */
  const userWith = async (cart: number[], wish: number) => {
    const { access_token: token, email } = await api.register();
    const { db } = getDb();
    const [user] = await rows<{ id: string }>(db, sql`select id from users where email = ${email}`);
    if (cart.length) {
      const [c] = await rows<{ id: number }>(
        db,
        sql`insert into carts (user_id) values (${user!.id}) returning id`,
      );
      for (const [i, n] of cart.entries())
        await db.execute(
          sql`insert into cart_lines (cart_id, product_id, count) values (${c!.id}, ${ids[i]!}, ${n})`,
        );
    }
    for (const id of ids.slice(0, wish))
      expect((await api.call('POST', `/api/client/wish_list/add/${id}`, { token })).status).toBe(
        200,
      );
    return token;
  };

  it('answers zeros to a guest without a compare list, not cacheable', async () => {
    const res = await count();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cart: 0, wish_list: 0, compare: 0 });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("counts a guest's compare list from the cookie", async () => {
    expect((await count({ cookie: await compareOf(3) })).body).toEqual({
      cart: 0,
      wish_list: 0,
      compare: 3,
    });
  });

  it('counts cart items (sum of counts), wish list and compare for a user', async () => {
    const token = await userWith([2, 5, 1], 2);
    const cookie = await compareOf(4);
    expect((await count({ token, cookie })).body).toEqual({ cart: 8, wish_list: 2, compare: 4 });
    expect((await count({ token })).body).toEqual({ cart: 8, wish_list: 2, compare: 0 });
  });

  it("never counts another user's cart or wish list", async () => {
    await userWith([3], 3);
    const other = await userWith([], 0);
    expect((await count({ token: other })).body).toEqual({ cart: 0, wish_list: 0, compare: 0 });
  });

  it('counts nothing for a forged compare cookie', async () => {
    const real = await compareOf(2);
    const forged = real.replace(/sf_compare=([^.;]+)\.[^;]+/, `sf_compare=$1.${'A'.repeat(43)}`);
    expect(forged).not.toBe(real);
    expect((await count({ cookie: forged })).body.compare).toBe(0);
  });

  it('leaves out products the shop unpublished from wish list and compare', async () => {
    const { db } = getDb();
    const categoryId = (await createCategory(db)).id;
    const gone = (await createProduct(db, { categoryId })).id;
    const token = await userWith([], 1);
    expect((await api.call('POST', `/api/client/wish_list/add/${gone}`, { token })).status).toBe(
      200,
    );
    expect((await count({ token })).body.wish_list).toBe(2);
    await db.execute(sql`update products set published = false where id = ${gone}`);
    expect((await count({ token })).body.wish_list).toBe(1);
  });

  it('answers 401 to a bad token, so the browser refreshes it', async () => {
    const res = await count({ token: 'not.a.token' });
    expect(res.status).toBe(401);
  });
});
