import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductData, Product } from '#contracts/catalog';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { freshIp } from '#tests/setup/auth-client';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';
import { rows } from '#server/db/rows';
import type { ReceivedChange } from '#server/services/catalog-changes/index';
import { changedTags } from '#server/plugins/page-cache/store';

/**
 * Product groups through the API (docs/api.md "Product groups"; docs/rules.md#product-groups):
 * the back office's calls as a staff member, the shop's `get-product-data` and listing cards, and
 * the purge of every member's page on a change. On both databases.
 */
forEachDatabase('product groups', (getDb) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let categoryId: number;
  let otherCategoryId: number;
  const changes: ReceivedChange[] = [];

  beforeAll(async () => {
    t = await createTestApp(getDb());
    const staff = await createStaff(getDb().db, { role: 'staff' });
    headers = await adminSession(t, staff.email);
    categoryId = (await createCategory(getDb().db, { slug: 'groups-tables' })).id;
    otherCategoryId = (await createCategory(getDb().db, { slug: 'groups-chairs' })).id;
    t.services.onCatalogChange((change) => changes.push(change));
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const call = async (method: string, url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, 'x-forwarded-for': freshIp() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const json = String(res.headers['content-type'] ?? '').includes('json');
    return { status: res.statusCode, body: json ? res.json() : null };
  };
  const product = (o: { stock?: number; published?: boolean; category?: number } = {}) =>
    createProduct(getDb().db, {
      categoryId: o.category ?? categoryId,
      stock: o.stock ?? 5,
      published: o.published ?? true,
    });
  const label = (pl: string, en: string, ru: string) => ({ pl, en, ru });
  const OLIVE = label('Oliwkowy', 'Olive', 'Оливковый');
  const BLACK = label('Czarny', 'Black', 'Чёрный');
  const NATURAL = label('Naturalny', 'Natural', 'Натуральный');
  const shop = async (id: number, locale = 'pl') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/client/${locale}/get-product-data/${id}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<ProductData[]>()[0]!;
  };
  const card = async (category: number, id: number, locale = 'pl') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/client/${locale}/catalog/${category}/pagination/yet`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ products: Product[] }>().products.find((p) => p.id === id);
  };

  it('creates a group, answers it in strip order, and audits it', async () => {
    const [a, b] = [await product(), await product()];
    const created = await call('POST', '/api/admin/product-groups', {
      axis: 'color',
      products: [
        { id: a.id, label: OLIVE, swatch: '#7B8451' },
        { id: b.id, label: BLACK, swatch: '#2e2e30' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { id: number }).id;
    expect(created.body).toEqual({ id });

    const got = await call('GET', `/api/admin/product-groups/${id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id,
      axis: 'color',
      products: [
        { id: a.id, label: OLIVE, swatch: '#7b8451', position: 0, published: true, stock: 5 },
        { id: b.id, label: BLACK, swatch: '#2e2e30', position: 1 },
      ],
    });
    expect((got.body as { products: { titles: { pl: string } }[] }).products[0]!.titles.pl).toMatch(
      /^Product /,
    );
    // The editor links to the group from the product.
    expect((await call('GET', `/api/admin/products/${a.id}`)).body).toMatchObject({ group_id: id });
    const audit = await rows(
      getDb().db,
      sql`select action, after from audit_log where entity = 'product_group' and entity_id = ${String(id)}`,
      z.object({ action: z.string(), after: z.record(z.string(), z.unknown()).nullable() }),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', after: { axis: 'color' } });
  });

  it('refuses a product in two groups, unknown products, bad swatches and a group of one', async () => {
    const [a, b, c] = [await product(), await product(), await product()];
    const first = await call('POST', '/api/admin/product-groups', {
      axis: 'size',
      products: [
        { id: a.id, label: label('S', 'S', 'S') },
        { id: b.id, label: label('M', 'M', 'M') },
      ],
    });
    expect(first.status).toBe(201);

    const twice = await call('POST', '/api/admin/product-groups', {
      axis: 'color',
      products: [
        { id: c.id, label: OLIVE },
        { id: b.id, label: BLACK },
      ],
    });
    expect(twice.status).toBe(422);
    expect(twice.body).toMatchObject({
      code: 'product_group_invalid',
      errors: { 'products.1.id': ['product.in_other_group'] },
    });

    const unknown = await call('POST', '/api/admin/product-groups', {
      axis: 'color',
      products: [
        { id: c.id, label: OLIVE },
        { id: 2_000_000_000, label: BLACK },
      ],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ errors: { 'products.1.id': ['product.unknown'] } });

    for (const swatch of ['red', '#12345', 'https://evil.example/a.png', '/media/../etc/passwd']) {
      const bad = await call('POST', '/api/admin/product-groups', {
        axis: 'color',
        products: [
          { id: c.id, label: OLIVE, swatch },
          { id: a.id, label: BLACK },
        ],
      });
      expect(bad.status, swatch).toBe(422);
      expect(JSON.stringify(bad.body), swatch).toContain('swatch.invalid');
    }

    const alone = await call('POST', '/api/admin/product-groups', {
      axis: 'color',
      products: [{ id: c.id, label: OLIVE }],
    });
    expect(alone.status).toBe(422);
    expect(JSON.stringify(alone.body)).toContain('products.too_few');
    // Nothing of the refused calls was written: c is still in no group.
    expect((await shop(c.id)).group).toBeNull();
  });

  it('answers the group on get-product-data in the request’s language, published siblings only', async () => {
    const olive = await product({ stock: 4 });
    const black = await product({ stock: 0 });
    const natural = await product();
    const hidden = await product({ published: false });
    const res = await call('POST', '/api/admin/product-groups', {
      axis: 'color',
      products: [
        { id: olive.id, label: OLIVE, swatch: '#7b8451' },
        { id: black.id, label: BLACK, swatch: '#2e2e30' },
        { id: hidden.id, label: label('Biały', 'White', 'Белый') },
        { id: natural.id, label: NATURAL, swatch: '/media/swatches/natural.webp' },
      ],
    });
    expect(res.status).toBe(201);

    const pl = await shop(olive.id, 'pl');
    expect(pl.group).toEqual({
      axis: 'color',
      options: [
        {
          id: olive.id,
          label: 'Oliwkowy',
          swatch: '#7b8451',
          url: `/pl/product/${olive.slug.pl}`,
          available: true,
          current: true,
        },
        {
          id: black.id,
          label: 'Czarny',
          swatch: '#2e2e30',
          url: `/pl/product/${black.slug.pl}`,
          available: false,
          current: false,
        },
        {
          id: natural.id,
          label: 'Naturalny',
          swatch: '/media/swatches/natural.webp',
          url: `/pl/product/${natural.slug.pl}`,
          available: true,
          current: false,
        },
      ],
    });
    const ru = await shop(black.id, 'ru');
    expect(ru.group?.options.map((o) => [o.label, o.url, o.current])).toEqual([
      ['Оливковый', `/ru/product/${olive.slug.ru}`, false],
      ['Чёрный', `/ru/product/${black.slug.ru}`, true],
      ['Натуральный', `/ru/product/${natural.slug.ru}`, false],
    ]);
    // The card: "+2 colours" (the unpublished sibling is not counted), one card per product.
    expect((await card(categoryId, olive.id))?.group_more).toEqual({ axis: 'color', count: 2 });
    expect((await card(categoryId, natural.id, 'ru'))?.group_more).toEqual({
      axis: 'color',
      count: 2,
    });
    // A product outside any group: no group, no "+N".
    const single = await product();
    // Written by the factory behind the shop's back: announced as a writer would.
    await t.services.catalog.invalidate({ products: [single.id], categories: [categoryId] });
    expect((await shop(single.id)).group).toBeNull();
    expect((await card(categoryId, single.id))?.group_more).toBeNull();
  });

  it('patches members (reorder, add, remove, axis) and purges every member’s pages', async () => {
    const [a, b, c] = [
      await product(),
      await product(),
      await product({ category: otherCategoryId }),
    ];
    const created = await call('POST', '/api/admin/product-groups', {
      axis: 'color',
      products: [
        { id: a.id, label: OLIVE },
        { id: b.id, label: BLACK },
      ],
    });
    const id = (created.body as { id: number }).id;
    changes.length = 0;
    const patched = await call('PATCH', `/api/admin/product-groups/${id}`, {
      axis: 'material',
      products: [
        { id: c.id, label: NATURAL },
        { id: a.id, label: OLIVE },
      ],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({
      axis: 'material',
      products: [
        { id: c.id, position: 0 },
        { id: a.id, position: 1 },
      ],
    });
    expect((await shop(b.id)).group).toBeNull();
    expect((await shop(a.id)).group?.options.map((o) => o.id)).toEqual([c.id, a.id]);

    // One change naming the members before and after and their categories: a precise purge of
    // each member's page (tagged p<id>) and of the listings that show their cards.
    expect(changes).toHaveLength(1);
    const change = changes[0]!;
    expect([...change.products!].sort()).toEqual([a.id, b.id, c.id].sort());
    expect([...change.categories!].sort()).toEqual([categoryId, otherCategoryId].sort());
    expect(changedTags(change)).toEqual(
      expect.arrayContaining([`p${a.id}`, `p${b.id}`, `p${c.id}`, `c${categoryId}`]),
    );
    // The card cache dropped them: the cards say "+1 material" now.
    expect((await card(categoryId, a.id))?.group_more).toEqual({ axis: 'material', count: 1 });
    expect((await card(categoryId, b.id))?.group_more).toBeNull();

    // A PATCH that takes a product of another group is refused as the create is.
    const [d, e] = [await product(), await product()];
    await call('POST', '/api/admin/product-groups', {
      axis: 'size',
      products: [
        { id: d.id, label: label('S', 'S', 'S') },
        { id: e.id, label: label('M', 'M', 'M') },
      ],
    });
    const taken = await call('PATCH', `/api/admin/product-groups/${id}`, {
      products: [
        { id: a.id, label: OLIVE },
        { id: e.id, label: BLACK },
      ],
    });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ errors: { 'products.1.id': ['product.in_other_group'] } });
    expect((await call('PATCH', `/api/admin/product-groups/${id}`, {})).status).toBe(422);
    expect((await call('PATCH', '/api/admin/product-groups/999999', { axis: 'size' })).status).toBe(
      404,
    );
  });

  it('deletes a group by unlinking it: the products stay, their pages are purged', async () => {
    const [a, b] = [await product(), await product()];
    const created = await call('POST', '/api/admin/product-groups', {
      axis: 'color',
      products: [
        { id: a.id, label: OLIVE },
        { id: b.id, label: BLACK },
      ],
    });
    const id = (created.body as { id: number }).id;
    changes.length = 0;
    expect((await call('DELETE', `/api/admin/product-groups/${id}`)).status).toBe(204);
    expect((await call('GET', `/api/admin/product-groups/${id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/product-groups/${id}`)).status).toBe(404);
    expect((await shop(a.id)).group).toBeNull();
    expect((await shop(b.id)).title).toMatch(/^Product /);
    expect((await call('GET', `/api/admin/products/${a.id}`)).body).toMatchObject({
      group_id: null,
    });
    expect(changes).toHaveLength(1);
    expect([...changes[0]!.products!].sort()).toEqual([a.id, b.id].sort());
    expect(changes[0]!.reason).toBe('product_group.delete');
  });

  it('round-trips the CSV exactly, and the CSV makes, joins and leaves groups', async () => {
    const [a, b, c, d, e] = [
      await product(),
      await product(),
      await product(),
      await product(),
      await product(),
    ];
    const created = await call('POST', '/api/admin/product-groups', {
      axis: 'color',
      products: [
        {
          id: a.id,
          label: label('=Oliwkowy', 'Olive, dark', 'Оливковый "тёмный"'),
          swatch: '#7b8451',
        },
        { id: b.id, label: BLACK },
      ],
    });
    const groupId = (created.body as { id: number }).id;
    const csv = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/products/export',
        headers: { ...headers, 'x-forwarded-for': freshIp() },
      });
      return parse(res.rawPayload, { bom: true }) as string[][];
    };
    const importCsv = async (records: string[][]) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/import',
        headers: { ...headers, 'x-forwarded-for': freshIp(), 'content-type': 'text/csv' },
        payload: stringify(records),
      });
      return res.json<{ created: number; updated: number; errors: unknown[] }>();
    };
    const skuOf = async (id: number) =>
      ((await call('GET', `/api/admin/products/${id}`)).body as { sku: string }).sku;
    const state = async () =>
      rows(
        getDb().db,
        sql`select g.id, g.axis, g.updated_at::text as updated_at, m.product_id, m.position, m.label, m.swatch
            from product_groups g join product_group_members m on m.group_id = g.id
            order by g.id, m.position, m.product_id`,
        z.object({
          id: z.number(),
          axis: z.string(),
          updated_at: z.string(),
          product_id: z.number(),
          position: z.number(),
          label: z.record(z.string(), z.string()),
          swatch: z.string().nullable(),
        }),
      );

    const file = await csv();
    const header = file[0]!;
    expect(header.slice(-6)).toEqual([
      'group',
      'group_axis',
      'group_label_pl',
      'group_label_en',
      'group_label_ru',
      'swatch',
    ]);
    const rowOf = (records: string[][], sku: string) => records.find((r) => r[0] === sku)!;
    const rowA = rowOf(file, await skuOf(a.id));
    expect(rowA.slice(-6)).toEqual([
      String(groupId),
      'color',
      "'=Oliwkowy",
      'Olive, dark',
      'Оливковый "тёмный"',
      '#7b8451',
    ]);
    expect(rowOf(file, await skuOf(c.id)).slice(-6)).toEqual(['', '', '', '', '', '']);

    // The whole export back, unchanged: nothing written, nothing announced.
    const stored = await state();
    changes.length = 0;
    expect(await importCsv(file)).toEqual({ created: 0, updated: 0, errors: [] });
    expect(await state()).toEqual(stored);
    expect(changes).toHaveLength(0);

    // A new group by name (c, d); e joins the existing one; b leaves it.
    const edit = (sku: string, cells: string[]) => {
      const row = [...rowOf(file, sku)];
      row.splice(row.length - 6, 6, ...cells);
      return row;
    };
    const size = (s: string) => [s, s, s];
    const [skuB, skuC, skuD, skuE] = await Promise.all([b, c, d, e].map((p) => skuOf(p.id)));
    const report = await importCsv([
      header,
      edit(skuC!, ['desk-sizes', 'size', ...size('S'), '']),
      edit(skuD!, ['desk-sizes', 'SIZE', ...size('M'), '']),
      edit(skuE!, [String(groupId), 'color', 'Naturalny', 'Natural', 'Натуральный', '#C9A27A']),
      edit(skuB!, ['', '', '', '', '', '']),
    ]);
    expect(report).toEqual({ created: 0, updated: 4, errors: [] });
    const group = (await call('GET', `/api/admin/product-groups/${groupId}`)).body as {
      products: { id: number; position: number; swatch: string | null }[];
    };
    expect(group.products.map((p) => [p.id, p.position, p.swatch])).toEqual([
      [a.id, 0, '#7b8451'],
      [e.id, 2, '#c9a27a'],
    ]);
    expect((await shop(b.id)).group).toBeNull();
    const desk = (await shop(d.id, 'en')).group!;
    expect(desk.axis).toBe('size');
    expect(desk.options.map((o) => [o.id, o.label, o.current])).toEqual([
      [c.id, 'S', false],
      [d.id, 'M', true],
    ]);
    // Every member before and after was announced (their pages and cards change).
    expect(changes.at(-1)?.products).toEqual(
      expect.arrayContaining([a.id, b.id, c.id, d.id, e.id]),
    );

    // And the new state round-trips exactly too.
    const again = await csv();
    const now = await state();
    expect(await importCsv(again)).toEqual({ created: 0, updated: 0, errors: [] });
    expect(await state()).toEqual(now);

    // Refused, with the row and column: an unknown group, a new group of one, two axes.
    const errors = (await importCsv([header, edit(skuB!, ['999999', 'color', ...size('X'), ''])]))
      .errors;
    expect(errors).toEqual([expect.objectContaining({ row: 2, column: 'group' })]);
    const alone = await importCsv([header, edit(skuB!, ['lonely', 'color', ...size('X'), ''])]);
    expect(alone.errors).toEqual([expect.objectContaining({ row: 2, column: 'group' })]);
    const axes = await importCsv([
      header,
      edit(skuB!, ['mixed', 'color', ...size('X'), '']),
      edit(skuC!, ['mixed', 'size', ...size('Y'), '']),
    ]);
    expect(axes.errors).toEqual([expect.objectContaining({ row: 3, column: 'group_axis' })]);
    const swatch = await importCsv([header, edit(skuB!, ['x1', 'color', ...size('X'), 'red'])]);
    expect(swatch.errors).toEqual([expect.objectContaining({ row: 2, column: 'swatch' })]);
    expect(await state()).toEqual(now);
  });

  it('is for the back office only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/product-groups/1',
    });
    expect(res.statusCode).toBe(401);
  });
});
