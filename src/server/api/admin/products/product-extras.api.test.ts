import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { authClient, freshEmail, freshIp } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

interface Answer {
  id: number;
  sku: string;
  version: number;
  price_lowest_30d?: number | null;
  waiting?: number;
}

/**
 * What the back office reads beside a product: its 30-day lowest price while reduced
 * (docs/rules.md#lowest-price) and the back-in-stock subscribers waiting for it
 * (docs/rules.md#back-in-stock), in the list, the read and the writes' answers.
 */
forEachDatabase('admin products: 30-day lowest price and waiting subscribers', (getDb) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let categoryId: number;
  let sku = 0;

  beforeAll(async () => {
    t = await createTestApp(getDb());
    headers = await adminSession(t, (await createStaff(getDb().db, { role: 'staff' })).email);
    categoryId = (await createCategory(getDb().db, { slug: 'extras-chairs' })).id;
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...headers, 'x-forwarded-for': freshIp() },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const create = async (o: Record<string, unknown> = {}) => {
    const n = ++sku;
    const res = await call('POST', '/api/admin/products', {
      sku: `EXT-${n}`,
      category_id: categoryId,
      price: 100,
      stock: 5,
      translations: {
        pl: { title: `Krzesło ${n}` },
        en: { title: `Chair ${n}` },
        ru: { title: `Стул ${n}` },
      },
      ...o,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as Answer;
  };
  const read = async (id: number) => {
    const res = await call('GET', `/api/admin/products/${id}`);
    expect(res.status).toBe(200);
    return res.body as Answer;
  };
  const listed = async (search: string) => {
    const res = await call('GET', `/api/admin/products?search=${encodeURIComponent(search)}`);
    expect(res.status).toBe(200);
    return (res.body as { items: Answer[] }).items;
  };
  const subscribe = async (id: number) => {
    const res = await authClient(t).call('POST', `/api/client/pl/products/${id}/notify`, {
      body: { email: freshEmail('Waits') },
    });
    expect(res.status).toBe(202);
  };

  describe('price_lowest_30d', () => {
    it('a product raised from 100 to 120, then put on sale at 90, reads 100 in the editor and the list', async () => {
      const p = await create({ price: 100 });
      expect(p.price_lowest_30d).toBeNull();
      await call('PATCH', `/api/admin/products/${p.id}`, { price: 120 });
      const saved = await call('PATCH', `/api/admin/products/${p.id}`, { sale_price: 90 });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ sale_price: 90, price_lowest_30d: 100 });
      expect(await read(p.id)).toMatchObject({ price_lowest_30d: 100 });
      expect(await listed(p.sku)).toMatchObject([{ id: p.id, price_lowest_30d: 100 }]);
      // No reduction, no figure.
      await call('PATCH', `/api/admin/products/${p.id}`, { sale_price: null });
      expect((await read(p.id)).price_lowest_30d).toBeNull();
    });

    it('is null while a scheduled sale has not started (the product is not reduced yet)', async () => {
      const p = await create({ price: 100 });
      const starts = new Date(Date.now() + 7 * 86_400_000).toISOString();
      const res = await call('PATCH', `/api/admin/products/${p.id}`, {
        sale_price: 80,
        sale_starts_at: starts,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ sale_price: 80, price_lowest_30d: null });
      expect(Date.parse((res.body as { sale_starts_at: string }).sale_starts_at)).toBe(
        Date.parse(starts),
      );
    });
  });

  describe('waiting', () => {
    it('counts the subscribers of a sold-out product in the list, the read and a save’s answer', async () => {
      const { db } = getDb();
      const soldOut = await createProduct(db, { categoryId, stock: 0, title: 'Fotel czekany' });
      const other = await createProduct(db, { categoryId, stock: 0, title: 'Fotel inny' });
      await subscribe(soldOut.id);
      await subscribe(soldOut.id);
      await subscribe(other.id);
      expect((await read(soldOut.id)).waiting).toBe(2);
      const items = await listed('Fotel');
      const waiting = Object.fromEntries(items.map((i) => [i.id, i.waiting]));
      expect(waiting).toEqual({ [soldOut.id]: 2, [other.id]: 1 });
      const current = await read(soldOut.id);
      const saved = await call('PATCH', `/api/admin/products/${soldOut.id}`, {
        version: current.version,
        price: 150,
      });
      expect(saved.status).toBe(200);
      expect((saved.body as Answer).waiting).toBe(2);
    });

    it('is 0 for a product nobody waits for', async () => {
      const p = await create();
      expect(p.waiting).toBe(0);
      expect((await listed(p.sku))[0]?.waiting).toBe(0);
    });
  });
});
