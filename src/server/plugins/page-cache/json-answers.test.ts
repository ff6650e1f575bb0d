import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { freshIp } from '#tests/setup/auth-client';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';
import { jsonAnswerKey } from './page-head';

/**
 * The listing calls' JSON kept in the page cache (json-answers.ts), through the real app: hits,
 * codings and validators, purges by a product change and at a sale edge, errors never kept.
 * The hit lane's side is in json-lane.test.ts.
 */
forEachDatabase('listing answers from the page cache', (getDb) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let categoryId: number;
  let productId: number;

  beforeAll(async () => {
    const { db } = getDb();
    categoryId = (await createCategory(db, { slug: 'json-cache-lamps', title: 'Lamps' })).id;
    for (let i = 1; i <= 30; i += 1) {
      const p = await createProduct(db, {
        categoryId,
        title: `Cached lamp ${i}`,
        price: 10_000 + i * 100,
        attributes: { color: [i % 2 === 0 ? 'red' : 'black'] },
        createdAt: new Date(Date.UTC(2026, 0, i)),
      });
      if (i === 30) productId = p.id; // the newest: first on page 1
    }
    t = await createTestApp(getDb());
    const staff = await createStaff(db, { role: 'staff' });
    admin = await adminSession(t, staff.email);
  });
  afterAll(() => t?.app.close());

  const listUrl = () => `/api/client/pl/catalog/${categoryId}/pagination/yet?page=1`;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const hits = async () => {
    const text = await t.app.metrics.registry.getSingleMetricAsString(
      'storefront_page_cache_total',
    );
    return Number(/result="hit"\} (\d+)/.exec(text)?.[1] ?? 0);
  };
  /** The answer's head without what differs per response. */
  const head = (headers: Record<string, unknown>) => {
    const { date: _d, connection: _c, 'x-page-cache': _x, 'keep-alive': _k, ...rest } = headers;
    return rest;
  };
  const patch = (id: number, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${id}`,
      headers: { ...admin, 'x-forwarded-for': freshIp() },
      payload,
    });

  it('answers a second identical call from the cache: the same bytes and headers', async () => {
    const url = `/api/client/pl/catalog/${categoryId}/pagination/yet?page=1&color=red`;
    const before = await hits();
    const miss = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(miss.statusCode).toBe(200);
    expect(miss.headers['x-page-cache']).toBe('miss');
    const hit = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(await hits()).toBe(before + 1);
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(head(hit.headers)).toEqual(head(miss.headers));
    expect(hit.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=90',
    });
    expect(String(hit.headers.etag)).toMatch(/^"[\w-]+-br"$/);
    const body = JSON.parse(brotliDecompressSync(hit.rawPayload).toString()) as {
      products: Array<{ title: string }>;
      page: unknown;
    };
    expect(body.products).toHaveLength(15);
    expect(body.page).toBe('1');
    // The store holds it under the normalised address: another order of the query is the same.
    expect(t.app.pageCache.lookup(jsonAnswerKey(url))?.state).toBe('fresh');
    const reordered = await get(
      `/api/client/pl/catalog/${categoryId}/pagination/yet?color=red&page=1`,
      { 'accept-encoding': 'br, gzip' },
    );
    expect(reordered.headers['x-page-cache']).toBe('hit');
    expect(reordered.rawPayload.equals(miss.rawPayload)).toBe(true);
  });

  it('stores br, gzip and identity bytes of one JSON, each with its validator and its 304', async () => {
    const url = `/api/client/pl/catalog/${categoryId}/pagination/yet?page=1&sort=price-asc`;
    // The miss for a client that takes only a coding not stored: the identity bytes, not
    // compressed again on the way out by @fastify/compress.
    const identity = await get(url, { 'accept-encoding': 'deflate' });
    const br = await get(url, { 'accept-encoding': 'gzip;q=0.5, br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip, br;q=0' });
    const none = await get(url);
    expect([identity, br, gzip, none].map((r) => r.headers['x-page-cache'])).toEqual([
      'miss',
      'hit',
      'hit',
      'hit',
    ]);
    expect(identity.rawPayload.length).toBeGreaterThan(1024); // over the compression threshold
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(none.headers['content-encoding']).toBeUndefined();
    const json = identity.rawPayload;
    expect(brotliDecompressSync(br.rawPayload).equals(json)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(json)).toBe(true);
    expect(none.rawPayload.equals(json)).toBe(true);
    expect(identity.headers['content-length']).toBe(String(json.length));
    expect(JSON.parse(json.toString())).toMatchObject({ page: '1' });
    const tags = new Set([br, gzip, identity].map((r) => r.headers.etag));
    expect(tags.size).toBe(3);
    const notModified = await get(url, {
      'accept-encoding': 'gzip',
      'if-none-match': String(gzip.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers.etag).toBe(gzip.headers.etag);
  });

  it('answers the same with or without a token: the listing never reads it', async () => {
    const url = `/api/client/pl/catalog/${categoryId}/pagination/yet?page=1&color=black`;
    const guest = await get(url, { 'accept-encoding': 'br' });
    const shopper = await get(url, {
      'accept-encoding': 'br',
      authorization: 'Bearer not.a.token',
    });
    expect(shopper.statusCode).toBe(200);
    expect(shopper.headers['x-page-cache']).toBe('hit');
    expect(shopper.rawPayload.equals(guest.rawPayload)).toBe(true);
  });

  it('keeps the count calls too', async () => {
    const url = `/api/client/pl/catalog/${categoryId}/count?color=red`;
    const first = await get(url);
    const second = await get(url);
    expect(first.json()).toEqual({ count: 15 });
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual([
      'miss',
      'hit',
    ]);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('never stores an error answer', async () => {
    const entries = t.app.pageCache.stats().entries;
    const missing = `/api/client/pl/catalog/999999/pagination/yet?page=1`;
    const invalid = `/api/client/pl/search/result/pagination/yet?page=1`; // no search: 400
    for (const url of [missing, missing, invalid, invalid]) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['x-page-cache']).toBeUndefined();
      expect(res.headers['cache-control']).toBeUndefined();
      expect(res.json()).toHaveProperty('code');
    }
    expect(t.app.pageCache.stats().entries).toBe(entries);
    expect(t.app.pageCache.lookup(missing)).toBeUndefined();
  });

  it('drops the answers when a product changes (PATCH in the back office)', async () => {
    const first = await get(listUrl());
    await get(listUrl());
    const card = () =>
      get(listUrl()).then((res) => ({
        cache: res.headers['x-page-cache'],
        card: res
          .json<{ products: Array<{ id: number; price: number }> }>()
          .products.find((p) => p.id === productId),
      }));
    expect(await card()).toMatchObject({ cache: 'hit', card: { price: 130 } });
    expect(first.statusCode).toBe(200);
    const res = await patch(productId, { price: 250 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await card()).toMatchObject({ cache: 'miss', card: { price: 250 } });
    expect(await card()).toMatchObject({ cache: 'hit', card: { price: 250 } });
  });

  it('keeps an answer no later than the next sale edge, then shows the sale', async () => {
    const { db } = getDb();
    const saleCategory = (await createCategory(db, { slug: 'json-cache-sale' })).id;
    await createProduct(db, { categoryId: saleCategory, title: 'Always on sale', sale: 5_000 });
    const soon = await createProduct(db, { categoryId: saleCategory, title: 'Soon on sale' });
    const start = Date.now() + 4_000;
    const res = await patch(soon.id, {
      sale_price: 42,
      sale_starts_at: new Date(start).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    // The applier looks the next edge up after the change (and drops what was kept longer).
    for (let i = 0; i < 100 && t.services.saleEdges.cacheUntil() !== start; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(t.services.saleEdges.cacheUntil()).toBe(start);
    const url = `/api/client/pl/sales/categories/${saleCategory}/pagination/yet?page=1`;
    const ids = (r: Awaited<ReturnType<typeof get>>) =>
      r.json<{ products: Array<{ id: number }> }>().products.map((p) => p.id);
    const before = await get(url);
    expect(ids(before)).not.toContain(soon.id);
    const cached = t.app.pageCache.lookup(jsonAnswerKey(url));
    expect(cached?.page.until).toBeLessThanOrEqual(start);
    expect((await get(url)).headers['x-page-cache']).toBe('hit');
    // Past the edge: the applier moved the product; the answer stored before is not served.
    let after = await get(url);
    for (let i = 0; i < 120 && !ids(after).includes(soon.id); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await get(url);
    }
    expect(Date.now()).toBeGreaterThanOrEqual(start);
    expect(ids(after)).toContain(soon.id);
    expect(after.headers['x-page-cache']).toBe('miss');
  });
});
