import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { freshIp } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';
import { PAGE_SIZE } from '#server/services/catalog/listing';

/**
 * A shopper is answered while an import runs (decision 051): the listing index answers from
 * memory, and the import's change moves only its products. Listings are asked one after another
 * from the import's start to its end; each must come back in time, with the category's products.
 */
forEachDatabase('a shopper during a CSV import', (getDb) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let shelf: number;
  let imported: number;

  beforeAll(async () => {
    t = await createTestApp(getDb());
    const { db } = getDb();
    headers = await adminSession(t, (await createStaff(db, { role: 'staff' })).email);
    shelf = (await createCategory(db, { slug: 'shelf' })).id;
    imported = (await createCategory(db, { slug: 'imported' })).id;
    for (let i = 0; i < 30; i++) {
      await createProduct(db, { categoryId: shelf, title: `Shelf ${i}`, price: 1_000 + i * 100 });
    }
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const listing = async (i: number) => {
    // A new price range each time: the page cache cannot answer, the index must.
    const url = `/api/client/pl/catalog/${shelf}/pagination/yet?page=1-2&price=0-${20 + (i % 200)}`;
    const started = performance.now();
    const res = await t.app.inject({ method: 'GET', url });
    return { ms: performance.now() - started, status: res.statusCode, body: res.json() };
  };

  it(
    'answers listings while a long import is checked and written',
    { timeout: 120_000 },
    async () => {
      // A shop that has been running: the index built, every card shown read once.
      await t.services.catalog.listingIndex.ready();
      expect((await listing(999)).body.products).toHaveLength(30);
      const columns = [
        'sku',
        'category',
        'price',
        'stock',
        'published',
        'title_pl',
        'title_en',
        'title_ru',
      ];
      const rowsOf = Array.from({ length: 2_500 }, (_, i) => [
        `IMP-${i}`,
        String(imported),
        `${10 + (i % 90)}.00`,
        '3',
        'true',
        `Półka ${i}`,
        `Shelf ${i}`,
        `Полка ${i}`,
      ]);
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/import',
        headers: { ...headers, 'content-type': 'text/csv', 'x-forwarded-for': freshIp() },
        payload: stringify([columns, ...rowsOf]),
      });
      expect(started.statusCode).toBe(202);
      const job = started.json<{ job: string }>().job;

      let done = false;
      let report: unknown;
      const watching = (async () => {
        while (!done) {
          const poll = await t.app.inject({ method: 'GET', url: job, headers });
          done = poll.json<{ state: string }>().state !== 'running';
          report = poll.json<{ report: unknown }>().report;
          if (!done) await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      const during: number[] = [];
      for (let i = 0; !done; i++) {
        const answer = await listing(i);
        expect(answer.status).toBe(200);
        expect(answer.body.products.length).toBeGreaterThan(0);
        if (!done) during.push(answer.ms);
      }
      await watching;
      expect(report).toEqual({ created: 2_500, updated: 0, errors: [] });
      during.sort((a, b) => a - b);
      const at = (q: number) => during[Math.floor(during.length * q)]!;
      if (getDb().kind === 'postgres') {
        // Answered throughout, not only before or after the import; generous for a busy
        // shared machine (a request blocked behind the import's work waits seconds).
        expect(during.length).toBeGreaterThan(20);
        expect(at(0.95)).toBeLessThan(1_000);
      } else {
        // PGlite runs the import's statements on this same thread, one at a time, and a
        // listing that needs SQL (a category tree past its 30 s) waits for the import's
        // transaction (decision 016): listings are answered between its statements (p50 ~0.1-0.9 s
        // on a loaded machine), not once it is over (20-60 s).
        expect(during.length).toBeGreaterThan(5);
        expect(at(0.5)).toBeLessThan(5_000);
      }
      // The imported products are listed soon after: the job reads as done once its
      // transaction commits, a moment before the import names its products on the bus.
      const pages = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/client/pl/catalog/${imported}/pagination/yet?page=1`,
          })
        ).json<{ pagination: { lastPage: number } }>().pagination.lastPage;
      await expect.poll(pages, { timeout: 10_000 }).toBe(Math.ceil(2_500 / PAGE_SIZE));
    },
  );
});
