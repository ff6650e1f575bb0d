import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { seedCheckout } from '#tests/factories/checkout';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { authClient, freshEmail, freshIp } from '#tests/setup/auth-client';
import { rows } from '#tests/setup/sql-rows';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

forEachDatabase('back office: promotions', (getDb) => {
  let t: TestApp;
  let staff: Record<string, string>;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp(getDb());
    await seedCheckout(getDb().db);
    categoryId = (await createCategory(getDb().db)).id;
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
  const auditOf = async (id: number) =>
    rows<{ action: string }>(
      getDb().db,
      sql`select action from audit_log where entity = 'promotion' and entity_id = ${String(id)} order by id`,
    );

  it('creates, lists with uses and revenue, changes and deletes a code; every write audited', async () => {
    const created = await admin('POST', '/api/admin/promotions', {
      code: 'Zima15',
      kind: 'percent',
      value: 15,
      min_subtotal: 100,
      starts_at: '2026-01-01T00:00:00Z',
      ends_at: '2099-01-01T00:00:00+01:00',
      usage_limit: 100,
      per_customer_limit: 1,
      category_ids: [categoryId],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      code: 'Zima15',
      kind: 'percent',
      value: 15,
      min_subtotal: 100,
      starts_at: '2026-01-01T00:00:00.000Z',
      ends_at: '2098-12-31T23:00:00.000Z',
      usage_limit: 100,
      per_customer_limit: 1,
      category_ids: [categoryId],
      product_ids: [],
      active: true,
      used: 0,
      revenue: 0,
    });
    const id = created.json().id as number;

    // An order with the code shows in `used` and `revenue`.
    const p = await createProduct(getDb().db, { categoryId, price: 20_000, stock: 5 });
    const placed = await authClient(t).call('POST', '/api/client/pl/checkout', {
      headers: { 'idempotency-key': `admin-promo-${Date.now()}` },
      body: {
        cart: [{ id: p.id, count: 1 }],
        contact: { name: 'A', surname: 'B', email: freshEmail(), phone: '+48 600 100 200' },
        delivery: { method: 'pickup' },
        payment: 'cod',
        accept_terms: true,
        promo_code: 'ZIMA15',
      },
    });
    expect(placed.status).toBe(201);
    const list = await admin('GET', '/api/admin/promotions');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().items[0]).toMatchObject({ id, used: 1, revenue: 170 });

    const fixed = await admin('PATCH', `/api/admin/promotions/${id}`, {
      kind: 'fixed',
      value: 25.5,
      active: false,
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ kind: 'fixed', value: 25.5, active: false, used: 1 });
    const free = await admin('PATCH', `/api/admin/promotions/${id}`, { kind: 'free_delivery' });
    expect(free.json()).toMatchObject({ kind: 'free_delivery', value: 0 });

    expect((await admin('DELETE', `/api/admin/promotions/${id}`)).statusCode).toBe(204);
    expect((await admin('PATCH', `/api/admin/promotions/${id}`, { active: true })).statusCode).toBe(
      404,
    );
    expect((await auditOf(id)).map((r) => r.action)).toEqual([
      'create',
      'update',
      'update',
      'delete',
    ]);
    // The order keeps its code.
    const [order] = await rows<{ promo_code: string }>(
      getDb().db,
      sql`select promo_code from orders where public_id = ${placed.body.order_id}`,
    );
    expect(order!.promo_code).toBe('Zima15');
  });

  it('409 for a code taken in any case, on create and on change', async () => {
    const first = await admin('POST', '/api/admin/promotions', {
      code: 'LATO',
      kind: 'percent',
      value: 5,
    });
    expect(first.statusCode).toBe(201);
    const again = await admin('POST', '/api/admin/promotions', {
      code: 'lato',
      kind: 'fixed',
      value: 10,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('promotion_code_taken');
    const other = await admin('POST', '/api/admin/promotions', {
      code: 'JESIEN',
      kind: 'percent',
      value: 5,
    });
    const renamed = await admin('PATCH', `/api/admin/promotions/${other.json().id}`, {
      code: 'Lato',
    });
    expect(renamed.statusCode).toBe(409);
  });

  it.each([
    [
      'a percent over 100',
      { code: 'X1', kind: 'percent', value: 120 },
      'value',
      'promotion.percent_range',
    ],
    [
      'a fraction of a percent',
      { code: 'X2', kind: 'percent', value: 2.5 },
      'value',
      'promotion.percent_range',
    ],
    [
      'a fixed amount of 0',
      { code: 'X3', kind: 'fixed', value: 0 },
      'value',
      'promotion.amount_positive',
    ],
    [
      'a fraction of a grosz',
      { code: 'X4', kind: 'fixed', value: 1.001 },
      'value',
      'money.precision',
    ],
    [
      'free delivery with a value',
      { code: 'X5', kind: 'free_delivery', value: 5 },
      'value',
      'promotion.no_value',
    ],
    [
      'an end before the start',
      {
        code: 'X6',
        kind: 'percent',
        value: 5,
        starts_at: '2026-02-01T00:00:00Z',
        ends_at: '2026-01-01T00:00:00Z',
      },
      'ends_at',
      'promotion.ends_before_start',
    ],
    [
      'a code with spaces',
      { code: 'a b', kind: 'percent', value: 5 },
      'code',
      'promotion.code_invalid',
    ],
    ['a bad kind', { code: 'X7', kind: 'gift', value: 5 }, 'kind', 'promotion.kind_invalid'],
    [
      'a limit of 0',
      { code: 'X8', kind: 'percent', value: 5, usage_limit: 0 },
      'usage_limit',
      'promotion.limit_min',
    ],
    [
      'an unknown category',
      { code: 'X9', kind: 'percent', value: 5, category_ids: [2_000_000] },
      'category_ids',
      'category.unknown',
    ],
    [
      'an unknown product',
      { code: 'X10', kind: 'percent', value: 5, product_ids: [2_000_000] },
      'product_ids',
      'product.unknown',
    ],
    [
      'a date that is no date',
      { code: 'X11', kind: 'percent', value: 5, starts_at: 'soon' },
      'starts_at',
      'date.invalid',
    ],
    ['an unknown field', { code: 'X12', kind: 'percent', value: 5, stack: true }, null, null],
  ])('422 for %s', async (_name, body, field, message) => {
    const res = await admin('POST', '/api/admin/promotions', body);
    expect(res.statusCode).toBe(422);
    if (field) expect(res.json().errors[field]).toEqual([message]);
    else expect(typeof res.json().errors).toBe('object');
  });

  it('a change is checked on the result: a new end before the kept start is 422', async () => {
    const created = await admin('POST', '/api/admin/promotions', {
      code: 'DATES',
      kind: 'percent',
      value: 5,
      starts_at: '2026-06-01T00:00:00Z',
    });
    const res = await admin('PATCH', `/api/admin/promotions/${created.json().id}`, {
      ends_at: '2026-05-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ ends_at: ['promotion.ends_before_start'] });
    const kind = await admin('PATCH', `/api/admin/promotions/${created.json().id}`, {
      kind: 'fixed',
    });
    expect(kind.statusCode).toBe(200); // 5 zł now
    expect(kind.json()).toMatchObject({ kind: 'fixed', value: 5 });
  });

  it('is the back office’s: a shopper or nobody gets no list', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/promotions' });
    expect(anonymous.statusCode).toBe(401);
  });
});
