import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { createOrder } from '#tests/factories/orders';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { authClient, freshEmail, freshIp } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';
import { createDashboardService } from '#server/services/dashboard/index';
import { createSettingsService } from '#server/services/settings/index';
import { shopDayNumber, shopDayStart } from '#domain/returns/withdrawal-period';

const DAY = 86_400_000;

forEachDatabase('back-office dashboard', (getDb) => {
  let t: TestApp;
  let staff: Record<string, string>;
  let ids: { lamp: number; chair: number; vase: number; rug: number };
  /** Today as days since 1970 on the shop's calendar (Europe/Warsaw), as the dashboard counts. */
  const todayNumber = () => shopDayNumber(new Date());
  /** `minutes` into the shop day `daysAgo` days before today. */
  const at = (daysAgo: number, minutes = 1) =>
    new Date(shopDayStart(todayNumber() - daysAgo).getTime() + minutes * 60_000);
  /** `YYYY-MM-DD` of the shop day `daysAgo` days before today. */
  const dateOf = (daysAgo: number) =>
    new Date((todayNumber() - daysAgo) * DAY).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp(getDb());
    const { db } = getDb();
    staff = await adminSession(t, (await createStaff(db, { role: 'staff' })).email);
    const categoryId = (await createCategory(db)).id;
    ids = {
      lamp: (await createProduct(db, { categoryId, title: 'Lampa', stock: 2 })).id,
      chair: (await createProduct(db, { categoryId, title: 'Krzesło', stock: 40 })).id,
      vase: (await createProduct(db, { categoryId, title: 'Wazon', stock: 0 })).id,
      // Not on sale: never on the low-stock list, however few are left.
      rug: (await createProduct(db, { categoryId, title: 'Dywan', stock: 1, published: false })).id,
    };
    const { lamp, chair, vase } = ids;
    // Today: 2 orders (one cancelled). 3 days ago: 1. 10 days ago: 1. 40 days ago: 1 (outside).
    await createOrder(db, {
      createdAt: at(0),
      lines: [{ productId: lamp, count: 2, unitPriceMinor: 15_000 }],
    });
    await createOrder(db, {
      createdAt: at(0, 2),
      status: 'cancelled',
      lines: [{ productId: chair, count: 9, unitPriceMinor: 50_000 }],
    });
    await createOrder(db, {
      createdAt: at(3),
      status: 'confirmed',
      lines: [
        { productId: chair, count: 1, unitPriceMinor: 49_999 },
        { productId: vase, count: 3, unitPriceMinor: 3_050 },
      ],
    });
    await createOrder(db, {
      createdAt: at(10),
      status: 'delivered',
      lines: [{ productId: vase, count: 1, unitPriceMinor: 3_000 }],
    });
    await createOrder(db, {
      createdAt: at(40),
      status: 'delivered',
      lines: [{ productId: lamp, count: 50, unitPriceMinor: 15_000 }],
    });
    await db.execute(sql`insert into customization_requests (product_id, name, email, message, locale, status)
      values (${lamp}, 'A', 'a@example.com', 'm', 'pl', 'new'), (${lamp}, 'B', 'b@example.com', 'm', 'en', 'new'),
             (${chair}, 'C', 'c@example.com', 'm', 'ru', 'in_progress'), (${chair}, 'D', 'd@example.com', 'm', 'pl', 'closed'),
             (${vase}, 'E', 'e@example.com', 'm', 'pl', 'answered')`);
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const get = () =>
    t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { ...staff, 'x-forwarded-for': freshIp() },
    });

  it('answers the figures of a known set of orders exactly', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const d = res.json();
    expect(d.periods).toEqual({
      today: { orders: 2, revenue: 300 },
      last_7_days: { orders: 3, revenue: 300 + 499.99 + 91.5 },
      last_30_days: { orders: 4, revenue: 300 + 499.99 + 91.5 + 30 },
    });
    expect(d.daily).toHaveLength(30);
    expect(d.daily.at(-1)).toEqual({
      date: dateOf(0),
      orders: 2,
      revenue: 300,
    });
    expect(d.daily.at(-4)).toEqual({
      date: dateOf(3),
      orders: 1,
      revenue: 591.49,
    });
    expect(d.daily.at(-11).orders).toBe(1);
    expect(d.daily.reduce((n: number, day: { orders: number }) => n + day.orders, 0)).toBe(4);
    expect(d.by_status).toEqual({
      new: 1,
      confirmed: 1,
      ready_to_ship: 0,
      shipped: 0,
      delivered: 2,
      cancelled: 1,
    });
    // 30 days, cancelled left out: vase 4 units, lamp 2, chair 1 (its cancelled 9 do not count).
    expect(d.top_products).toEqual([
      { product_id: ids.vase, title: 'Wazon', units: 4, revenue: 121.5 },
      { product_id: ids.lamp, title: 'Lampa', units: 2, revenue: 300 },
      { product_id: ids.chair, title: 'Krzesło', units: 1, revenue: 499.99 },
    ]);
    // Default threshold 5: the vase (0) and the lamp (2); the unpublished rug is not on sale.
    expect(d.low_stock).toEqual({
      threshold: 5,
      total: 2,
      items: [
        { id: ids.vase, sku: expect.any(String), title: 'Wazon', stock: 0 },
        { id: ids.lamp, sku: expect.any(String), title: 'Lampa', stock: 2 },
      ],
    });
    expect(d.open_requests).toEqual({ new: 2, in_progress: 1 });
  });

  it('follows the low-stock threshold setting', async () => {
    await t.services.settings.set({ low_stock_threshold: 0 });
    const low = (await get()).json().low_stock;
    expect(low).toMatchObject({ threshold: 0, total: 1 });
    expect(low.items.map((i: { id: number }) => i.id)).toEqual([ids.vase]);
    await t.services.settings.set({ low_stock_threshold: 100 });
    expect((await get()).json().low_stock.total).toBe(3);
    await t.services.settings.set({ low_stock_threshold: 5 });
  });

  it('titles come in the staff member’s language', async () => {
    const res = await t.services.dashboard.get('en');
    expect(res.top_products.map((p) => p.title)).toEqual(['Wazon en', 'Lampa en', 'Krzesło en']);
  });

  describe('day boundaries (the shop’s calendar, Europe/Warsaw)', () => {
    const pinned = (now: Date) =>
      createDashboardService({
        db: getDb().db,
        settings: createSettingsService(getDb().db),
        stockAlerts: t.services.stockAlerts,
        now: () => now,
      });
    const line = () => [{ productId: ids.chair, count: 1, unitPriceMinor: 1_000 }];
    const orderAt = (iso: string) =>
      createOrder(getDb().db, { createdAt: new Date(iso), lines: line() });

    it('in summer (UTC+2) an order at 23:59:59 Polish time belongs to that day, one at 00:00:00 to the next', async () => {
      // Days of their own, far from the orders above: the service's clock is pinned to them.
      await orderAt('2030-06-14T21:59:59Z'); // 14 June, 23:59:59 in Warsaw
      await orderAt('2030-06-14T22:00:00Z'); // 15 June, 00:00:00
      await orderAt('2030-06-08T22:00:00Z'); // 9 June, the first of 7 days
      await orderAt('2030-06-08T21:59:59Z'); // 8 June: outside 7 days
      await orderAt('2030-05-16T22:00:00Z'); // 17 May, the first of 30 days
      await orderAt('2030-05-16T21:59:59Z'); // 16 May: outside
      await orderAt('2030-06-15T22:00:00Z'); // 16 June: tomorrow
      const d = await pinned(new Date('2030-06-15T12:00:00Z')).get('pl');
      expect(d.periods).toEqual({
        today: { orders: 1, revenue: 10 },
        last_7_days: { orders: 3, revenue: 30 },
        last_30_days: { orders: 5, revenue: 50 },
      });
      expect(d.daily[0]!.date).toBe('2030-05-17');
      expect(d.daily.at(-1)!).toEqual({ date: '2030-06-15', orders: 1, revenue: 10 });
    });

    it('in winter (UTC+1) an order at 00:30 Polish time counts today, though it is yesterday in UTC', async () => {
      await orderAt('2031-01-14T23:30:00Z'); // 15 January, 00:30 in Warsaw
      await orderAt('2031-01-14T22:59:59Z'); // 14 January, 23:59:59
      // Just after midnight in Warsaw, still the 14th in UTC.
      const d = await pinned(new Date('2031-01-14T23:45:00Z')).get('pl');
      expect(d.periods.today).toEqual({ orders: 1, revenue: 10 });
      expect(d.daily.at(-1)!.date).toBe('2031-01-15');
      expect(d.daily.at(-2)!).toEqual({ date: '2031-01-14', orders: 1, revenue: 10 });
    });
  });
  // Last: its sold-out products would change the low-stock figures above.
  describe('most awaited (back-in-stock subscriptions)', () => {
    const subscribe = (id: number, times: number) =>
      Promise.all(
        Array.from({ length: times }, async () => {
          const res = await authClient(t).call('POST', `/api/client/pl/products/${id}/notify`, {
            body: { email: freshEmail('Awaits') },
          });
          expect(res.status).toBe(202);
        }),
      );

    it('lists sold-out products by their subscribers, most first, in the staff member’s language', async () => {
      const { db } = getDb();
      expect((await get()).json().most_awaited).toEqual([]);
      const categoryId = (await createCategory(db)).id;
      const armchair = await createProduct(db, { categoryId, title: 'Fotel', stock: 0 });
      const shelf = await createProduct(db, { categoryId, title: 'Regał', stock: 0 });
      const stool = await createProduct(db, { categoryId, title: 'Taboret', stock: 0 });
      await subscribe(ids.vase, 2);
      await subscribe(armchair.id, 3);
      await subscribe(shelf.id, 1);
      await subscribe(stool.id, 4);
      // Back on the shelf: not awaited any more, whatever its subscriptions.
      await db.execute(sql`update products set stock = 3 where id = ${stool.id}`);
      const d = (await get()).json();
      expect(d.most_awaited).toEqual([
        { id: armchair.id, sku: expect.any(String), title: 'Fotel', waiting: 3 },
        { id: ids.vase, sku: expect.any(String), title: 'Wazon', waiting: 2 },
        { id: shelf.id, sku: expect.any(String), title: 'Regał', waiting: 1 },
      ]);
      // Archived products are left out.
      await db.execute(
        sql`update products set archived_at = now(), published = false where id = ${shelf.id}`,
      );
      const en = await t.services.dashboard.get('en');
      expect(en.most_awaited.map((p) => [p.title, p.waiting])).toEqual([
        ['Fotel en', 3],
        ['Wazon en', 2],
      ]);
    });
  });
});
