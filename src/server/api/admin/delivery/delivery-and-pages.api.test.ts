import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCheckout } from '#tests/factories/checkout';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { authClient, freshIp } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

forEachDatabase('back office: delivery methods and shop pages', (getDb) => {
  let t: TestApp;
  let staff: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(getDb());
    await seedCheckout(getDb().db);
    staff = await adminSession(t, (await createStaff(getDb().db)).email);
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...staff, 'x-forwarded-for': freshIp() },
      ...(payload ? { payload } : {}),
    });
  const titles = { pl: 'Kurier ekspres', en: 'Express courier', ru: 'Экспресс' };

  it('lists, creates, changes and deletes delivery methods; the checkout follows', async () => {
    const list = await admin('GET', '/api/admin/delivery-methods');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((m: { code: string }) => m.code)).toEqual([
      'courier',
      'locker',
      'pickup',
    ]);
    expect(list.json().items[0]).toEqual({
      id: expect.any(Number),
      code: 'courier',
      kind: 'courier',
      titles: { pl: 'Kurier', en: 'Courier', ru: 'Курьер' },
      price: 14.99,
      free_from: 500,
      cod: true,
      active: true,
      position: 1,
    });

    const created = await admin('POST', '/api/admin/delivery-methods', {
      code: 'express',
      kind: 'courier',
      titles,
      price: 29.9,
      position: 0,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'express',
      price: 29.9,
      free_from: null,
      cod: false,
      active: true,
    });
    const id = created.json().id as number;
    const quote = await authClient(t).call('POST', '/api/client/en/checkout/quote', { body: {} });
    expect(quote.body.delivery_methods[0]).toMatchObject({
      code: 'express',
      title: 'Express courier',
      price: 29.9,
    });

    const taken = await admin('POST', '/api/admin/delivery-methods', {
      code: 'express',
      kind: 'pickup',
      titles,
      price: 0,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('delivery_code_taken');

    const patched = await admin('PATCH', `/api/admin/delivery-methods/${id}`, {
      free_from: 300,
      active: false,
    });
    expect(patched.json()).toMatchObject({
      price: 29.9,
      free_from: 300,
      active: false,
      cod: false,
    });
    const hidden = await authClient(t).call('POST', '/api/client/en/checkout/quote', { body: {} });
    expect(hidden.body.delivery_methods.map((m: { code: string }) => m.code)).not.toContain(
      'express',
    );

    expect((await admin('DELETE', `/api/admin/delivery-methods/${id}`)).statusCode).toBe(204);
    expect(
      (await admin('PATCH', `/api/admin/delivery-methods/${id}`, { cod: true })).statusCode,
    ).toBe(404);
  });

  it.each([
    ['a bad kind', { code: 'x', kind: 'drone', titles, price: 1 }],
    ['a negative price', { code: 'x', kind: 'pickup', titles, price: -1 }],
    ['a fraction of a grosz', { code: 'x', kind: 'pickup', titles, price: 1.001 }],
    ['a missing title', { code: 'x', kind: 'pickup', titles: { pl: 'a', en: 'b' }, price: 1 }],
    ['a code with spaces', { code: 'a b', kind: 'pickup', titles, price: 1 }],
    ['an unknown field', { code: 'x', kind: 'pickup', titles, price: 1, colour: 'red' }],
  ])('422 for %s', async (_name, body) => {
    const res = await admin('POST', '/api/admin/delivery-methods', body);
    expect(res.statusCode).toBe(422);
    expect(typeof res.json().errors).toBe('object');
  });

  it('edits shop pages in three languages; a change of the terms’ text is a new version', async () => {
    const terms = await admin('GET', '/api/admin/shop-pages/terms');
    expect(terms.json()).toMatchObject({ slug: 'terms', version: 3 });
    const retitled = await admin('PATCH', '/api/admin/shop-pages/terms', {
      titles: { en: 'Terms of sale' },
    });
    expect(retitled.json()).toMatchObject({
      version: 3,
      titles: { pl: 'Regulamin', en: 'Terms of sale' },
    });
    const changed = await admin('PATCH', '/api/admin/shop-pages/terms', {
      bodies: { ru: '# Новые условия' },
    });
    expect(changed.json()).toMatchObject({
      version: 4,
      bodies: { ru: '# Новые условия', pl: 'Regulamin' },
    });
    const same = await admin('PATCH', '/api/admin/shop-pages/terms', {
      bodies: { ru: '# Новые условия' },
    });
    expect(same.json().version).toBe(4);
    const read = await authClient(t).call('GET', '/api/client/ru/pages/terms');
    expect(read.body).toMatchObject({ title: 'Условия', body: '# Новые условия', version: 4 });
    expect((await admin('PATCH', '/api/admin/shop-pages/terms', {})).statusCode).toBe(422);
    expect((await admin('GET', '/api/admin/shop-pages/imprint')).statusCode).toBe(404);
    const list = await admin('GET', '/api/admin/shop-pages');
    expect(list.json().items.map((p: { slug: string }) => p.slug)).toEqual(['terms']);
  });
});
