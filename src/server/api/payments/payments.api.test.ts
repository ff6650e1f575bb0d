import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API, apiPath } from '#contracts/api-paths';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { seedCheckout } from '#tests/factories/checkout';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { authClient, freshEmail, freshIp } from '#tests/setup/auth-client';
import { rows } from '#tests/setup/sql-rows';
import { startStripeStandIn, stripeEnv, type StripeStandIn } from '#tests/setup/stripe-stand-in';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

forEachDatabase('online payment (Stripe stand-in)', (getDb) => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let api: ReturnType<typeof authClient>;
  let staff: Record<string, string>;
  let categoryId: number;
  let n = 0;

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
  const stockOf = async (id: number) =>
    (await rows<{ stock: number }>(db(), sql`select stock from products where id = ${id}`))[0]
      ?.stock;
  const paymentOf = async (orderId: string) =>
    (
      await rows<{ status: string; amount_minor: number; provider_payment_id: string | null }>(
        db(),
        sql`select p.status, p.amount_minor, p.provider_payment_id from payments p
            join orders o on o.id = p.order_id where o.public_id = ${orderId}`,
      )
    )[0];
  const orderStatus = async (orderId: string) =>
    (
      await rows<{ status: string }>(
        db(),
        sql`select status from orders where public_id = ${orderId}`,
      )
    )[0]?.status;
  const eventCount = async () =>
    (await rows<{ n: number }>(db(), sql`select count(*)::int as n from payment_events`))[0]?.n;

  /** An online order of `count` × 100 zł with pickup; answers the placement and the product. */
  async function placeOnline(count = 1, payment = 'online') {
    const p = await createProduct(db(), { categoryId, price: 10_000, stock: 5 });
    const res = await api.call('POST', '/api/client/en/checkout', {
      headers: { 'idempotency-key': `pay-${Date.now()}-${++n}` },
      body: {
        cart: [{ id: p.id, count }],
        contact: {
          name: 'Jan',
          surname: 'Kowalski',
          email: freshEmail(),
          phone: '+48 600 100 200',
        },
        delivery: { method: 'pickup' },
        payment,
        accept_terms: true,
      },
    });
    expect(res.status).toBe(201);
    const sessionId = new URL(res.body.payment.redirect_url ?? 'http://x/none').pathname
      .split('/')
      .pop()!;
    return { res, product: p, orderId: res.body.order_id as string, sessionId };
  }
  const webhook = (
    delivery: { payload: string; headers: Record<string, string> },
    url = '/api/payments/stripe/webhook',
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...delivery.headers, 'x-forwarded-for': freshIp() },
      payload: delivery.payload,
    });
  const admin = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...staff, 'x-forwarded-for': freshIp() },
      ...(payload ? { payload } : {}),
    });

  it('offers online payment and redirects to a Checkout Session for the order’s amount', async () => {
    const quote = await api.call('POST', '/api/client/pl/checkout/quote', { body: {} });
    expect(quote.body.payment_methods).toEqual(['online', 'transfer', 'cod']);
    const { res, orderId, sessionId } = await placeOnline(2);
    expect(res.body.total).toBe(200);
    expect(res.body.payment).toEqual({
      method: 'online',
      status: 'pending',
      redirect_url: `${stripe.url}/pay/${sessionId}`,
    });
    const session = stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      amount_total: 20_000,
      currency: 'pln',
      client_reference_id: orderId,
      status: 'open',
    });
    // The shopper's page names the order by its short number, in the order's language.
    const number = (await admin('GET', `/api/admin/orders/${orderId}`)).json().number;
    expect(session.line_item_name).toBe(`Order no. ${number}`);
    const created = stripe.calls.filter((c) => c.path === '/v1/checkout/sessions');
    expect(created.at(-1)!.idempotencyKey).toBe(`checkout-session-${orderId}`);
  });

  it('a signed completed event marks it paid; the same event again changes nothing', async () => {
    const { orderId, sessionId, res } = await placeOnline();
    const session = stripe.pay(sessionId);
    const delivery = stripe.webhook('checkout.session.completed', session, {
      eventId: `evt_${orderId}`,
    });
    const first = await webhook(delivery);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, result: 'applied' });
    expect(await paymentOf(orderId)).toMatchObject({
      status: 'paid',
      provider_payment_id: session.payment_intent,
    });
    const events = await eventCount();
    const again = await webhook(delivery);
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toBe('duplicate');
    expect(await eventCount()).toBe(events);
    const status = await api.call(
      'GET',
      new URL(res.body.status_url).pathname.replace(
        /^\/en\/order\//,
        '/api/client/checkout/orders/',
      ) + new URL(res.body.status_url).search,
    );
    expect(status.body.payment).toEqual({ method: 'online', status: 'paid' });
    // A late failure cannot take a paid order back.
    const late = await webhook(stripe.webhook('checkout.session.expired', { id: sessionId }));
    expect(late.json().result).toBe('ignored');
    expect((await paymentOf(orderId))!.status).toBe('paid');
  });

  it('an event that overtakes the stored session id is matched by its order, or retried later', async () => {
    const { orderId, sessionId } = await placeOnline();
    await db().execute(
      sql`update payments set provider_session_id = null where order_id = (select id from orders where public_id = ${orderId})`,
    );
    const session = stripe.pay(sessionId);
    const stranger = stripe.webhook('checkout.session.completed', {
      ...session,
      id: 'cs_test_unknown',
      client_reference_id: null,
    });
    const events = await eventCount();
    expect((await webhook(stranger)).statusCode).toBe(404);
    expect(await eventCount()).toBe(events);
    const res = await webhook(stripe.webhook('checkout.session.completed', session));
    expect(res.json().result).toBe('applied');
    expect((await paymentOf(orderId))!.status).toBe('paid');
    const [row] = await rows<{ provider_session_id: string }>(
      db(),
      sql`select provider_session_id from payments p join orders o on o.id = p.order_id where o.public_id = ${orderId}`,
    );
    expect(row!.provider_session_id).toBe(sessionId);
  });

  it('takes the provider’s events at /api/payments/{name}/webhook, the name being the one its payments record', async () => {
    const online = t.services.payments.providers.online!;
    expect([...t.services.payments.providers.byName.keys()]).toEqual([online.name]);
    const { orderId, sessionId } = await placeOnline();
    const [recorded] = await rows<{ provider: string }>(
      db(),
      sql`select p.provider from payments p join orders o on o.id = p.order_id
          where o.public_id = ${orderId}`,
    );
    expect(recorded!.provider).toBe(online.name);
    const res = await webhook(
      stripe.webhook('checkout.session.completed', stripe.pay(sessionId)),
      apiPath(API.paymentWebhook, { provider: online.name }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, result: 'applied' });
    expect((await paymentOf(orderId))!.status).toBe('paid');
    const [event] = await rows<{ provider: string; outcome: string }>(
      db(),
      sql`select provider, outcome from payment_events order by id desc limit 1`,
    );
    expect(event).toEqual({ provider: online.name, outcome: 'paid' });
  });

  it('an unknown or unconfigured provider’s webhook is 404 and records nothing, even with a valid Stripe signature', async () => {
    const { sessionId } = await placeOnline();
    const delivery = stripe.webhook('checkout.session.completed', stripe.pay(sessionId));
    const events = await eventCount();
    for (const name of ['p24', 'payu', 'STRIPE', 'bank', '__proto__', 'stripe%2F..']) {
      const res = await webhook(delivery, `/api/payments/${name}/webhook`);
      expect(res.statusCode, name).toBe(404);
    }
    expect(await eventCount()).toBe(events);
  });

  it('a webhook takes no CSRF token and keeps the raw body whatever its content type', async () => {
    const { orderId, sessionId } = await placeOnline();
    const delivery = stripe.webhook('checkout.session.completed', stripe.pay(sessionId));
    const res = await webhook({
      payload: delivery.payload,
      headers: { ...delivery.headers, 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(200);
    expect((await paymentOf(orderId))!.status).toBe('paid');
  });

  it('a forged signature is 400 and changes nothing', async () => {
    const { orderId, sessionId } = await placeOnline();
    const session = stripe.pay(sessionId);
    const events = await eventCount();
    const forged = await webhook(
      stripe.webhook('checkout.session.completed', session, { secret: 'whsec_not_the_shops' }),
    );
    expect(forged.statusCode).toBe(400);
    const unsigned = stripe.webhook('checkout.session.completed', session);
    const tampered = await webhook({
      ...unsigned,
      payload: unsigned.payload.replace('"paid"', '"paid" '),
    });
    expect(tampered.statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: unsigned.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(await eventCount()).toBe(events);
    expect((await paymentOf(orderId))!.status).toBe('pending');
  });

  it('a paid event with another amount or currency never marks it paid', async () => {
    const { orderId, sessionId } = await placeOnline();
    const session = stripe.pay(sessionId);
    const less = await webhook(
      stripe.webhook('checkout.session.completed', { ...session, amount_total: 100 }),
    );
    expect(less.json().result).toBe('ignored');
    const eur = await webhook(
      stripe.webhook('checkout.session.completed', { ...session, currency: 'eur' }),
    );
    expect(eur.json().result).toBe('ignored');
    expect((await paymentOf(orderId))!.status).toBe('pending');
    const detail = await admin('GET', `/api/admin/orders/${orderId}`);
    expect(detail.json().payment_detail.events.map((e: { outcome: string }) => e.outcome)).toEqual([
      'ignored: amount or currency differs',
      'ignored: amount or currency differs',
    ]);
  });

  it('an expired session fails the payment, cancels the order and returns the stock', async () => {
    const { orderId, sessionId, product } = await placeOnline(2);
    expect(await stockOf(product.id)).toBe(3);
    const res = await webhook(
      stripe.webhook('checkout.session.expired', { id: sessionId, status: 'expired' }),
    );
    expect(res.json().result).toBe('applied');
    expect((await paymentOf(orderId))!.status).toBe('failed');
    expect(await orderStatus(orderId)).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(5);
  });

  it('an online order unpaid past the timeout is cancelled, its session closed and its stock returned', async () => {
    const { orderId, sessionId, product } = await placeOnline(3);
    const paid = await placeOnline(1);
    stripe.pay(paid.sessionId);
    await webhook(
      stripe.webhook('checkout.session.completed', stripe.sessions.get(paid.sessionId)!),
    );
    expect(await stockOf(product.id)).toBe(2);
    // Not yet due: nothing happens.
    expect(await t.services.payments.expireOverdue(new Date())).toBe(0);
    expect(await orderStatus(orderId)).toBe('new');
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await t.services.payments.expireOverdue(later)).toBeGreaterThanOrEqual(1);
    expect(stripe.sessions.get(sessionId)!.status).toBe('expired');
    expect(await orderStatus(orderId)).toBe('cancelled');
    expect((await paymentOf(orderId))!.status).toBe('failed');
    expect(await stockOf(product.id)).toBe(5);
    // The paid one is left alone.
    expect(await orderStatus(paid.orderId)).toBe('new');
    expect((await paymentOf(paid.orderId))!.status).toBe('paid');
  });

  it('a session paid just before the timeout is not cancelled', async () => {
    const { orderId, sessionId } = await placeOnline();
    stripe.pay(sessionId); // paid at Stripe, webhook not here yet
    await t.services.payments.expireOverdue(new Date(Date.now() + 31 * 60_000));
    expect(await orderStatus(orderId)).toBe('new');
    expect((await paymentOf(orderId))!.status).toBe('pending');
  });

  it('cancelling a paid online order in the back office refunds it', async () => {
    const { orderId, sessionId, product } = await placeOnline(2);
    const session = stripe.pay(sessionId);
    await webhook(stripe.webhook('checkout.session.completed', session));
    const res = await admin('PATCH', `/api/admin/orders/${orderId}`, { status: 'cancelled' });
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toEqual({
      method: 'online',
      status: 'refunded',
      provider: 'stripe',
    });
    expect(stripe.refunds.map((r) => r.payment_intent)).toContain(session.payment_intent);
    expect(await stockOf(product.id)).toBe(5);
  });

  it('staff record a transfer as paid; the list filters by payment state; revenue counts paid and cash only', async () => {
    const dashboard = async () =>
      (await admin('GET', '/api/admin/dashboard')).json().periods.today.revenue as number;
    const before = await dashboard();
    const transfer = await placeOnline(1, 'transfer');
    const online = await placeOnline(1);
    const cod = await placeOnline(1, 'cod');
    expect(await dashboard()).toBe(before + 100);
    const pending = await admin('GET', '/api/admin/orders?payment_status=pending');
    const ids = pending.json().items.map((o: { id: string }) => o.id);
    expect(ids).toContain(transfer.orderId);
    expect(ids).toContain(online.orderId);
    expect(ids).not.toContain(cod.orderId);
    const marked = await admin('PATCH', `/api/admin/orders/${transfer.orderId}`, {
      payment_status: 'paid',
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().payment).toEqual({
      method: 'transfer',
      status: 'paid',
      provider: 'transfer',
    });
    expect(await dashboard()).toBe(before + 200);
    const twice = await admin('PATCH', `/api/admin/orders/${transfer.orderId}`, {
      payment_status: 'paid',
    });
    expect(twice.statusCode).toBe(409);
    const both = await admin('PATCH', `/api/admin/orders/${cod.orderId}`, {
      payment_status: 'paid',
      status: 'confirmed',
    });
    expect(both.statusCode).toBe(422);
  });
});

forEachDatabase('payment webhooks with no provider configured', (getDb) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(getDb(), {}, { tempDataDir: true });
  });
  afterAll(async () => {
    await t?.app.close();
  });

  it('has no providers, offers no online payment, and answers 404 at every webhook path', async () => {
    expect(t.services.payments.providers.byName.size).toBe(0);
    expect(t.services.payments.providers.online).toBeNull();
    for (const name of ['stripe', 'p24']) {
      const res = await t.app.inject({
        method: 'POST',
        url: apiPath(API.paymentWebhook, { provider: name }),
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: '{}',
      });
      expect(res.statusCode, name).toBe(404);
    }
  });
});
