import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { authClient, freshIp } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';
import { CSV_GROUP_COLUMNS } from '#contracts/admin/import';
import { rows } from '#tests/setup/sql-rows';

const BASE = [
  'sku',
  'category',
  'price',
  'sale_price',
  'stock',
  'published',
  'vat_rate',
  'fits_locker',
  'made_to_order',
  'title_pl',
  'title_en',
  'title_ru',
  'description_pl',
  'description_en',
  'description_ru',
  'sale_starts_at',
  'sale_ends_at',
  'manufacturer',
  'gtin',
  'safety_pl',
  'safety_en',
  'safety_ru',
];

forEachDatabase('products CSV import and export', (getDb) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let categoryId: number;
  let otherCategoryId: number;

  beforeAll(async () => {
    t = await createTestApp(getDb());
    const { db } = getDb();
    const staff = await createStaff(db, { role: 'staff' });
    headers = await adminSession(t, staff.email);
    categoryId = (await createCategory(db)).id;
    otherCategoryId = (await createCategory(db)).id;
    // The attributes and values the files below use (the factory makes them on demand).
    await createProduct(db, {
      categoryId,
      title: 'Stored lamp',
      attributes: { color: ['black', 'white'], material: ['oak'] },
    });
    await createProduct(db, { categoryId, attributes: { material: ['glass'] } });
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const csvOf = (records: string[][]) => stringify(records);
  const importCsv = (body: string | Buffer, query = '', extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/products/import${query}`,
      headers: {
        ...headers,
        'content-type': 'text/csv',
        'x-forwarded-for': freshIp(),
        ...extra,
      },
      payload: body,
    });
  const exportCsv = () =>
    t.app.inject({ method: 'GET', url: '/api/admin/products/export', headers });
  const exported = async () => {
    const res = await exportCsv();
    return parse(res.rawPayload, { bom: true }) as string[][];
  };
  const product = async (sku: string) => {
    const [row] = await rows<{
      id: number;
      price_minor: number;
      price_sale_minor: number | null;
      stock: number;
      published: boolean;
      version: number;
      category_id: number;
      value_ids: number[];
    }>(getDb().db, sql`select * from products where sku = ${sku}`);
    return row;
  };
  const texts = async (sku: string) =>
    rows<{ locale: string; title: string; slug: string; description: string }>(
      getDb().db,
      sql`select t.locale, t.title, t.slug, t.description from product_translations t
          join products p on p.id = t.product_id where p.sku = ${sku} order by t.locale`,
    );
  const newRow = (sku: string, over: Partial<Record<string, string>> = {}) => {
    const values: Record<string, string> = {
      sku,
      category: String(categoryId),
      price: '199.99',
      sale_price: '',
      stock: '5',
      published: 'true',
      title_pl: `Lampa ${sku}`,
      title_en: `Lamp ${sku}`,
      title_ru: `Лампа ${sku}`,
      description_pl: 'Opis',
      description_en: 'About',
      description_ru: 'Описание',
      attr_color: 'black|white',
      attr_material: 'oak',
      ...over,
    };
    return values;
  };
  const fileOf = (...items: Record<string, string>[]) => {
    const columns = Object.keys(items[0]!);
    return csvOf([columns, ...items.map((i) => columns.map((c) => i[c] ?? ''))]);
  };

  describe('export', () => {
    it('streams every product as CSV with the contract columns and one column per attribute', async () => {
      const res = await exportCsv();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf])); // BOM
      expect(res.body).toContain('\r\n');
      const [header, ...data] = await exported();
      expect(header).toEqual([...BASE, 'attr_color', 'attr_material', ...CSV_GROUP_COLUMNS]);
      const stored = data.find((r) => r[9] === 'Stored lamp')!;
      expect(stored.slice(2, 9)).toEqual(['100.00', '', '10', 'true', '23', 'true', 'false']);
      expect(stored[1]).toBe(String(categoryId));
      // Sale window, safety (manufacturer, gtin, safety texts: the default and none), attributes, group.
      expect(stored.slice(15)).toEqual([
        ...['', '', '', '', '', '', ''],
        ...['black|white', 'oak', '', '', '', '', '', ''],
      ]);
    });
  });

  describe('import', () => {
    it('reads the VAT rate and the locker flag, refuses other rates, and exports them back', async () => {
      const bad = await importCsv(fileOf(newRow('VAT-1', { vat_rate: '7', fits_locker: 'maybe' })));
      expect(bad.json().errors).toEqual([
        { row: 2, column: 'vat_rate', message: 'The VAT rate is 23, 8, 5 or 0' },
        { row: 2, column: 'fits_locker', message: expect.stringContaining('true or false') },
      ]);
      const ok = await importCsv(fileOf(newRow('VAT-1', { vat_rate: '8', fits_locker: 'false' })));
      expect(ok.json()).toEqual({ created: 1, updated: 0, errors: [] });
      const [row] = await rows<{ vat_rate: number; fits_locker: boolean }>(
        getDb().db,
        sql`select vat_rate, fits_locker from products where sku = 'VAT-1'`,
      );
      expect(row).toEqual({ vat_rate: 8, fits_locker: false });
      const line = (await exported()).find((r) => r[0] === 'VAT-1')!;
      expect(line.slice(6, 8)).toEqual(['8', 'false']);
      const changed = await importCsv(
        fileOf(newRow('VAT-1', { vat_rate: '5', fits_locker: 'false' })),
      );
      expect(changed.json()).toEqual({ created: 0, updated: 1, errors: [] });
      // Empty cells are not given: the known product keeps 5% and "does not fit", a new one
      // takes the defaults.
      const blank = await importCsv(
        fileOf(
          newRow('VAT-1', { vat_rate: '', fits_locker: '' }),
          newRow('VAT-2', { vat_rate: '', fits_locker: '' }),
        ),
      );
      expect(blank.json()).toEqual({ created: 1, updated: 0, errors: [] });
      const kept = await rows<{ sku: string; vat_rate: number; fits_locker: boolean }>(
        getDb().db,
        sql`select sku, vat_rate, fits_locker from products where sku like 'VAT-%' order by sku`,
      );
      expect(kept).toEqual([
        { sku: 'VAT-1', vat_rate: 5, fits_locker: false },
        { sku: 'VAT-2', vat_rate: 23, fits_locker: true },
      ]);
    });

    it('reads "made to order", refuses other values, keeps it on an empty cell, and exports it back', async () => {
      const bad = await importCsv(fileOf(newRow('MTO-1', { made_to_order: 'sometimes' })));
      expect(bad.json().errors).toEqual([
        { row: 2, column: 'made_to_order', message: expect.stringContaining('true or false') },
      ]);
      const ok = await importCsv(
        fileOf(newRow('MTO-1', { made_to_order: 'true' }), newRow('MTO-2')),
      );
      expect(ok.json()).toEqual({ created: 2, updated: 0, errors: [] });
      const made = () =>
        rows<{ sku: string; made_to_order: boolean }>(
          getDb().db,
          sql`select sku, made_to_order from products where sku like 'MTO-%' order by sku`,
        );
      expect(await made()).toEqual([
        { sku: 'MTO-1', made_to_order: true },
        { sku: 'MTO-2', made_to_order: false },
      ]);
      const line = (await exported()).find((r) => r[0] === 'MTO-1')!;
      expect(line[8]).toBe('true');
      // An empty cell leaves a known product as it is.
      const blank = await importCsv(fileOf(newRow('MTO-1', { made_to_order: '' })));
      expect(blank.json()).toEqual({ created: 0, updated: 0, errors: [] });
      const changed = await importCsv(fileOf(newRow('MTO-2', { made_to_order: '1' })));
      expect(changed.json()).toEqual({ created: 0, updated: 1, errors: [] });
      expect(await made()).toEqual([
        { sku: 'MTO-1', made_to_order: true },
        { sku: 'MTO-2', made_to_order: true },
      ]);
      // The export imports back with no change.
      const again = await importCsv((await exportCsv()).rawPayload);
      expect(again.json()).toEqual({ created: 0, updated: 0, errors: [] });
    });

    it('reports a bad row by row and column and writes nothing; fixed, the file imports', async () => {
      const bad = fileOf(
        newRow('NEW-1'),
        newRow('NEW-2', { price: '12,50', attr_color: 'purple' }),
        newRow('NEW-3', { category: '999999' }),
      );
      const res = await importCsv(bad);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        created: 0,
        updated: 0,
        errors: [
          { row: 3, column: 'price', message: expect.stringContaining('dot') },
          { row: 3, column: 'attr_color', message: expect.stringContaining('purple') },
          { row: 4, column: 'category', message: 'There is no category 999999' },
        ],
      });
      expect(await product('NEW-1')).toBeUndefined();

      const fixed = fileOf(
        newRow('NEW-1'),
        newRow('NEW-2', { price: '12.5', sale_price: '9.99' }),
        newRow('NEW-3', { published: 'FALSE', attr_color: '' }),
      );
      const ok = await importCsv(fixed);
      expect(ok.json()).toEqual({ created: 3, updated: 0, errors: [] });
      expect(await product('NEW-2')).toMatchObject({
        price_minor: 1250,
        price_sale_minor: 999,
        stock: 5,
        published: true,
        version: 1,
      });
      expect((await product('NEW-3'))!.published).toBe(false);
      expect((await product('NEW-3'))!.value_ids).toHaveLength(1);
      expect((await product('NEW-1'))!.value_ids).toHaveLength(3);
      expect(await texts('NEW-1')).toEqual([
        { locale: 'en', title: 'Lamp NEW-1', slug: 'lamp-new-1', description: 'About' },
        { locale: 'pl', title: 'Lampa NEW-1', slug: 'lampa-new-1', description: 'Opis' },
        { locale: 'ru', title: 'Лампа NEW-1', slug: 'lampa-new-1', description: 'Описание' },
      ]);
    });

    it('writes an audit row per import with the counts and SKUs, in the same transaction', async () => {
      await importCsv(fileOf(newRow('AUDIT-1'), newRow('AUDIT-2')));
      const [entry] = await rows<{
        action: string;
        entity: string;
        after: Record<string, unknown>;
      }>(getDb().db, sql`select action, entity, after from audit_log order by id desc limit 1`);
      expect(entry).toEqual({
        action: 'import',
        entity: 'product',
        after: { created: 2, updated: 0, created_skus: ['AUDIT-1', 'AUDIT-2'], updated_skus: [] },
      });
    });

    it('drops the storefront caches after an import that changed something, only then', async () => {
      const generation = () => t.app.pageCache.generation();
      const before = generation();
      await importCsv(
        csvOf([
          ['sku', 'stock'],
          ['AUDIT-1', '7'],
        ]),
      );
      expect(generation()).toBeGreaterThan(before);
      const after = generation();
      await importCsv(
        csvOf([
          ['sku', 'stock'],
          ['AUDIT-1', '7'],
        ]),
      );
      await importCsv(
        csvOf([
          ['sku', 'stock'],
          ['AUDIT-1', '8'],
        ]),
        '?dry_run=1',
      );
      expect(generation()).toBe(after);
      const listing = await t.app.inject({
        method: 'GET',
        url: `/api/client/pl/catalog/${categoryId}/pagination/yet?page=1`,
      });
      expect(listing.json().products.map((p: { title: string }) => p.title)).toContain(
        'Lampa AUDIT-1',
      );
    });

    it('on a dry run checks and counts, and writes nothing', async () => {
      const before = await rows<{ n: number }>(
        getDb().db,
        sql`select count(*)::int as n from audit_log`,
      );
      const res = await importCsv(
        fileOf(newRow('DRY-1'), newRow('NEW-1', { stock: '9' })),
        '?dry_run=1',
      );
      expect(res.json()).toEqual({ created: 1, updated: 1, errors: [] });
      expect(await product('DRY-1')).toBeUndefined();
      expect((await product('NEW-1'))!.stock).toBe(5);
      const after = await rows<{ n: number }>(
        getDb().db,
        sql`select count(*)::int as n from audit_log`,
      );
      expect(after).toEqual(before);
    });

    it('imports an unchanged export back with no change, and bumps no version', async () => {
      const before = await rows<{ sku: string; version: number; updated_at: Date }>(
        getDb().db,
        sql`select sku, version, updated_at from products order by id`,
      );
      const file = (await exportCsv()).rawPayload;
      const res = await importCsv(file);
      expect(res.json()).toEqual({ created: 0, updated: 0, errors: [] });
      const after = await rows(
        getDb().db,
        sql`select sku, version, updated_at from products order by id`,
      );
      expect(after).toEqual(before);
    });

    it('updates only what changed, bumps the version once and keeps the address', async () => {
      const { version } = (await product('NEW-1'))!;
      const slugs = (await texts('NEW-1')).map((x) => x.slug);
      const file = csvOf([
        ['sku', 'price', 'title_en', 'attr_material', 'category'],
        ['NEW-1', '150.00', 'Renamed lamp', 'glass', String(otherCategoryId)],
      ]);
      expect((await importCsv(file)).json()).toEqual({ created: 0, updated: 1, errors: [] });
      const p = (await product('NEW-1'))!;
      expect(p).toMatchObject({ price_minor: 15_000, stock: 5, version: version + 1 });
      expect(p.category_id).toBe(otherCategoryId);
      expect(p.value_ids).toHaveLength(3); // black, white (untouched column), glass
      const after = await texts('NEW-1');
      expect(after.map((x) => x.title)).toEqual(['Renamed lamp', 'Lampa NEW-1', 'Лампа NEW-1']);
      expect(after.map((x) => x.slug)).toEqual(slugs);
      // The same file again changes nothing.
      expect((await importCsv(file)).json()).toEqual({ created: 0, updated: 0, errors: [] });
      expect((await product('NEW-1'))!.version).toBe(version + 1);
    });

    it('reads an Excel file: BOM, CRLF, `;`, quoted cells with commas, quotes and line breaks', async () => {
      const lines = [
        'sku;category;price;title_pl;title_en;title_ru;description_pl',
        `XL-1;${categoryId};10.00;"Stół; dębowy, 2 m";"Table ""Oak""";Стол;"Linia 1\r\nLinia 2, z przecinkiem"`,
      ];
      const body = Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from(lines.join('\r\n') + '\r\n'),
      ]);
      expect((await importCsv(body)).json()).toEqual({ created: 1, updated: 0, errors: [] });
      const [en, pl] = await texts('XL-1');
      expect(en!.title).toBe('Table "Oak"');
      expect(pl!.title).toBe('Stół; dębowy, 2 m');
      expect(pl!.description).toBe('Linia 1\r\nLinia 2, z przecinkiem');
      expect(pl!.slug).toBe('stol-debowy-2-m');
    });

    it("exports formula-like text with a ' in front and imports it back exactly", async () => {
      const file = fileOf(
        newRow('=SKU', {
          title_pl: '=HYPERLINK("http://evil")',
          title_en: '+48 lamp',
          description_ru: '@cmd',
        }),
      );
      expect((await importCsv(file)).json()).toMatchObject({ created: 1, errors: [] });
      const row = (await exported()).find((r) => r[0] === "'=SKU")!;
      expect(row.slice(9, 12)).toEqual([`'=HYPERLINK("http://evil")`, "'+48 lamp", 'Лампа =SKU']);
      expect(row[14]).toBe("'@cmd");
      const [, pl] = await texts('=SKU');
      expect(pl!.title).toBe('=HYPERLINK("http://evil")');
      const again = await importCsv((await exportCsv()).rawPayload);
      expect(again.json()).toEqual({ created: 0, updated: 0, errors: [] });
    });

    it('ignores empty columns after the last one, and counts cells against the header', async () => {
      const file = csvOf([
        ['sku', 'stock', '', ''],
        ['NEW-1', '6', '', ''],
        ['NEW-2', '6'],
        ['NEW-3', '6', 'x'],
        ['NEW-4'],
      ]);
      expect((await importCsv(file)).json().errors).toEqual([
        { row: 4, column: null, message: 'This row has 3 cells; the header has 2' },
        { row: 5, column: null, message: 'This row has 1 cell; the header has 2' },
      ]);
    });

    it('refuses a header without sku, unknown columns and repeated columns (row 1)', async () => {
      const res = await importCsv(
        csvOf([
          ['title_pl', 'colour', 'title_pl'],
          ['a', 'b', 'c'],
        ]),
      );
      expect(res.json().errors).toEqual([
        { row: 1, column: 'colour', message: expect.stringContaining('Unknown column') },
        { row: 1, column: 'title_pl', message: 'This column appears twice' },
        { row: 1, column: 'sku', message: expect.stringContaining('no `sku` column') },
      ]);
    });

    it('refuses a SKU twice in one file (on the later row), a sale not below the price, missing fields', async () => {
      const file = fileOf(
        newRow('DUP-1'),
        newRow('DUP-2', { sale_price: '199.99' }),
        newRow('DUP-1'),
        newRow('', {}),
        newRow('DUP-3', { title_ru: ' ', stock: '-1', published: 'yes' }),
      );
      expect((await importCsv(file)).json().errors).toEqual([
        { row: 3, column: 'sale_price', message: 'The sale price must be below the price' },
        { row: 4, column: 'sku', message: 'The same SKU is already on row 2' },
        { row: 5, column: 'sku', message: 'A SKU is required' },
        { row: 6, column: 'stock', message: expect.any(String) },
        { row: 6, column: 'published', message: expect.any(String) },
        { row: 6, column: 'title_ru', message: 'A title is required in every language' },
      ]);
      const partial = csvOf([
        ['sku', 'price'],
        ['BRAND-NEW', '10.00'],
      ]);
      expect((await importCsv(partial)).json().errors).toEqual(
        ['category', 'title_pl', 'title_en', 'title_ru'].map((column) => ({
          row: 2,
          column,
          message: 'Required for a new product (no product has this SKU)',
        })),
      );
      expect(await product('DUP-1')).toBeUndefined();
    });

    it('checks a sale price against the stored price when the file has no price column', async () => {
      const res = await importCsv(
        csvOf([
          ['sku', 'sale_price'],
          ['NEW-1', '150.00'],
        ]),
      );
      expect(res.json().errors).toEqual([
        {
          row: 2,
          column: 'sale_price',
          message: 'The sale price (150.00) must be below the price (150.00)',
        },
      ]);
    });

    it('reports an empty file, an unclosed quote and a file that is not UTF-8', async () => {
      expect((await importCsv('\r\n')).json().errors).toEqual([
        { row: 1, column: null, message: expect.stringContaining('empty') },
      ]);
      const open = `sku,title_pl\nA,"ok"\nB,"never closed\n`;
      expect((await importCsv(open)).json().errors).toEqual([
        { row: 3, column: null, message: expect.stringContaining('never closed') },
      ]);
      const latin2 = Buffer.from([0x73, 0x6b, 0x75, 0x0a, 0xb3, 0xf3, 0x64, 0xbc]);
      expect((await importCsv(latin2)).json().errors).toEqual([
        { row: 1, column: null, message: expect.stringContaining('UTF-8') },
      ]);
    });

    it('runs a long file as a job whose progress can be polled until done', async () => {
      const items = Array.from({ length: 2_001 }, (_, i) => newRow(`JOB-${i}`));
      const res = await importCsv(fileOf(...items));
      expect(res.statusCode).toBe(202);
      const { job } = res.json<{ job: string }>();
      expect(job).toMatch(/^\/api\/admin\/products\/import\/jobs\/[0-9a-f-]{36}$/);
      expect(res.headers.location).toBe(job);
      // One writing import at a time: a second one is refused while this one runs.
      const second = await importCsv(fileOf(newRow('JOB-SECOND')));
      expect(second.statusCode).toBe(409);
      expect(second.json().code).toBe('import_running');
      let state: { state: string; done: number; total: number; report: unknown };
      let seen = 0;
      for (;;) {
        const poll = await t.app.inject({ method: 'GET', url: job, headers });
        expect(poll.statusCode).toBe(200);
        state = poll.json();
        expect(state.done).toBeLessThanOrEqual(state.total);
        expect(state.done).toBeGreaterThanOrEqual(seen);
        seen = state.done;
        if (state.state !== 'running') break;
        expect(state.report).toBeNull();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(state).toEqual({
        state: 'done',
        done: 2_001,
        total: 2_001,
        report: { created: 2_001, updated: 0, errors: [] },
      });
      expect(await product('JOB-2000')).toBeDefined();
      // 2,001 products written through the whole import path: ~13 s on PGlite on a quiet
      // machine, so the default 20 s left no room for a busy one (no speed is asserted here).
    }, 60_000);

    it('stores the report of a long file quoting a NUL from it (jsonb refuses NUL)', async () => {
      const lines = ['sku,bad\u0000column', ...Array.from({ length: 2_001 }, (_, i) => `N-${i},x`)];
      const res = await importCsv(lines.join('\n'));
      expect(res.statusCode).toBe(202);
      const url = res.json<{ job: string }>().job;
      let job = await t.app.inject({ method: 'GET', url, headers });
      while (job.json().state === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        job = await t.app.inject({ method: 'GET', url, headers });
      }
      expect(job.json()).toMatchObject({
        state: 'done',
        report: { created: 0, updated: 0, errors: [{ row: 1, column: 'bad column' }] },
      });
    });

    it('refuses a body that is not text/csv (415) or over the limit (413)', async () => {
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/import',
        headers: { ...headers, 'x-forwarded-for': freshIp() },
        payload: { sku: 'x' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().code).toBe('csv_required');
      const huge = await importCsv(Buffer.alloc(50 * 1024 * 1024 + 1, 0x61));
      expect(huge.statusCode).toBe(413);
    });
  });

  describe('access', () => {
    it('answers 401 without a staff session (a shopper token too) and 403 without CSRF', async () => {
      const csrf = await t.csrfHeaders();
      const shopper = await authClient(t).register();
      for (const extra of [csrf, { ...csrf, authorization: `Bearer ${shopper.access_token}` }]) {
        for (const [method, url] of [
          ['GET', '/api/admin/products/export'],
          ['POST', '/api/admin/products/import'],
          ['GET', '/api/admin/products/import/jobs/00000000-0000-4000-8000-000000000000'],
        ] as const) {
          const res = await t.app.inject({
            method,
            url,
            headers: { ...extra, 'content-type': 'text/csv', 'x-forwarded-for': freshIp() },
            ...(method === 'POST' ? { payload: 'sku\nA\n' } : {}),
          });
          expect(res.statusCode, `${method} ${url}`).toBe(401);
        }
      }
      const noCsrf = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/import',
        headers: { cookie: headers.cookie!, 'content-type': 'text/csv' },
        payload: 'sku\nA\n',
      });
      expect(noCsrf.statusCode).toBe(403);
    });

    it('answers 404 for an unknown or malformed job', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/admin/products/import/jobs/${id}`,
          headers,
        });
        expect(res.statusCode).toBe(404);
      }
    });
  });
});
