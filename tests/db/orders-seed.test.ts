import { testConfig } from '#server/config';
import { createJobQueue } from '#server/services/jobs/queue';
import { createMessagingService } from '#server/services/messaging/index';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { seedDemoShop } from '#server/db/seed/index';
import { createDashboardService } from '#server/services/dashboard/index';
import { createSettingsService } from '#server/services/settings/index';
import { createStockAlerts } from '#server/services/stock-alerts/index';
import { rows } from '../setup/sql-rows';
import { forEachDatabase } from '../setup/test-database';

const NOW = new Date('2026-06-01T12:00:00Z');

/** `--orders N`: a year of orders over the seeded catalogue, as the shop would have written them. */
forEachDatabase('demo seed with orders', (getDb) => {
  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(getDb().db, query);

  beforeAll(async () => {
    const result = await seedDemoShop(getDb().db, { products: 60, orders: 700, now: NOW });
    expect(result.orders).toBe(700);
  });

  it('writes the orders with lines at the products’ prices and totals from the lines', async () => {
    const [stats] = await q<Record<string, number>>(sql`
      select count(*)::int as orders,
        count(*) filter (where o.total_minor <> (select sum(l.count * l.unit_price_minor)
          from order_lines l where l.order_id = o.id))::int as wrong_totals,
        count(*) filter (where not exists (select 1 from order_lines l where l.order_id = o.id))::int as empty,
        count(*) filter (where o.created_at > ${NOW.toISOString()}::timestamptz
          or o.created_at < ${NOW.toISOString()}::timestamptz - interval '366 days')::int as outside,
        count(distinct o.status)::int as statuses,
        count(distinct o.locale)::int as locales
      from orders o`);
    expect(stats).toEqual({
      orders: 700,
      wrong_totals: 0,
      empty: 0,
      outside: 0,
      statuses: 5,
      locales: 3,
    });
    const [lines] = await q<{ bad: number }>(sql`
      select count(*)::int as bad from order_lines l join products p on p.id = l.product_id
      where l.unit_price_minor <> p.price_effective_minor or l.count not between 1 and 3`);
    expect(lines!.bad).toBe(0);
  });

  it('gives each order the status history of its path', async () => {
    const [history] = await q<Record<string, number>>(sql`
      select
        count(*) filter (where (select h.to_status from order_status_history h where h.order_id = o.id
          order by h.created_at desc, h.id desc limit 1) <> o.status)::int as last_not_status,
        count(*) filter (where (select count(*) from order_status_history h where h.order_id = o.id
          and h.from_status is null) <> 1)::int as not_one_start
      from orders o`);
    expect(history).toEqual({ last_not_status: 0, not_one_start: 0 });
  });

  it('moves the sequences past the seeded ids: the shop’s next order does not collide', async () => {
    const [next] = await q<{ id: number }>(sql`
      insert into orders (kind, name, phone, total_minor, locale)
      values ('quick', 'X', '+48600000000', 0, 'pl') returning id`);
    expect(next!.id).toBe(701);
  });

  it('feeds the dashboard', async () => {
    const { db } = getDb();
    const jobs = createJobQueue({ db });
    const outbox = createMessagingService(db, jobs, testConfig());
    const dashboard = createDashboardService({
      db,
      settings: createSettingsService(db),
      stockAlerts: createStockAlerts({ db, jobs, outbox, origin: 'http://localhost' }),
      now: () => NOW,
    });
    const d = await dashboard.get('pl');
    expect(d.periods.last_30_days.orders).toBeGreaterThan(20);
    expect(d.periods.last_30_days.revenue).toBeGreaterThan(0);
    expect(d.top_products.length).toBeGreaterThan(0);
    expect(Object.values(d.by_status).reduce((n, c) => n + c, 0)).toBe(701);
  });
});
