import { sql } from 'drizzle-orm';
import type { Locale } from '#domain/locale';
import type { OrderStatus } from '../schema/index';
import { orders, orderStatusHistory } from '../schema/index';
import type { Db } from '../types';
import { insertChunked, syncSequences } from './insert';
import { createRng, type Rng } from './prng';
import { PAYMENT_METHODS } from '#domain/payments/payment-state';

export interface OrdersSeedOptions {
  orders: number;
  /** Products 1..products exist (the catalogue seed's ids). */
  products: number;
  seed: number;
  now: Date;
  batchSize?: number;
  onProgress?: (progress: { done: number; total: number }) => void;
  /** Days before `now` the orders are spread over (a year for the bench, a month for the demo). */
  spanDays?: number;
  /**
   * `cod`: every order paid on delivery (the bench's year). `mixed`: online, transfer and cash
   * on delivery, each in the state its order's status implies (the demo shop).
   */
  payments?: 'cod' | 'mixed';
}

const DAY_MS = 86_400_000;
/** Orders are spread over the year before `now` unless told. */
const SPAN_DAYS = 365;
const METHODS = PAYMENT_METHODS;
const NAMES = [
  'Anna Nowak',
  'Jan Kowalski',
  'Ewa Wiśniewska',
  'Piotr Zieliński',
  'Olga Ivanova',
  'Mark Taylor',
];
const FLOW: OrderStatus[] = ['new', 'confirmed', 'shipped', 'delivered'];

/** Where an order of this age stands: recent ones are still moving, old ones delivered. */
function statusFor(ageDays: number, rng: Rng): OrderStatus {
  const r = rng.next();
  if (r < 0.08) return 'cancelled';
  if (ageDays < 2) return r < 0.6 ? 'new' : 'confirmed';
  if (ageDays < 7) return r < 0.2 ? 'confirmed' : r < 0.7 ? 'shipped' : 'delivered';
  return r < 0.99 ? 'delivered' : 'shipped';
}

function localeFor(rng: Rng): Locale {
  const r = rng.next();
  return r < 0.7 ? 'pl' : r < 0.9 ? 'en' : 'ru';
}

/**
 * The provider the demo's online orders were paid through: seed data, like their `pi_demo_`
 * payment ids in Stripe's shape (docs/configuration.md: Stripe's settings).
 */
const DEMO_ONLINE_PROVIDER = 'stripe';

/**
 * `--orders N`: a year of orders over the seeded catalogue, for the dashboard's benchmark.
 * Batched like the products: orders and their history from arrays (`insertChunked`), lines by
 * one `insert … select` per batch that takes each product's title and current price, then one
 * update that sets each order's total from its lines (as the shop computes it).
 * Popular products are ordered more often (a skewed pick), so "top products" means something.
 */
export async function seedOrders(db: Db, options: OrdersSeedOptions): Promise<void> {
  const { products, seed, now } = options;
  const total = options.orders;
  const batchSize = options.batchSize ?? 5_000;
  const rng = createRng(seed ^ 0x0dde75);
  const span = options.spanDays ?? SPAN_DAYS;
  const mixed = options.payments === 'mixed';
  for (let first = 1; first <= total; first += batchSize) {
    const last = Math.min(total, first + batchSize - 1);
    const orderRows: (typeof orders.$inferInsert)[] = [];
    const history: (typeof orderStatusHistory.$inferInsert)[] = [];
    const lines = { orderId: [] as number[], productId: [] as number[], count: [] as number[] };
    const methods: string[] = [];
    for (let id = first; id <= last; id += 1) {
      const ageDays = rng.next() * span;
      const createdAt = new Date(now.getTime() - ageDays * DAY_MS);
      const status = statusFor(ageDays, rng);
      const cart = rng.chance(0.7);
      methods.push(mixed ? rng.pick(METHODS) : 'cod');
      orderRows.push({
        id,
        kind: cart ? 'cart' : 'quick',
        name: rng.pick(NAMES),
        phone: `+486${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
        email: `customer${rng.int(1, 20_000)}@example.com`,
        address: cart ? `ul. Długa ${rng.int(1, 200)}, Gdańsk` : null,
        totalMinor: 0,
        locale: localeFor(rng),
        status,
        createdAt,
        updatedAt: createdAt,
      });
      const steps =
        status === 'cancelled' ? ['new', 'cancelled'] : FLOW.slice(0, FLOW.indexOf(status) + 1);
      steps.forEach((to, i) =>
        history.push({
          orderId: id,
          fromStatus: i === 0 ? null : (steps[i - 1] as OrderStatus),
          toStatus: to as OrderStatus,
          staffEmail: i === 0 ? null : 'owner@example.com',
          createdAt: new Date(Math.min(now.getTime(), createdAt.getTime() + i * DAY_MS)),
        }),
      );
      const picked = new Set<number>();
      for (let n = rng.int(1, cart ? 3 : 1); n > 0; n -= 1) {
        // r³ favours low ids: a long tail of rarely ordered products, a head of best sellers.
        const productId = 1 + Math.floor(products * rng.next() ** 3);
        if (picked.has(productId)) continue;
        picked.add(productId);
        lines.orderId.push(id);
        lines.productId.push(productId);
        lines.count.push(rng.int(1, 3));
      }
    }
    await db.transaction(async (tx) => {
      await insertChunked(tx, orders, orderRows);
      await insertChunked(tx, orderStatusHistory, history);
      await tx.execute(sql`
        insert into order_lines (order_id, product_id, title, count, unit_price_minor)
        select l.order_id, l.product_id, t.title, l.count, p.price_effective_minor
        from unnest(${sql.param(lines.orderId)}::int[], ${sql.param(lines.productId)}::int[],
                    ${sql.param(lines.count)}::int[]) as l(order_id, product_id, count)
        join products p on p.id = l.product_id
        join product_translations t on t.product_id = p.id and t.locale = 'pl'`);
      await tx.execute(sql`
        update orders o set total_minor = s.total
        from (select order_id, sum(count * unit_price_minor)::int as total from order_lines
              where order_id between ${first} and ${last} group by order_id) s
        where o.id = s.order_id`);
      // Cash on delivery is paid once delivered; a transfer once the order is confirmed; an
      // online payment at once (its failure cancels the order). Revenue counts them that way.
      await tx.execute(sql`
        insert into payments (order_id, method, status, provider, provider_payment_id, amount_minor)
        select o.id, m.method,
               case
                 when m.method = 'cod' then case when o.status = 'delivered' then 'paid' else 'on_delivery' end
                 when m.method = 'transfer' then case when o.status in ('new', 'cancelled') then 'pending' else 'paid' end
                 else case when o.status = 'cancelled' then 'failed' else 'paid' end
               end,
               case when m.method = 'online' then ${DEMO_ONLINE_PROVIDER} else m.method end,
               case when m.method = 'online' then 'pi_demo_' || o.id end,
               o.total_minor
        from orders o
        join unnest(${sql.param(methods)}::text[]) with ordinality as m(method, n)
          on o.id = ${first} + m.n - 1
        where o.id between ${first} and ${last}`);
      // The withdrawal period counts from delivery (a day after shipping, as the history says).
      await tx.execute(sql`
        update orders o set delivered_at = h.created_at
        from order_status_history h
        where h.order_id = o.id and h.to_status = 'delivered' and o.id between ${first} and ${last}`);
    });
    options.onProgress?.({ done: last, total });
  }
  await syncSequences(db, ['orders', 'order_lines', 'order_status_history']);
}
