import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_COMPARE_PRODUCTS } from '#contracts/compare';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { freshIp } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';
import { rows } from '#tests/setup/sql-rows';

forEachDatabase('compare API', (getDb) => {
  let t: TestApp;
  let categoryId: number;
  /** Published products with attributes; `hidden` is unpublished. */
  let lamp: number;
  let chair: number;
  let table: number;
  let hidden: number;

  beforeAll(async () => {
    t = await createTestApp(getDb());
    const { db } = getDb();
    categoryId = (await createCategory(db)).id;
    lamp = (
      await createProduct(db, {
        categoryId,
        title: 'Lamp',
        attributes: { color: ['red', 'white'], material: ['glass'] },
      })
    ).id;
    chair = (
      await createProduct(db, { categoryId, title: 'Chair', attributes: { color: ['oak'] } })
    ).id;
    table = (await createProduct(db, { categoryId, title: 'Table' })).id;
    hidden = (await createProduct(db, { categoryId, title: 'Hidden', published: false })).id;
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const sessionCount = async () =>
    (
      await rows<{ n: number }>(getDb().db, sql`select count(*)::int as n from compare_sessions`)
    )[0]!.n;

  /** One browser: its own CSRF cookie and token, and whatever compare cookie the server gave it. */
  async function browser() {
    const csrf = await t.csrfHeaders();
    const jar: { compare?: string } = {};
    const call = async (
      url: string,
      o: { xhr?: boolean; token?: boolean; headers?: Record<string, string> } = {},
    ) => {
      const cookies = [csrf.cookie, jar.compare ? `sf_compare=${jar.compare}` : ''];
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: {
          cookie: cookies.filter(Boolean).join('; '),
          'x-forwarded-for': freshIp(),
          ...(o.xhr === false ? {} : { 'x-requested-with': 'XMLHttpRequest' }),
          ...(o.token === false ? {} : { 'x-csrf-token': csrf['x-csrf-token']! }),
          ...o.headers,
        },
      });
      const set = res.cookies.find((c) => c.name === 'sf_compare');
      if (set) jar.compare = set.value === '' ? undefined : set.value;
      return { status: res.statusCode, body: res.json(), headers: res.headers, set };
    };
    return {
      jar,
      call,
      get: (q = '') => call(`/get/comparisons${q}`),
      add: (id: number | string, q = '') => call(`/set/comparison?product=${id}${q}`),
      remove: (id: number | string, q = '') => call(`/delete/comparison?product=${id}${q}`),
      clear: () => call('/clear/comparisons'),
      ids: async () =>
        (await call('/get/comparisons')).body.products.map((p: { id: number }) => p.id),
    };
  }

  describe('reading', () => {
    it('answers the empty list to a browser without a cookie, creating nothing', async () => {
      const before = await sessionCount();
      const res = await t.app.inject({ method: 'GET', url: '/get/comparisons' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ products: [], url: '/' });
      expect(res.cookies.find((c) => c.name === 'sf_compare')).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(await sessionCount()).toBe(before);
    });
  });

  describe('adding', () => {
    it('creates the session on the first add and answers the products with attributes', async () => {
      const b = await browser();
      const before = await sessionCount();
      const res = await b.add(lamp);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({
        products: [
          {
            id: lamp,
            title: 'Lamp',
            slug: expect.stringMatching(/-pl$/),
            url: expect.stringMatching(/^\/pl\/product\//),
            price: 100,
            price_sale: null,
            price_lowest_30d: null,
            category: expect.any(String),
            image: expect.any(String),
            available: true,
            rating: null,
            group_more: null,
            attributes: [
              { key: 'color', name: 'color pl', value: 'red pl, white pl' },
              { key: 'material', name: 'material pl', value: 'glass pl' },
            ],
          },
        ],
        url: '/pl/compare',
      });
      expect(await sessionCount()).toBe(before + 1);
      expect(res.set).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: 30 * 24 * 60 * 60,
      });
      expect(res.set?.value).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    });

    it('keeps the order of adding, also after a product is taken out and put back', async () => {
      const b = await browser();
      for (const id of [chair, lamp, table]) expect((await b.add(id)).status).toBe(200);
      expect(await b.ids()).toEqual([chair, lamp, table]);
      await b.remove(lamp);
      const res = await b.add(lamp);
      expect(res.body.products.map((p: { id: number }) => p.id)).toEqual([chair, table, lamp]);
    });

    it('ignores a product already compared (same answer, one row)', async () => {
      const b = await browser();
      const first = await b.add(chair);
      const second = await b.add(chair);
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      const [row] = await rows<{ n: number }>(
        getDb().db,
        sql`select count(*)::int as n from compare_items where product_id = ${chair}
            and session_id = ${b.jar.compare!.split('.')[0]}`,
      );
      expect(row!.n).toBe(1);
    });

    it('speaks the locale asked for: titles, attribute names and values, url', async () => {
      const b = await browser();
      const res = await b.add(chair, '&locale=en');
      expect(res.body.url).toBe('/en/compare');
      expect(res.body.products[0]).toMatchObject({
        title: 'Chair en',
        url: expect.stringMatching(/^\/en\/product\/.*-en$/),
        attributes: [{ key: 'color', name: 'color en', value: 'oak en' }],
      });
      expect((await b.get('?locale=ru')).body.products[0].title).toBe('Chair ru');
    });

    it('refuses a product past the cap with 422 and keeps the list', async () => {
      const { db } = getDb();
      const b = await browser();
      const ids: number[] = [];
      for (let i = 0; i < MAX_COMPARE_PRODUCTS; i++) {
        ids.push((await createProduct(db, { categoryId })).id);
        expect((await b.add(ids[i]!)).status).toBe(200);
      }
      const res = await b.add(lamp);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ errors: { product: ['compare.full'] }, code: 'compare_full' });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(await b.ids()).toEqual(ids);
      // At the cap, one already there is still "ignored", not refused.
      expect((await b.add(ids[0]!)).status).toBe(200);
    });

    it.each([
      ['an unknown product', () => 2_000_000_000],
      ['an unpublished product', () => hidden],
    ])('answers 404 to %s and creates no session', async (_name, id) => {
      const b = await browser();
      const before = await sessionCount();
      const res = await b.add(id());
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: 'Product not found', code: 'product_not_found' });
      expect(res.set).toBeUndefined();
      expect(await sessionCount()).toBe(before);
    });

    it('leaves the list alone when a 404 comes to a browser with a list', async () => {
      const b = await browser();
      await b.add(table);
      expect((await b.add(hidden)).status).toBe(404);
      expect(await b.ids()).toEqual([table]);
    });
  });

  describe('bad input', () => {
    it.each([
      ['missing', '/set/comparison'],
      ['a word', '/set/comparison?product=abc'],
      ['empty', '/set/comparison?product='],
      ['a fraction', '/set/comparison?product=1.5'],
      ['a whole number written as a fraction', '/set/comparison?product=7.0'],
      ['negative', '/set/comparison?product=-1'],
      ['zero', '/set/comparison?product=0'],
      ['hexadecimal', '/set/comparison?product=0x10'],
      ['an exponent', '/set/comparison?product=1e1'],
      ['too large', '/set/comparison?product=99999999999'],
      ['repeated', '/set/comparison?product=1&product=2'],
      ['missing (delete)', '/delete/comparison'],
      ['a word (delete)', '/delete/comparison?product=abc'],
    ])('answers 422 to a product param that is %s, changing nothing', async (_name, url) => {
      const b = await browser();
      await b.add(chair);
      const before = await sessionCount();
      const res = await b.call(url);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.errors.product).toEqual(expect.arrayContaining([expect.any(String)]));
      expect(await b.ids()).toEqual([chair]);
      expect(await sessionCount()).toBe(before);
    });

    it('answers 422 to an unknown locale or an unknown parameter', async () => {
      const b = await browser();
      expect((await b.add(chair, '&locale=de')).status).toBe(422);
      expect((await b.add(chair, '&extra=1')).status).toBe(422);
      expect((await b.get('?locale=de')).status).toBe(422);
      expect(await b.ids()).toEqual([]);
    });
  });

  describe('CSRF', () => {
    const calls = (id: number) => [
      `/set/comparison?product=${id}`,
      `/delete/comparison?product=${id}`,
      '/clear/comparisons',
    ];

    it('refuses the three changing calls without X-Requested-With (403), changing nothing', async () => {
      const b = await browser();
      await b.add(lamp);
      for (const url of calls(chair)) {
        const res = await b.call(url, { xhr: false });
        expect(res.status, url).toBe(403);
        expect(res.body.code).toBe('csrf_failed');
        expect(res.headers['cache-control']).toBe('no-store');
      }
      expect((await b.call(`/delete/comparison?product=${lamp}`, { xhr: false })).status).toBe(403);
      expect(await b.ids()).toEqual([lamp]);
    });

    it('refuses them without the CSRF token or from another origin too', async () => {
      const b = await browser();
      await b.add(lamp);
      for (const url of calls(chair)) {
        expect((await b.call(url, { token: false })).status, url).toBe(403);
        const crossSite = await b.call(url, { headers: { origin: 'https://evil.example' } });
        expect(crossSite.status, url).toBe(403);
      }
      expect(await b.ids()).toEqual([lamp]);
    });

    it('lets anyone read the list without those headers', async () => {
      const b = await browser();
      await b.add(lamp);
      expect((await b.call('/get/comparisons', { xhr: false, token: false })).status).toBe(200);
    });
  });

  describe('one browser per list', () => {
    it('never shows or changes another browser’s list', async () => {
      const a = await browser();
      const b = await browser();
      await a.add(lamp);
      await a.add(chair);
      expect(await b.ids()).toEqual([]);
      await b.add(table);
      expect(await b.ids()).toEqual([table]);
      expect((await b.remove(lamp)).body.products.map((p: { id: number }) => p.id)).toEqual([
        table,
      ]);
      expect((await b.clear()).body).toEqual({ products: [], url: '/' });
      expect(await a.ids()).toEqual([lamp, chair]);
    });

    it('gives a forged or tampered cookie an empty list and no access to the real one', async () => {
      const a = await browser();
      await a.add(lamp);
      const [sessionId] = a.jar.compare!.split('.');
      const forgeries = [
        sessionId!, // the bare id, unsigned
        `${sessionId}.${'A'.repeat(43)}`, // the real id, a made-up signature
        `${randomUUID()}.${a.jar.compare!.split('.')[1]}`, // a signature moved to another id
        'garbage',
      ];
      for (const forged of forgeries) {
        const m = await browser();
        m.jar.compare = forged;
        expect((await m.get()).body, forged).toEqual({ products: [], url: '/' });
        expect((await m.remove(lamp)).body.products).toEqual([]);
        expect((await m.clear()).status).toBe(200);
        // Adding with a forged cookie starts a fresh list under a new, genuine cookie.
        const added = await m.add(chair);
        expect(added.body.products.map((p: { id: number }) => p.id)).toEqual([chair]);
        expect(m.jar.compare).not.toBe(forged);
        expect(m.jar.compare!.startsWith(sessionId!)).toBe(false);
      }
      expect(await a.ids()).toEqual([lamp]);
    });
  });

  describe('removing and clearing', () => {
    it('removes one product; removing one not on the list changes nothing', async () => {
      const b = await browser();
      await b.add(lamp);
      await b.add(chair);
      const res = await b.remove(lamp);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.products.map((p: { id: number }) => p.id)).toEqual([chair]);
      const again = await b.remove(lamp);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(res.body);
      expect((await b.remove(2_000_000_000)).body).toEqual(res.body);
    });

    it('answers url "/" once the last product is gone', async () => {
      const b = await browser();
      await b.add(lamp);
      expect((await b.remove(lamp)).body).toEqual({ products: [], url: '/' });
    });

    it('answers a removal without a cookie with the empty list, creating nothing', async () => {
      const b = await browser();
      const before = await sessionCount();
      const res = await b.remove(lamp);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ products: [], url: '/' });
      expect(await sessionCount()).toBe(before);
    });

    it('clears the list, ends the session and drops the cookie', async () => {
      const b = await browser();
      await b.add(lamp);
      await b.add(chair);
      const cookie = b.jar.compare!;
      const before = await sessionCount();
      const res = await b.clear();
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({ products: [], url: '/' });
      expect(res.set?.value).toBe('');
      expect(await sessionCount()).toBe(before - 1);
      b.jar.compare = cookie; // a copy of the old cookie is worth nothing now
      expect((await b.get()).body).toEqual({ products: [], url: '/' });
    });
  });

  describe('products that leave the shop', () => {
    it('hides an unpublished product and does not count it against the cap', async () => {
      const { db } = getDb();
      const b = await browser();
      const gone = (await createProduct(db, { categoryId })).id;
      await b.add(gone);
      await b.add(lamp);
      await db.execute(sql`update products set published = false where id = ${gone}`);
      expect(await b.ids()).toEqual([lamp]);
    });
  });

  describe('expiry', () => {
    it('purges sessions untouched for 30 days when a new one starts', async () => {
      const { db } = getDb();
      const old = await browser();
      await old.add(lamp);
      const [oldId] = old.jar.compare!.split('.');
      await db.execute(
        sql`update compare_sessions set updated_at = now() - interval '31 days' where id = ${oldId}`,
      );
      await (await browser()).add(chair);
      const left = await rows<{ id: string }>(
        db,
        sql`select id from compare_sessions where id = ${oldId}`,
      );
      expect(left).toEqual([]);
      // The stale cookie is dropped on the next change instead of pointing nowhere.
      const res = await old.remove(lamp);
      expect(res.body).toEqual({ products: [], url: '/' });
      expect(res.set?.value).toBe('');
    });
  });

  describe('rate limit', () => {
    it('caps adds per address (120 a minute) with 429', async () => {
      const b = await browser();
      const ip = freshIp();
      let last = 0;
      for (let i = 0; i < 121; i++) {
        last = (await b.call('/set/comparison?product=abc', { headers: { 'x-forwarded-for': ip } }))
          .status;
      }
      expect(last).toBe(429);
    });
  });
});
