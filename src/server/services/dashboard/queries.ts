import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { OPEN_RETURN_STATUSES } from '#contracts/admin/returns';
import { DASHBOARD_LOW_STOCK, DASHBOARD_TOP } from '#contracts/admin/dashboard';
import type { Locale } from '#domain/locale';
import { SHOP_TIME_ZONE } from '#domain/returns/withdrawal-period';
import { rows } from '#server/db/rows';
import type { Executor } from '#server/db/types';

// The queries read through indexes: orders by (created_at) or (status, created_at), order lines
// by order, requests by (status, created_at), titles by primary key, low stock by the partial
// index on (stock, id) of published products.
// Sums come back as float8: a bigint would arrive as a string from node-postgres.

/**
 * Orders per shop day (Europe/Warsaw) in [from, to): all of them, and the revenue of those not cancelled whose
 * money came or comes with the parcel (paid, or cash on delivery): an online order still
 * pending, or a transfer not yet received, is no revenue yet.
 */
export function ordersByDay(db: Executor, from: Date, to: Date) {
  // Grouped by the day as a date (cheap), formatted once per group.
  return rows(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, d.orders, d.revenue
        from (select (created_at at time zone ${SHOP_TIME_ZONE})::date as day,
                count(*)::int as orders,
                coalesce(sum(total_minor) filter (
                  where status <> 'cancelled' and exists (
                    select 1 from payments p
                    where p.order_id = orders.id and p.status in ('paid', 'on_delivery'))
                ), 0)::float8 as revenue
              from orders
              where created_at >= ${from.toISOString()}::timestamptz
                and created_at < ${to.toISOString()}::timestamptz
              group by 1) d`,
    z.object({ day: z.string(), orders: z.number(), revenue: z.number() }),
  );
}

/** One count per status, each an index-only count on (status, created_at). */
export async function ordersByStatus(db: Executor) {
  const count = (status: string) =>
    sql`(select count(*)::int from orders where status = ${status})`;
  const [row] = await rows(
    db,
    sql`select ${count('new')} as new, ${count('confirmed')} as confirmed,
          ${count('ready_to_ship')} as ready_to_ship,
          ${count('shipped')} as shipped, ${count('delivered')} as delivered,
          ${count('cancelled')} as cancelled`,
    z.object({
      new: z.number(),
      confirmed: z.number(),
      ready_to_ship: z.number(),
      shipped: z.number(),
      delivered: z.number(),
      cancelled: z.number(),
    }),
  );
  return row!;
}

/**
 * The best sellers by units in [from, to), cancelled orders left out; the title in the staff
 * member's language, else as it was sold. The period's order ids go in as an array: a join
 * made the planner read every order line (a hash join, 85,000 rows at the bench size), the
 * array makes it look the period's lines up by the order index.
 */
export function topProducts(db: Executor, from: Date, to: Date, locale: Locale) {
  return rows(
    db,
    sql`select s.product_id, coalesce(t.title, s.sold_as) as title, s.units, s.revenue
        from (
          select l.product_id, sum(l.count)::int as units,
            sum(l.count * l.unit_price_minor)::float8 as revenue, max(l.title) as sold_as
          from order_lines l
          where l.order_id = any(array(
            select o.id from orders o
            where o.created_at >= ${from.toISOString()}::timestamptz
              and o.created_at < ${to.toISOString()}::timestamptz
              and o.status <> 'cancelled'))
          group by l.product_id
          order by units desc, revenue desc, l.product_id
          limit ${DASHBOARD_TOP}
        ) s
        left join product_translations t on t.product_id = s.product_id and t.locale = ${locale}
        order by s.units desc, s.revenue desc, s.product_id`,
    z.object({
      product_id: z.number(),
      title: z.string(),
      units: z.number(),
      revenue: z.number(),
    }),
  );
}

/**
 * Products on sale (published) with at most `threshold` in stock, the fewest first, and how many
 * there are: one pass over the products (the window count is taken before the limit).
 */
export async function lowStock(db: Executor, threshold: number, locale: Locale) {
  const found = await rows(
    db,
    sql`select p.id, p.sku, coalesce(t.title, p.sku) as title, p.stock, p.total
        from (select id, sku, stock, count(*) over ()::int as total
              from products where published and stock <= ${threshold}
              order by stock, id limit ${DASHBOARD_LOW_STOCK}) p
        left join product_translations t on t.product_id = p.id and t.locale = ${locale}
        order by p.stock, p.id`,
    z.object({
      id: z.number(),
      sku: z.string(),
      title: z.string(),
      stock: z.number(),
      total: z.number(),
    }),
  );
  return {
    threshold,
    total: found[0]?.total ?? 0,
    items: found.map(({ total: _total, ...item }) => item),
  };
}

/** Requests still waiting for the shop. */
export async function openRequests(db: Executor) {
  const count = (status: string) =>
    sql`(select count(*)::int from customization_requests where status = ${status})`;
  const [row] = await rows(
    db,
    sql`select ${count('new')} as new, ${count('in_progress')} as in_progress`,
    z.object({ new: z.number(), in_progress: z.number() }),
  );
  return row!;
}

/** Returns (withdrawals and complaints) still open: due within 3 days, and overdue. */
export async function returnsDue(db: Executor, at: Date) {
  const open = sql.raw(OPEN_RETURN_STATUSES.map((s) => `'${s}'`).join(', '));
  const now = at.toISOString();
  const soon = new Date(at.getTime() + 3 * 86_400_000).toISOString();
  const [row] = await rows(
    db,
    sql`select count(*) filter (where due_by >= ${now} and due_by < ${soon})::int as due_soon,
               count(*) filter (where due_by < ${now})::int as overdue
        from returns where status in (${open}) and due_by is not null`,
    z.object({ due_soon: z.number(), overdue: z.number() }),
  );
  return row!;
}
