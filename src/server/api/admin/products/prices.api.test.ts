import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { freshIp } from '#tests/setup/auth-client';
import { createCategory } from '#tests/factories/catalog';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';
import { rows } from '#server/db/rows';
import { z } from 'zod';
import { createJobQueue } from '#server/services/jobs/queue';
import { createSaleEdges } from '#server/services/prices/sale-edges';
import { createPageCache, type CachedPage } from '#server/plugins/page-cache/store';

/**
 * Price history, the 30-day lowest price and scheduled sales through the API
 * (docs/rules.md#lowest-price, #scheduled-sales; decision 044), on both databases.
 */
forEachDatabase('prices: history, 30-day lowest price, scheduled sales', (getDb) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let categoryId: number;
  let sku = 0;

  beforeAll(async () => {
    t = await createTestApp(getDb());
    const staff = await createStaff(getDb().db, { role: 'staff' });
    headers = await adminSession(t, staff.email);
    categoryId = (await createCategory(getDb().db, { slug: 'prices-lamps' })).id;
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const call = async (method: string, url: string, payload?: unknown, extra = {}) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, 'x-forwarded-for': freshIp(), ...extra },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const json = String(res.headers['content-type'] ?? '').includes('json');
    return { status: res.statusCode, body: json ? res.json() : null, raw: res.rawPayload };
  };
  const create = async (o: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/admin/products', {
      sku: `PRC-${++sku}`,
      category_id: categoryId,
      price: 100,
      stock: 5,
      translations: {
        pl: { title: `Lampa ${sku}` },
        en: { title: `Lamp ${sku}` },
        ru: { title: `Лампа ${sku}` },
      },
      ...o,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number; sku: string; version: number };
  };
  const shop = async (id: number, locale = 'pl') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/client/${locale}/get-product-data/${id}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<
      Array<{ price: number; price_sale: number | null; price_lowest_30d: number | null }>
    >()[0]!;
  };
  const history = (id: number) =>
    rows(
      getDb().db,
      sql`select offered_minor, regular_minor, on_sale, source from price_history
          where product_id = ${id} order by valid_from, id`,
      z.object({
        offered_minor: z.number(),
        regular_minor: z.number(),
        on_sale: z.boolean(),
        source: z.string(),
      }),
    );

  it('a product raised from 100 to 120, then put on sale at 90, shows lowest 100 (-10%)', async () => {
    const p = await create({ price: 100 });
    expect((await call('PATCH', `/api/admin/products/${p.id}`, { price: 120 })).status).toBe(200);
    expect((await call('PATCH', `/api/admin/products/${p.id}`, { sale_price: 90 })).status).toBe(
      200,
    );
    for (const locale of ['pl', 'en', 'ru']) {
      const product = await shop(p.id, locale);
      expect(product).toMatchObject({ price: 120, price_sale: 90, price_lowest_30d: 100 });
    }
    // The sales listing (index or SQL) carries the same figure.
    const sales = await t.app.inject({
      method: 'GET',
      url: `/api/client/pl/sales/categories/${categoryId}/pagination/yet?page=1`,
    });
    expect(sales.statusCode).toBe(200);
    const card = sales
      .json<{ products: Array<{ id: number; price_lowest_30d: number | null }> }>()
      .products.find((c) => c.id === p.id);
    expect(card?.price_lowest_30d).toBe(100);
    expect(await history(p.id)).toEqual([
      { offered_minor: 10_000, regular_minor: 10_000, on_sale: false, source: 'editor' },
      { offered_minor: 12_000, regular_minor: 12_000, on_sale: false, source: 'editor' },
      { offered_minor: 9_000, regular_minor: 12_000, on_sale: true, source: 'editor' },
    ]);
    // The sale ends: no reduction, no figure.
    await call('PATCH', `/api/admin/products/${p.id}`, { sale_price: null });
    expect(await shop(p.id)).toMatchObject({ price_sale: null, price_lowest_30d: null });
  });

  it('a save that leaves the prices alone appends nothing', async () => {
    const p = await create({ price: 50 });
    await call('PATCH', `/api/admin/products/${p.id}`, { stock: 9 });
    expect(await history(p.id)).toHaveLength(1);
  });

  it('bulk percentage changes append rows with source bulk', async () => {
    const a = await create({ price: 100, sale_price: 80 });
    const b = await create({ price: 200 });
    const res = await call('POST', '/api/admin/products/bulk', {
      action: 'price_percent',
      ids: [a.id, b.id],
      percent: -10,
    });
    expect(res.status).toBe(200);
    expect((await history(a.id)).at(-1)).toEqual({
      offered_minor: 7_200,
      regular_minor: 9_000,
      on_sale: true,
      source: 'bulk',
    });
    expect((await history(b.id)).at(-1)).toMatchObject({ offered_minor: 18_000, source: 'bulk' });
  });

  it('a CSV import appends rows with source import, and sale dates round-trip exactly', async () => {
    const p = await create({
      price: 100,
      sale_price: 70,
      sale_starts_at: '2099-01-01T10:00:00.000Z',
      sale_ends_at: '2099-01-08T10:00:00+00:00',
    });
    const exported = parse((await call('GET', '/api/admin/products/export')).raw, {
      bom: true,
    }) as string[][];
    const header = exported[0]!;
    const mine = exported.find((r) => r[0] === p.sku)!;
    expect(mine[header.indexOf('sale_price')]).toBe('70.00');
    expect(mine[header.indexOf('sale_starts_at')]).toBe('2099-01-01T10:00:00.000Z');
    expect(mine[header.indexOf('sale_ends_at')]).toBe('2099-01-08T10:00:00.000Z');
    const importCsv = (records: string[][]) =>
      call('POST', '/api/admin/products/import', stringify(records), {
        'content-type': 'text/csv',
      });
    // The export imports back unchanged.
    const same = await importCsv([header, mine]);
    expect(same.body).toMatchObject({ created: 0, updated: 0, errors: [] });
    // A new price by file: history row from the import; the window stays, so no sale yet.
    const changed = [...mine];
    changed[header.indexOf('price')] = '110.00';
    expect((await importCsv([header, changed])).body).toMatchObject({ updated: 1, errors: [] });
    expect((await history(p.id)).at(-1)).toEqual({
      offered_minor: 11_000,
      regular_minor: 11_000,
      on_sale: false,
      source: 'import',
    });
    // An end before the start is refused.
    const wrong = [...mine];
    wrong[header.indexOf('sale_ends_at')] = '2098-01-01T00:00:00Z';
    const refused = await importCsv([header, wrong]);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ column: 'sale_ends_at', row: 2 }),
    ]);
  });

  it('refuses a window that ends at or before its start (422)', async () => {
    const res = await call('POST', '/api/admin/products', {
      sku: `PRC-${++sku}`,
      category_id: categoryId,
      price: 100,
      sale_price: 80,
      sale_starts_at: '2099-01-02T00:00:00Z',
      sale_ends_at: '2099-01-02T00:00:00Z',
      translations: { pl: { title: 'x' }, en: { title: 'x' }, ru: { title: 'x' } },
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('sale_ends_at.not_after_start');
    const p = await create({ price: 100, sale_price: 80, sale_starts_at: '2099-01-02T00:00:00Z' });
    const patch = await call('PATCH', `/api/admin/products/${p.id}`, {
      sale_ends_at: '2099-01-01T00:00:00Z',
    });
    expect(patch.status).toBe(422);
  });

  describe('a scheduled sale with a moved clock', () => {
    it('appears and ends on time, and a page cached before an edge is not served after it', async () => {
      const H = 3_600_000;
      const start = Math.ceil(Date.now() / H) * H + 10 * H;
      const end = start + 24 * H;
      const p = await create({
        price: 100,
        sale_price: 75,
        sale_starts_at: new Date(start).toISOString(),
        sale_ends_at: new Date(end).toISOString(),
      });
      // Saved before the window: the owner's sale price is kept, nothing is offered yet.
      const admin = await call('GET', `/api/admin/products/${p.id}`);
      expect(admin.body).toMatchObject({
        sale_price: 75,
        sale_starts_at: new Date(start).toISOString(),
        sale_ends_at: new Date(end).toISOString(),
      });
      expect(await shop(p.id)).toMatchObject({ price_sale: null, price_lowest_30d: null });

      // This test's applier runs on its own clock: the app's (on the real clock) stops.
      await t.services.saleEdges.close();
      let clock = start - H;
      const edges = createSaleEdges({
        db: getDb().db,
        // A queue of its own that never runs: the test runs the edges itself (tick).
        jobs: createJobQueue({ db: getDb().db }),
        changed: (change) => t.services.catalog.invalidate(change),
        now: () => clock,
      });
      const cache = createPageCache({
        ttlMs: 10 * 24 * H,
        staleMs: 0,
        maxEntries: 10,
        maxBytes: 1e6,
        now: () => clock,
        until: () => edges.cacheUntil(),
      });
      const page = (): CachedPage => ({
        status: 200,
        headers: [],
        bodies: { identity: Buffer.from('x'), br: Buffer.from('x'), gzip: Buffer.from('x') },
        hash: 'h',
        tags: [],
        bytes: 10,
        storedAt: 0,
        revalidating: false,
        hits: 0,
        level: 'fast',
      });
      try {
        // Before the first run the next edge is unknown: nothing is cached.
        expect(cache.store('/pl/product/x', page(), cache.generation())).toBe(false);
        await edges.start();
        // The timer fires at the start (another product of this database may have an edge sooner).
        expect(edges.armedFor()).toBeLessThanOrEqual(start + 5);
        expect(edges.cacheUntil()).toBeLessThanOrEqual(start);
        expect(cache.store('/pl/product/x', page(), cache.generation())).toBe(true);
        expect(cache.lookup('/pl/product/x')?.state).toBe('fresh');

        // One millisecond before the edge: still the regular price, the page still served.
        clock = start - 1;
        await edges.tick();
        expect((await shop(p.id)).price_sale).toBeNull();
        expect(cache.lookup('/pl/product/x')).toBeDefined();

        // The edge: the page cached before it is gone, the sale is on, a schedule row is kept.
        clock = start;
        expect(cache.lookup('/pl/product/x')).toBeUndefined();
        await edges.tick();
        expect(await shop(p.id)).toMatchObject({ price_sale: 75, price_lowest_30d: 100 });
        expect((await history(p.id)).at(-1)).toMatchObject({ on_sale: true, source: 'schedule' });
        expect(edges.cacheUntil()).toBeLessThanOrEqual(end);

        // A second process reaching the same edge finds nothing left to move.
        const other = createSaleEdges({
          db: getDb().db,
          jobs: createJobQueue({ db: getDb().db }),
          changed: async () => {},
          now: () => clock,
        });
        await other.tick();
        await other.close();
        expect((await history(p.id)).filter((h) => h.source === 'schedule')).toHaveLength(1);

        // The end: back to the regular price.
        clock = end;
        await edges.tick();
        expect(await shop(p.id)).toMatchObject({ price_sale: null, price_lowest_30d: null });
        expect((await history(p.id)).at(-1)).toMatchObject({ on_sale: false, source: 'schedule' });
      } finally {
        await edges.close();
      }
    });
  });
});
