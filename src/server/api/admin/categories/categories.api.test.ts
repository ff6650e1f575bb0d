import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { freshIp } from '#tests/setup/auth-client';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

forEachDatabase('back-office categories and presets API', (getDb) => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(getDb());
    const staff = await createStaff(getDb().db, { role: 'staff' });
    headers = await adminSession(t, staff.email);
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
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  const menu = async (locale = 'en') =>
    (await t.app.inject({ method: 'GET', url: `/api/client/${locale}/category/tree` })).json().data;
  const titles = (pl: string, en: string) => ({
    pl: { title: pl },
    en: { title: en },
    ru: { title: `${en} ru` },
  });

  it('creates, renames, moves and deletes categories; the shop menu follows each at once', async () => {
    expect((await menu()).categories).toEqual([]); // the menu is cached from here on
    const top = await call('POST', '/api/admin/categories', {
      translations: titles('Kuchnia', 'Kitchen'),
    });
    expect(top).toMatchObject({
      status: 201,
      body: { parent_id: null, translations: { en: { slug: 'kitchen' } } },
    });
    const child = await call('POST', '/api/admin/categories', {
      parent_id: top.body.id,
      translations: titles('Garnki', 'Pots'),
    });
    expect((await menu()).categories[0].children[0].title).toBe('Pots');

    const renamed = await call('PATCH', `/api/admin/categories/${child.body.id}`, {
      translations: { en: { title: 'Pans' } },
    });
    expect(renamed).toMatchObject({
      status: 200,
      body: { translations: { en: { title: 'Pans', slug: 'pots' } } },
    });
    expect((await menu()).categories[0].children[0].title).toBe('Pans');

    const cycle = await call('PATCH', `/api/admin/categories/${top.body.id}`, {
      parent_id: child.body.id,
    });
    expect(cycle).toMatchObject({
      status: 422,
      body: { errors: { parent_id: ['category.cycle'] } },
    });
    const empty = await call('PATCH', `/api/admin/categories/${top.body.id}`, {});
    expect(empty.status).toBe(422);

    const notEmpty = await call('DELETE', `/api/admin/categories/${top.body.id}`);
    expect(notEmpty).toMatchObject({ status: 409, body: { code: 'category_not_empty' } });
    expect((await call('DELETE', `/api/admin/categories/${child.body.id}`)).status).toBe(204);
    expect((await call('DELETE', `/api/admin/categories/${top.body.id}`)).status).toBe(204);
    expect((await menu()).categories).toEqual([]);
    const tree = await call('GET', '/api/admin/categories');
    expect(tree).toMatchObject({ status: 200, body: { items: [] } });
  });

  it('presets: created, listed, shown in the menu at once, validated', async () => {
    const { id: categoryId } = await createCategory(getDb().db, { slug: 'api-lamps' });
    await createProduct(getDb().db, { categoryId, attributes: { color: ['black'] } });
    await menu('pl');
    const created = await call('POST', '/api/admin/presets', {
      category_id: categoryId,
      filters: { color: ['black'] },
      translations: titles('Czarne', 'Black ones'),
    });
    expect(created).toMatchObject({
      status: 201,
      body: { urls: { en: '/en/catalog/api-lamps-en/color=black' } },
    });
    expect((await menu('en')).presets).toContainEqual({
      id: created.body.id,
      title: 'Black ones',
      url: '/en/catalog/api-lamps-en/color=black',
    });
    const listed = await call('GET', `/api/admin/presets?category_id=${categoryId}`);
    expect(listed.body.items).toHaveLength(1);
    const invalid = await call('POST', '/api/admin/presets', {
      category_id: categoryId,
      filters: { color: ['black'], price: ['cheap'] },
      translations: titles('X', 'Y'),
    });
    expect(invalid).toMatchObject({
      status: 422,
      body: { errors: { 'filters.price': ['filters.price_range'] } },
    });
    const patched = await call('PATCH', `/api/admin/presets/${created.body.id}`, { position: 7 });
    expect(patched).toMatchObject({ status: 200, body: { position: 7 } });
    expect((await call('DELETE', `/api/admin/presets/${created.body.id}`)).status).toBe(204);
    expect((await menu('en')).presets).toEqual([]);
    expect((await call('DELETE', `/api/admin/presets/${created.body.id}`)).status).toBe(404);
  });

  it('are described in the OpenAPI document (a recursive tree included)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/products',
        '/api/admin/products/bulk',
        '/api/admin/products/{id}',
        '/api/admin/categories',
        '/api/admin/categories/{id}',
        '/api/admin/presets',
        '/api/admin/presets/{id}',
      ]),
    );
  });
});
