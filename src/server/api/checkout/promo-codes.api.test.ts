import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { seedCheckout } from '#tests/factories/checkout';
import { createPromotion } from '#tests/factories/promotions';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { authClient, freshEmail, freshIp } from '#tests/setup/auth-client';
import { rows } from '#tests/setup/sql-rows';
import { startStripeStandIn, stripeEnv, type StripeStandIn } from '#tests/setup/stripe-stand-in';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

const HOUR = 3_600_000;

forEachDatabase('promo codes at the checkout', (getDb) => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let api: ReturnType<typeof authClient>;
  let staff: Record<string, string>;
  let categoryId: number;
  let keyCounter = 0;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp(getDb(), stripeEnv(stripe), { tempDataDir: true });
    api = authClient(t);
    categoryId = (await createCategory(getDb().db)).id;
    await seedCheckout(getDb().db);
    staff = await adminSession(t, (await createStaff(getDb().db)).email);
  });
  afterAll(async () => {
    await t?.app.close();
    await stripe?.close();
  });

  const db = () => getDb().db;
  const product = (
    o: { price?: number; sale?: number | null; stock?: number; category?: number } = {},
  ) =>
    createProduct(db(), {
      categoryId: o.category ?? categoryId,
      price: o.price ?? 10_000,
      sale: o.sale ?? null,
      stock: o.stock ?? 10,
    });
  const newKey = () => `promo-${Date.now()}-${++keyCounter}`;
  const guest = (email = freshEmail('promo')) => ({
    name: 'Anna',
    surname: 'Nowak',
    email,
    phone: '+48 600 100 200',
  });
  const quote = (body: object, locale = 'pl') =>
    api.call('POST', `/api/client/${locale}/checkout/quote`, { body });
  const place = (body: object, key = newKey()) =>
    api.call('POST', '/api/client/pl/checkout', { body, headers: { 'idempotency-key': key } });
  const order = (cart: Array<{ id: number; count: number }>, extra: object = {}) => ({
    cart,
    contact: guest(),
    delivery: { method: 'pickup' },
    payment: 'cod',
    accept_terms: true,
    ...extra,
  });
  const usedOf = async (id: number) =>
    (await rows<{ used: number }>(db(), sql`select used from promotions where id = ${id}`))[0]!
      .used;
  const stockOf = async (id: number) =>
    (await rows<{ stock: number }>(db(), sql`select stock from products where id = ${id}`))[0]!
      .stock;
  const cancel = (orderId: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      headers: { ...staff, 'x-forwarded-for': freshIp() },
      payload: { status: 'cancelled' },
    });

  describe('quote', () => {
    it('a percent code takes its share of the paid (sale) price, split over the lines', async () => {
      const onSale = await product({ price: 12_000, sale: 9_000 });
      const other = await product({ price: 3_333 });
      const promo = await createPromotion(db(), { code: 'Jesien10', value: 10 });
      const res = await quote({
        cart: [
          { id: onSale.id, count: 1 },
          { id: other.id, count: 2 },
        ],
        delivery_method: 'courier',
        promo_code: 'jesien10', // any case
      });
      expect(res.status).toBe(200);
      // 10% of 90.00 + 66.66 = 15.666 -> 15.67 (of the sale price, never of 120.00)
      expect(res.body).toMatchObject({
        items_total: 156.66,
        discount: 15.67,
        delivery_price: 14.99,
        total: 155.98,
        promo: { code: 'Jesien10', discount: 15.67 },
      });
      expect(await usedOf(promo.id)).toBe(0); // a quote counts nothing
    });

    it('a fixed code never takes more than its lines; free delivery sets delivery to 0', async () => {
      const cheap = await product({ price: 1_500 });
      const other = await product({ price: 5_000 });
      await createPromotion(db(), {
        code: 'MINUS50',
        kind: 'fixed',
        value: 5_000,
        productIds: [cheap.id],
      });
      const fixed = await quote({
        cart: [
          { id: cheap.id, count: 1 },
          { id: other.id, count: 1 },
        ],
        promo_code: 'MINUS50',
      });
      expect(fixed.body).toMatchObject({ items_total: 65, discount: 15, total: 50 });
      await createPromotion(db(), { code: 'FREESHIP', kind: 'free_delivery', value: 0 });
      const free = await quote({
        cart: [{ id: other.id, count: 1 }],
        delivery_method: 'courier',
        promo_code: 'FREESHIP',
      });
      expect(free.body).toMatchObject({
        discount: 0,
        delivery_price: 0,
        total: 50,
        promo: { code: 'FREESHIP', discount: 0 },
      });
    });

    it('a category code covers its subcategories only', async () => {
      const parent = await createCategory(db());
      const child = await createCategory(db(), { parentId: parent.id });
      const inChild = await product({ price: 2_000, category: child.id });
      const elsewhere = await product({ price: 2_000 });
      await createPromotion(db(), { code: 'HOME20', value: 20, categoryIds: [parent.id] });
      const res = await quote({
        cart: [
          { id: inChild.id, count: 1 },
          { id: elsewhere.id, count: 1 },
        ],
        promo_code: 'HOME20',
      });
      expect(res.body).toMatchObject({ items_total: 40, discount: 4 });
      const none = await quote({ cart: [{ id: elsewhere.id, count: 1 }], promo_code: 'HOME20' });
      expect(none.status).toBe(422);
      expect(none.body.errors).toEqual({ promo_code: ['not_applicable'] });
    });

    it.each([
      ['unknown', { code: 'OFF1', active: false }],
      ['not_started', { code: 'LATER1', startsAt: new Date(Date.now() + HOUR) }],
      ['expired', { code: 'GONE1', endsAt: new Date(Date.now() - HOUR) }],
      ['used_up', { code: 'DONE1', usageLimit: 2, used: 2 }],
      ['min_subtotal', { code: 'BIG1', minSubtotalMinor: 1_000_000 }],
      ['not_applicable', { code: 'NOTHIS1', productIds: [2_000_000] }],
    ])('422 %s, on the promo_code field', async (reason, o) => {
      const p = await product();
      await createPromotion(db(), o);
      const res = await quote({ cart: [{ id: p.id, count: 1 }], promo_code: o.code });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ promo_code: [reason] });
    });
  });

  describe('placement', () => {
    it('stores the code and each line’s share, and counts one use', async () => {
      const a = await product({ price: 1_000 });
      const b = await product({ price: 2_001 });
      const promo = await createPromotion(db(), { code: 'SHARE7', kind: 'fixed', value: 700 });
      const res = await place(
        order(
          [
            { id: a.id, count: 1 },
            { id: b.id, count: 1 },
          ],
          { promo_code: 'share7' },
        ),
      );
      expect(res.status).toBe(201);
      expect(res.body.total).toBe(23.01);
      const [stored] = await rows<{ promo_code: string; discount_minor: number; id: number }>(
        db(),
        sql`select id, promo_code, discount_minor from orders where public_id = ${res.body.order_id}`,
      );
      expect(stored).toMatchObject({ promo_code: 'SHARE7', discount_minor: 700 });
      const lines = await rows<{ product_id: number; discount_minor: number }>(
        db(),
        sql`select product_id, discount_minor from order_lines where order_id = ${stored!.id} order by id`,
      );
      // 700 over 10.00 and 20.01: 233.2 and 466.8 -> 233 and 467
      expect(lines).toEqual([
        { product_id: a.id, discount_minor: 233 },
        { product_id: b.id, discount_minor: 467 },
      ]);
      expect(await usedOf(promo.id)).toBe(1);
    });

    it('a code limited to 1 use, tried by 20 checkouts at once, makes exactly one order', async () => {
      const promo = await createPromotion(db(), { code: 'ONLYONE', usageLimit: 1 });
      // Each checkout its own product: the promotion's row is the only thing they share.
      const items = await Promise.all(Array.from({ length: 20 }, () => product({ stock: 1 })));
      const answers = await Promise.all(
        items.map((p) => place(order([{ id: p.id, count: 1 }], { promo_code: 'ONLYONE' }))),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 422)).toHaveLength(19);
      for (const a of answers.filter((x) => x.status === 422)) {
        expect(a.body.errors).toEqual({ promo_code: ['used_up'] });
      }
      expect(await usedOf(promo.id)).toBe(1);
      const [uses] = await rows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from promotion_uses where promotion_id = ${promo.id}`,
      );
      expect(uses!.n).toBe(1);
      // The refused ones took no stock.
      const stocks = await Promise.all(items.map((p) => stockOf(p.id)));
      expect(stocks.filter((s) => s === 0)).toHaveLength(1);
    });

    it('a per-customer limit holds for a guest’s e-mail (any case), also at once', async () => {
      const promo = await createPromotion(db(), { code: 'ONCEEACH', perCustomerLimit: 1 });
      const email = freshEmail('once');
      const p = await product({ stock: 50 });
      const first = await place(
        order([{ id: p.id, count: 1 }], { contact: guest(email), promo_code: 'ONCEEACH' }),
      );
      expect(first.status).toBe(201);
      const again = await place(
        order([{ id: p.id, count: 1 }], {
          contact: guest(email.toUpperCase()),
          promo_code: 'ONCEEACH',
        }),
      );
      expect(again.status).toBe(422);
      expect(again.body.errors).toEqual({ promo_code: ['per_customer'] });
      // Another shopper may; five at once by one new shopper: one order.
      const other = freshEmail('other');
      const burst = await Promise.all(
        Array.from({ length: 5 }, () =>
          place(order([{ id: p.id, count: 1 }], { contact: guest(other), promo_code: 'ONCEEACH' })),
        ),
      );
      expect(burst.map((a) => a.status).sort()).toEqual([201, 422, 422, 422, 422]);
      expect(await usedOf(promo.id)).toBe(2);
    });

    it('a logged-in shopper’s quote checks the per-customer limit too', async () => {
      const user = await api.register();
      const p = await product();
      await createPromotion(db(), { code: 'MEMBER1', perCustomerLimit: 1 });
      const body = order([{ id: p.id, count: 1 }], { promo_code: 'MEMBER1' });
      const placed = await api.call('POST', '/api/client/pl/checkout', {
        body,
        headers: { 'idempotency-key': newKey() },
        token: user.access_token,
      });
      expect(placed.status).toBe(201);
      const res = await api.call('POST', '/api/client/pl/checkout/quote', {
        body: { cart: [{ id: p.id, count: 1 }], promo_code: 'MEMBER1' },
        token: user.access_token,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ promo_code: ['per_customer'] });
    });

    it('a cancel by staff gives the use back; the code can be used again', async () => {
      const promo = await createPromotion(db(), { code: 'BACKAGAIN', usageLimit: 1 });
      const p = await product({ stock: 5 });
      const first = await place(order([{ id: p.id, count: 1 }], { promo_code: 'BACKAGAIN' }));
      expect(first.status).toBe(201);
      const blocked = await place(order([{ id: p.id, count: 1 }], { promo_code: 'BACKAGAIN' }));
      expect(blocked.body.errors).toEqual({ promo_code: ['used_up'] });
      expect((await cancel(first.body.order_id)).statusCode).toBe(200);
      expect(await usedOf(promo.id)).toBe(0);
      const second = await place(order([{ id: p.id, count: 1 }], { promo_code: 'BACKAGAIN' }));
      expect(second.status).toBe(201);
      expect(await usedOf(promo.id)).toBe(1);
    });

    it('the payment timeout and a refunded cancel give the use back', async () => {
      const promo = await createPromotion(db(), { code: 'ONLINE2', usageLimit: 2 });
      const placeOnline = async () => {
        const p = await product({ stock: 5 });
        const res = await place(
          order([{ id: p.id, count: 1 }], { payment: 'online', promo_code: 'ONLINE2' }),
        );
        expect(res.status).toBe(201);
        return {
          orderId: res.body.order_id as string,
          sessionId: new URL(res.body.payment.redirect_url).pathname.split('/').pop()!,
        };
      };
      const unpaid = await placeOnline();
      const paid = await placeOnline();
      expect(await usedOf(promo.id)).toBe(2);
      stripe.pay(paid.sessionId);
      const delivery = stripe.webhook(
        'checkout.session.completed',
        stripe.sessions.get(paid.sessionId)!,
      );
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { ...delivery.headers, 'x-forwarded-for': freshIp() },
        payload: delivery.payload,
      });
      expect(hook.statusCode).toBe(200);
      expect(await t.services.payments.expireOverdue(new Date(Date.now() + 31 * 60_000))).toBe(1);
      expect(await usedOf(promo.id)).toBe(1);
      // Cancelling the paid one refunds it and gives its use back.
      expect((await cancel(paid.orderId)).statusCode).toBe(200);
      expect(await usedOf(promo.id)).toBe(0);
      const [released] = await rows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from promotion_uses
            where promotion_id = ${promo.id} and released_at is not null`,
      );
      expect(released!.n).toBe(2);
      expect(unpaid.orderId).not.toBe(paid.orderId);
    });
  });
});
