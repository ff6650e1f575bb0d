import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCategory } from '#tests/factories/catalog';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { freshIp } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

forEachDatabase('back office: VAT rate and parcel-locker flag of a product', (getDb) => {
  let t: TestApp;
  let staff: Record<string, string>;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp(getDb());
    staff = await adminSession(t, (await createStaff(getDb().db)).email);
    categoryId = (await createCategory(getDb().db)).id;
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...staff, 'x-forwarded-for': freshIp() },
      ...(payload ? { payload } : {}),
    });
  const text = (title: string) => ({ title, description: '' });

  it('defaults to 23% and fitting a locker; both are edited and checked', async () => {
    const created = await admin('POST', '/api/admin/products', {
      sku: 'VAT-EDIT',
      category_id: categoryId,
      price: 99,
      stock: 3,
      translations: { pl: text('Sofa'), en: text('Sofa'), ru: text('Диван') },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ vat_rate: 23, fits_locker: true });
    const id = created.json().id as number;
    const patched = await admin('PATCH', `/api/admin/products/${id}`, {
      version: created.json().version,
      vat_rate: 8,
      fits_locker: false,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ vat_rate: 8, fits_locker: false });
    const bad = await admin('PATCH', `/api/admin/products/${id}`, {
      version: patched.json().version,
      vat_rate: 7,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('vat_rate');
    expect((await admin('GET', `/api/admin/products/${id}`)).json()).toMatchObject({
      vat_rate: 8,
      fits_locker: false,
    });
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/client/pl/checkout/quote',
      headers: { ...(await t.csrfHeaders()), 'x-forwarded-for': freshIp() },
      payload: { cart: [{ id, count: 1 }] },
    });
    expect(quote.json().lines[0]).toMatchObject({ id, vat_rate: 8 });
  });

  it('is not made to order by default; the flag is edited, checked and kept to the version', async () => {
    const created = await admin('POST', '/api/admin/products', {
      sku: 'MTO-EDIT',
      category_id: categoryId,
      price: 1200,
      stock: 1,
      translations: { pl: text('Szafa'), en: text('Wardrobe'), ru: text('Шкаф') },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ made_to_order: false });
    const id = created.json().id as number;
    const made = await admin('POST', '/api/admin/products', {
      sku: 'MTO-NEW',
      category_id: categoryId,
      price: 10,
      made_to_order: true,
      translations: { pl: text('Stół'), en: text('Table'), ru: text('Стол') },
    });
    expect(made.json()).toMatchObject({ made_to_order: true });
    const patched = await admin('PATCH', `/api/admin/products/${id}`, {
      version: created.json().version,
      made_to_order: true,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ made_to_order: true, vat_rate: 23 });
    expect(patched.json().version).toBe(created.json().version + 1);
    // The version the editor loaded is stale now: nothing is written.
    const stale = await admin('PATCH', `/api/admin/products/${id}`, {
      version: created.json().version,
      made_to_order: false,
    });
    expect(stale.statusCode).toBe(409);
    const bad = await admin('PATCH', `/api/admin/products/${id}`, { made_to_order: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('made_to_order');
    expect((await admin('GET', `/api/admin/products/${id}`)).json()).toMatchObject({
      made_to_order: true,
    });
  });
});
