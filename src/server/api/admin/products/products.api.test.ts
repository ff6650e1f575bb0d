import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { freshIp } from '#tests/setup/auth-client';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

forEachDatabase('back-office products API', (getDb) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let categoryId: number;
  let sku = 0;

  beforeAll(async () => {
    t = await createTestApp(getDb());
    const staff = await createStaff(getDb().db, { role: 'staff' });
    headers = await adminSession(t, staff.email);
    categoryId = (await createCategory(getDb().db, { slug: 'api-sofas' })).id;
    await createProduct(getDb().db, { categoryId, attributes: { color: ['grey'] } });
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
    return { status: res.statusCode, body: res.body ? res.json() : null, headers: res.headers };
  };
  const body = (o: Record<string, unknown> = {}) => ({
    sku: `API-${++sku}`,
    category_id: categoryId,
    price: 1299.99,
    sale_price: 999.5,
    stock: 3,
    published: true,
    translations: {
      pl: { title: 'Sofa Kalmar', description: '**Miękka**' },
      en: { title: 'Kalmar sofa' },
      ru: { title: 'Диван Kalmar' },
    },
    attributes: { color: 'grey' },
    ...o,
  });

  it('creates (201), reads, and the storefront shows the product at once', async () => {
    const created = await call('POST', '/api/admin/products', body());
    expect(created.status).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    expect(created.body).toMatchObject({
      sku: `API-${sku}`,
      price: 1299.99,
      sale_price: 999.5,
      stock: 3,
      published: true,
      version: 1,
      archived: false,
      attributes: { color: ['grey'] },
      translations: {
        pl: { slug: 'sofa-kalmar', description: '**Miękka**' },
        en: { slug: 'kalmar-sofa' },
      },
      images: [],
    });
    const id = created.body.id as number;
    expect((await call('GET', `/api/admin/products/${id}`)).body).toEqual(created.body);
    const listing = await t.app.inject({
      method: 'GET',
      url: `/api/client/en/catalog/${categoryId}/pagination/yet`,
    });
    expect(listing.json().products.map((p: { id: number }) => p.id)).toContain(id);
  });

  it('lists with filters and search, and refuses unknown query fields', async () => {
    await call('POST', '/api/admin/products', body({ sku: 'FIND-ME-77' }));
    const found = await call('GET', '/api/admin/products?search=find-me&in_stock=true&limit=10');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ total: 1, limit: 10, items: [{ sku: 'FIND-ME-77' }] });
    // The input guard cleans a pasted control character out of `search` (decision 013).
    const nul = await call('GET', '/api/admin/products?search=find%00me');
    expect(nul).toMatchObject({ status: 200, body: { total: 1 } });
    const bad = await call('GET', '/api/admin/products?sort=random&color=red&limit=1000');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['_', 'limit', 'sort'].sort());
  });

  it('answers 422 with a field map, 409 for a taken SKU', async () => {
    const bad = await call(
      'POST',
      '/api/admin/products',
      body({ price: 10.001, sale_price: -1, stock: 1.5, extra: true }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('validation_failed');
    expect(bad.body.errors).toMatchObject({
      price: ['money.precision'],
      sale_price: ['money.negative'],
      stock: ['stock.invalid'],
    });
    const saleAbove = await call(
      'POST',
      '/api/admin/products',
      body({ price: 10, sale_price: 20 }),
    );
    expect(saleAbove).toMatchObject({
      status: 422,
      body: { errors: { sale_price: ['sale_price.not_below_price'] } },
    });
    const first = await call('POST', '/api/admin/products', body());
    const twice = await call('POST', '/api/admin/products', body({ sku: first.body.sku }));
    expect(twice).toMatchObject({ status: 409, body: { code: 'sku_taken' } });
  });

  it('PATCH without a version changes only the fields sent and bumps the version', async () => {
    const { body: p } = await call('POST', '/api/admin/products', body({ stock: 3 }));
    const res = await call('PATCH', `/api/admin/products/${p.id}`, { stock: 1 });
    expect(res).toMatchObject({ status: 200, body: { id: p.id, version: 2, stock: 1 } });
    expect(res.body).toMatchObject({
      sku: p.sku,
      price: p.price,
      sale_price: p.sale_price,
      published: p.published,
      translations: p.translations,
    });
    const again = await call('PATCH', `/api/admin/products/${p.id}`, { price: 1000 });
    expect(again).toMatchObject({ status: 200, body: { version: 3, stock: 1, price: 1000 } });
    const bad = await call('PATCH', `/api/admin/products/${p.id}`, { version: 'x', stock: 2 });
    expect(bad).toMatchObject({ status: 422, body: { errors: { version: ['version.invalid'] } } });
    expect((await call('GET', `/api/admin/products/${p.id}`)).body.stock).toBe(1);
  });

  it('PATCH with a stale version is 409 and writes nothing', async () => {
    const { body: p } = await call('POST', '/api/admin/products', body());
    const first = await call('PATCH', `/api/admin/products/${p.id}`, { version: 1, stock: 9 });
    expect(first).toMatchObject({ status: 200, body: { version: 2, stock: 9 } });
    const stale = await call('PATCH', `/api/admin/products/${p.id}`, { version: 1, stock: 0 });
    expect(stale).toMatchObject({ status: 409, body: { code: 'version_conflict' } });
    expect((await call('GET', `/api/admin/products/${p.id}`)).body.stock).toBe(9);
    expect((await call('PATCH', '/api/admin/products/999999', { version: 1 })).status).toBe(404);
    expect((await call('GET', '/api/admin/products/abc')).status).toBe(404);
  });

  it('DELETE answers 204 when deleted', async () => {
    const { body: p } = await call('POST', '/api/admin/products', body());
    const res = await call('DELETE', `/api/admin/products/${p.id}`);
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect((await call('GET', `/api/admin/products/${p.id}`)).status).toBe(404);
  });

  it('bulk: one action over many, 422 on a malformed request', async () => {
    const a = (await call('POST', '/api/admin/products', body({ published: false }))).body.id;
    const b = (await call('POST', '/api/admin/products', body({ published: false }))).body.id;
    const res = await call('POST', '/api/admin/products/bulk', { action: 'publish', ids: [a, b] });
    expect(res).toMatchObject({ status: 200, body: { updated: 2, archived: 0, deleted: 0 } });
    for (const wrong of [
      { action: 'publish', ids: [] },
      { action: 'move', ids: [a] },
      { action: 'price_percent', ids: [a], percent: 10, category_id: 1 },
      { action: 'explode', ids: [a] },
      { action: 'publish', ids: [a, a] },
      { action: 'publish', ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
    ]) {
      const r = await call('POST', '/api/admin/products/bulk', wrong);
      expect([r.status, wrong]).toEqual([422, wrong]);
    }
  });

  describe('no 5xx whatever the body', () => {
    const nasty: unknown[] = [
      null,
      [],
      'text',
      42,
      { sku: 'A\u0000B', category_id: 1, price: 1, translations: {} },
      { sku: 'x', category_id: 2 ** 40, price: 1e300, translations: { pl: 1, en: [], ru: null } },
      { sku: 'x'.repeat(10_000), category_id: -1, price: Number.MAX_VALUE },
      { __proto__: { admin: true }, constructor: { prototype: {} } },
      {
        sku: 'ok',
        category_id: 1,
        price: 1,
        translations: { pl: { title: 'a\u0000' }, en: { title: 'b' }, ru: { title: 'c' } },
      },
      { attributes: { ['a'.repeat(200)]: 'x' } },
      { attributes: { color: [null] } },
    ];
    it.each(nasty.map((n, i) => [i, n]))('POST body #%i', async (_i, payload) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers: { ...headers, 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode).toBeLessThan(500);
      expect([400, 422]).toContain(res.statusCode);
    });

    it('PATCH with nonsense', async () => {
      const { body: p } = await call('POST', '/api/admin/products', body());
      for (const payload of [
        { version: 1, translations: { de: { title: 'x' } } },
        { version: 1, sale_price: 'cheap' },
        { version: 2 ** 40 },
        { version: 1, slug: 'x' },
        { version: 1, translations: { pl: { slug: 'Bad Slug!' } } },
        { version: 1, attributes: 'grey' },
      ]) {
        const res = await call('PATCH', `/api/admin/products/${p.id}`, payload);
        expect([res.status, payload]).toEqual([422, payload]);
      }
    });
  });
});
