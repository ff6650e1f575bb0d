import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { createReturn, createSoldOrder, refundsOf } from '#tests/factories/returns';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { freshIp } from '#tests/setup/auth-client';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink';
import { rows } from '#tests/setup/sql-rows';
import { startStripeStandIn, stripeEnv, type StripeStandIn } from '#tests/setup/stripe-stand-in';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

const IBAN = 'PL61109010140000071219812874';
const DAY = 86_400_000;

forEachDatabase('back-office returns API', (getDb) => {
  let t: TestApp;
  let sink: SmtpSink;
  let stripe: StripeStandIn;
  let staff: Record<string, string>;
  let categoryId: number;
  let n = 0;

  beforeAll(async () => {
    sink = await startSmtpSink();
    stripe = await startStripeStandIn();
    t = await createTestApp(
      getDb(),
      { SMTP_URL: sink.url, ...stripeEnv(stripe) },
      { tempDataDir: true },
    );
    categoryId = (await createCategory(getDb().db)).id;
    staff = await adminSession(t, (await createStaff(getDb().db, { role: 'staff' })).email);
  });
  afterAll(async () => {
    await t?.app.close();
    await sink?.close();
    await stripe?.close();
  });

  const db = () => getDb().db;
  const call = async (
    method: 'GET' | 'PATCH' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...staff, 'x-forwarded-for': freshIp(), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  const move = (id: number, body: unknown) => call('PATCH', `/api/admin/returns/${id}`, body);
  const refund = (id: number, body: unknown = {}, key = `refund-${++n}-${Date.now()}`) =>
    call('POST', `/api/admin/returns/${id}/refund`, body, { 'idempotency-key': key });
  const stockOf = async (id: number) =>
    (await rows<{ stock: number }>(db(), sql`select stock from products where id = ${id}`))[0]
      ?.stock;
  const paymentOf = async (orderId: number) =>
    (
      await rows<{ status: string }>(
        db(),
        sql`select status from payments where order_id = ${orderId}`,
      )
    )[0]?.status;
  const product = (stock = 10) => createProduct(db(), { categoryId, stock });

  /** A delivered order of 2 × 100 zł (20 zł promo share) and 1 × 50 zł at 8%, 15 zł delivery. */
  async function sold(method: 'online' | 'transfer' | 'cod', paymentStatus: string) {
    const [a, b] = [await product(), await product()];
    const order = await createSoldOrder(db(), {
      method,
      paymentStatus: paymentStatus as never,
      deliveryMinor: 1_500,
      locale: 'ru',
      lines: [
        { productId: a.id, count: 2, unitPriceMinor: 10_000, discountMinor: 2_000 },
        { productId: b.id, count: 1, unitPriceMinor: 5_000, vatRate: 8 },
      ],
    });
    return { order, a, b };
  }

  it('lists returns newest first with filters by kind, status, overdue and order (number or id)', async () => {
    const { order } = await sold('cod', 'on_delivery');
    const now = Date.now();
    const old = await createReturn(db(), {
      orderId: order.id,
      kind: 'complaint',
      lines: [{ orderLineId: order.lineIds[1]!, count: 1 }],
      receivedAt: new Date(now - 20 * DAY),
    });
    const fresh = await createReturn(db(), {
      orderId: order.id,
      kind: 'withdrawal',
      lines: [{ orderLineId: order.lineIds[0]!, count: 1 }],
      receivedAt: new Date(now - DAY),
      bankAccount: IBAN,
    });
    await createReturn(db(), {
      orderId: order.id,
      kind: 'withdrawal',
      status: 'unconfirmed',
      lines: [{ orderLineId: order.lineIds[0]!, count: 1 }],
    });

    const byNumber = await call('GET', `/api/admin/returns?order_id=${order.number}`);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.total).toBe(2);
    expect(byNumber.body.items.map((i: { id: number }) => i.id)).toEqual([fresh, old]);
    expect(byNumber.body.items[0]).toMatchObject({
      kind: 'withdrawal',
      order_id: order.publicId,
      order_number: order.number,
      status: 'received',
      overdue: false,
      lines: [expect.objectContaining({ count: 1, restocked: 0 })],
    });
    expect(byNumber.body.items[1]).toMatchObject({ kind: 'complaint', overdue: true });
    const byId = await call('GET', `/api/admin/returns?order_id=${order.publicId}`);
    expect(byId.body.total).toBe(2);
    const overdue = await call(
      'GET',
      `/api/admin/returns?overdue=true&kind=complaint&order_id=${order.number}`,
    );
    expect(overdue.body.items.map((i: { id: number }) => i.id)).toEqual([old]);
    const none = await call('GET', `/api/admin/returns?status=refunded&order_id=${order.number}`);
    expect(none.body.total).toBe(0);

    expect((await call('GET', '/api/admin/returns?kind=exchange')).status).toBe(422);
    expect((await call('GET', '/api/admin/returns?order_id=x;drop')).status).toBe(422);
    expect((await call('GET', '/api/admin/returns/999999')).status).toBe(404);
  });

  it('counts open returns due within 3 days and overdue ones on the dashboard', async () => {
    const figures = async () => (await call('GET', '/api/admin/dashboard')).body.returns_due;
    const before = await figures();
    const { order } = await sold('cod', 'on_delivery');
    const line = [{ orderLineId: order.lineIds[0]!, count: 1 }];
    const now = Date.now();
    // Due in 2 days, in 5 days, 1 day ago, and 1 day ago but already answered.
    await createReturn(db(), {
      orderId: order.id,
      kind: 'withdrawal',
      lines: line,
      dueBy: new Date(now + 2 * DAY),
    });
    await createReturn(db(), {
      orderId: order.id,
      kind: 'withdrawal',
      lines: line,
      dueBy: new Date(now + 5 * DAY),
    });
    await createReturn(db(), {
      orderId: order.id,
      kind: 'complaint',
      lines: line,
      dueBy: new Date(now - DAY),
    });
    await createReturn(db(), {
      orderId: order.id,
      kind: 'complaint',
      status: 'accepted',
      lines: line,
      dueBy: new Date(now - DAY),
    });
    const after = await figures();
    expect(after.due_soon - before.due_soon).toBe(1);
    expect(after.overdue - before.overdue).toBe(1);
  });

  it('refuses anonymous callers, and the move a return does not have', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/returns' });
    expect(anonymous.statusCode).toBe(401);
    const { order } = await sold('cod', 'on_delivery');
    const id = await createReturn(db(), {
      orderId: order.id,
      kind: 'withdrawal',
      lines: [{ orderLineId: order.lineIds[0]!, count: 1 }],
    });
    const wrong = await move(id, { status: 'accepted', answer: 'yes' });
    expect(wrong.status).toBe(409);
    expect(wrong.body.code).toBe('return_move_invalid');
    expect((await move(id, { status: 'refunded' })).status).toBe(409);
    expect((await move(999_999, { status: 'closed' })).status).toBe(404);
    expect((await refund(999_999)).status).toBe(404);
    expect((await call('GET', '/api/admin/returns/abc')).status).toBe(404);
    // A key already used for another return's refund is refused, and nothing is made.
    const other = await createReturn(db(), {
      orderId: order.id,
      kind: 'withdrawal',
      bankAccount: IBAN,
      lines: [{ orderLineId: order.lineIds[1]!, count: 1 }],
    });
    const key = `reused-${Date.now()}`;
    expect((await refund(other, {}, key)).status).toBe(200);
    const reused = await refund(id, {}, key);
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('idempotency_key_reused');
    expect(await refundsOf(db(), order.id)).toHaveLength(1);
    expect((await move(id, { status: 'closed', restock: [] })).status).toBe(422);
  });

  it('receives the goods, puts the units back in stock per line and purges the catalogue', async () => {
    const { order, a, b } = await sold('cod', 'on_delivery');
    const id = await createReturn(db(), {
      orderId: order.id,
      kind: 'withdrawal',
      bankAccount: IBAN,
      lines: [
        { orderLineId: order.lineIds[0]!, count: 2 },
        { orderLineId: order.lineIds[1]!, count: 1 },
      ],
    });
    const before = { a: await stockOf(a.id), b: await stockOf(b.id) };
    // More than came back, or a product not in the return: refused, nothing changes.
    const tooMany = await move(id, {
      status: 'goods_received',
      restock: [{ product_id: a.id, count: 3 }],
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({ restock: ['restock.invalid'] });
    const stranger = await product();
    expect(
      (
        await move(id, {
          status: 'goods_received',
          restock: [{ product_id: stranger.id, count: 1 }],
        })
      ).status,
    ).toBe(422);
    expect(await stockOf(a.id)).toBe(before.a);

    const changes: unknown[] = [];
    const off = t.services.onCatalogChange((c) => changes.push(c));
    const received = await move(id, {
      status: 'goods_received',
      restock: [{ product_id: a.id, count: 2 }],
    });
    off();
    expect(received.status).toBe(200);
    expect(received.body.status).toBe('goods_received');
    expect(received.body.lines).toEqual([
      expect.objectContaining({ product_id: a.id, count: 2, restocked: 2 }),
      expect.objectContaining({ product_id: b.id, count: 1, restocked: 0 }),
    ]);
    expect(received.body.moves).toEqual(['closed']);
    expect(await stockOf(a.id)).toBe(before.a! + 2);
    expect(await stockOf(b.id)).toBe(before.b);
    expect(changes).toContainEqual(expect.objectContaining({ products: [a.id] }));
    expect(received.body.timeline.map((e: { event: string }) => e.event)).toEqual([
      'received',
      'return.status',
    ]);
    const audited = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_log where entity = 'return' and entity_id = ${String(id)}`,
    );
    expect(audited[0]?.n).toBe(1);
  });

  it('answers a complaint by e-mail in its language, then resolves it; an unanswered one is overdue', async () => {
    const { order } = await sold('transfer', 'paid');
    const id = await createReturn(db(), {
      orderId: order.id,
      kind: 'complaint',
      locale: 'ru',
      lines: [{ orderLineId: order.lineIds[1]!, count: 1 }],
      receivedAt: new Date(Date.now() - 15 * DAY),
    });
    const listed = await call('GET', `/api/admin/returns/${id}`);
    expect(listed.body).toMatchObject({ overdue: true, moves: ['accepted', 'rejected'] });
    expect(listed.body.due_by).toBe(
      new Date(Date.parse(listed.body.received_at) + 14 * DAY).toISOString(),
    );
    expect((await move(id, { status: 'rejected' })).status).toBe(422);
    const since = Date.now();
    const answered = await move(id, {
      status: 'accepted',
      answer: 'Заменим лампу.\n\nКурьер заберёт её в понедельник.',
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      status: 'accepted',
      overdue: false,
      moves: ['resolved'],
    });
    await t.services.messaging.flush();
    const mail = await sink.waitFor(order.email, { since, subject: /рекламацию/ });
    expect(mail.subject).toContain(String(order.number));
    expect(mail.text).toContain('Курьер заберёт её в понедельник.');
    expect(mail.html).toContain('<html lang="ru">');
    expect((await move(id, { status: 'resolved' })).body.status).toBe('resolved');
    expect((await move(id, { status: 'accepted', answer: 'again' })).status).toBe(409);
  });

  it('records a bank refund of the default amount for cash on delivery, pending until staff mark it sent', async () => {
    const { order } = await sold('cod', 'on_delivery');
    const id = await createReturn(db(), {
      orderId: order.id,
      kind: 'withdrawal',
      bankAccount: IBAN,
      lines: [{ orderLineId: order.lineIds[0]!, count: 1 }],
    });
    const detail = await call('GET', `/api/admin/returns/${id}`);
    // One of two units of a line sold for 200 − 20 zł.
    expect(detail.body).toMatchObject({ refund_default: 90, refundable: 245, can_refund: true });
    expect((await refund(id, { amount: 90.01 })).body.errors).toEqual({
      amount: ['amount.above_default'],
    });
    expect((await call('POST', `/api/admin/returns/${id}/refund`, {})).status).toBe(422);
    const made = await refund(id);
    expect(made.status).toBe(200);
    expect(made.body.refund).toMatchObject({ amount: 90, method: 'bank', status: 'pending' });
    expect(await paymentOf(order.id)).toBe('on_delivery');
    const after = await call('GET', `/api/admin/returns/${id}`);
    expect(after.body.status).toBe('refunded');
    expect(after.body.refunds).toEqual([
      expect.objectContaining({
        amount: 90,
        bank_account: IBAN,
        status: 'pending',
        vat: [{ rate: 23, gross: 90, vat: 16.83 }],
      }),
    ]);
    expect((await refund(id)).body.code).toBe('return_not_refundable');

    const sent = await call('POST', `/api/admin/returns/${id}/refund/sent`);
    expect(sent.status).toBe(200);
    expect(sent.body.refund.status).toBe('succeeded');
    expect(await paymentOf(order.id)).toBe('partially_refunded');
    expect((await call('POST', `/api/admin/returns/${id}/refund/sent`)).status).toBe(409);
    expect(stripe.refunds.filter((r) => r.amount === 9_000)).toHaveLength(0);

    const orderDetail = await call('GET', `/api/admin/orders/${order.publicId}`);
    expect(orderDetail.body.refunded_total).toBe(90);
    expect(orderDetail.body.returns).toEqual([
      expect.objectContaining({ id, kind: 'withdrawal', status: 'refunded' }),
    ]);
    expect(orderDetail.body.refunded_vat).toEqual([{ rate: 23, gross: 90, vat: 16.83 }]);
    expect(orderDetail.body.refunds).toEqual([
      expect.objectContaining({ return_id: id, amount: 90, method: 'bank', status: 'succeeded' }),
    ]);
    const day = new Date().toISOString().slice(0, 10);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export?from=2000-01-01&to=${day}`,
      headers: { ...staff, 'x-forwarded-for': freshIp() },
    });
    const [header, ...records] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('refunded,refunded_vat');
    expect(records.find((r) => r.startsWith(order.publicId))).toMatch(/,90\.00,23%: 16\.83$/);
  });

  it('refuses a refund with nothing paid, without a bank account, or above what is left', async () => {
    const unpaid = await sold('transfer', 'pending');
    const noMoney = await createReturn(db(), {
      orderId: unpaid.order.id,
      kind: 'withdrawal',
      bankAccount: IBAN,
      lines: [{ orderLineId: unpaid.order.lineIds[1]!, count: 1 }],
    });
    expect((await refund(noMoney)).body.errors).toEqual({ amount: ['amount.above_paid'] });

    const { order } = await sold('transfer', 'paid');
    const noAccount = await createReturn(db(), {
      orderId: order.id,
      kind: 'withdrawal',
      lines: [{ orderLineId: order.lineIds[1]!, count: 1 }],
    });
    expect((await refund(noAccount)).body.errors).toEqual({
      bank_account: ['bank_account.required'],
    });
    // Two returns of the whole order: together never above the 245 zł paid.
    const first = await createReturn(db(), {
      orderId: order.id,
      kind: 'complaint',
      status: 'accepted',
      bankAccount: IBAN,
      lines: [{ orderLineId: order.lineIds[0]!, count: 2 }],
    });
    expect((await refund(first, { amount: 180 })).status).toBe(200);
    const second = await createReturn(db(), {
      orderId: order.id,
      kind: 'complaint',
      status: 'accepted',
      bankAccount: IBAN,
      lines: [{ orderLineId: order.lineIds[0]!, count: 2 }],
    });
    const detail = await call('GET', `/api/admin/returns/${second}`);
    expect(detail.body).toMatchObject({ refundable: 65, refund_default: 65 });
    expect((await refund(second, { amount: 65.01 })).body.errors).toEqual({
      amount: ['amount.above_paid'],
    });
    expect((await refund(second, { amount: 65 })).status).toBe(200);
    expect((await refundsOf(db(), order.id)).map((r) => r.amountMinor)).toEqual([18_000, 6_500]);
  });

  it('makes one refund at Stripe for 10 parallel requests with one key, and for 10 parallel clicks', async () => {
    const { order } = await sold('online', 'paid');
    const id = await createReturn(db(), {
      orderId: order.id,
      kind: 'withdrawal',
      lines: [{ orderLineId: order.lineIds[1]!, count: 1 }],
    });
    const before = stripe.refunds.length;
    stripe.refundBehaviour.delayMs = 50;
    const key = `parallel-${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(id, {}, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.refund.id)).size).toBe(1);
    expect(answers[0]!.body.refund).toMatchObject({
      amount: 50,
      method: 'stripe',
      status: 'succeeded',
    });
    expect(stripe.refunds.length - before).toBe(1);
    const made = stripe.refunds.at(-1)!;
    expect(made.amount).toBe(5_000);
    expect(stripe.calls.filter((c) => c.path === '/v1/refunds').at(-1)?.idempotencyKey).toBe(
      `refund-part-${key}`,
    );
    expect(await paymentOf(order.id)).toBe('partially_refunded');

    // Ten clicks, each with its own key: the first refunds, the others find it refunded.
    const other = await createReturn(db(), {
      orderId: order.id,
      kind: 'withdrawal',
      lines: [{ orderLineId: order.lineIds[0]!, count: 2 }],
    });
    const clicks = await Promise.all(Array.from({ length: 10 }, () => refund(other)));
    stripe.refundBehaviour.delayMs = 0;
    expect(clicks.filter((c) => c.status === 200)).toHaveLength(1);
    expect(clicks.filter((c) => c.status === 409)).toHaveLength(9);
    expect(stripe.refunds.length - before).toBe(2);
    // The second brings the whole order back: its delivery (15 zł) is refunded with it.
    expect((await refundsOf(db(), order.id)).map((r) => r.amountMinor)).toEqual([5_000, 19_500]);
    // All 245 zł back.
    expect(await paymentOf(order.id)).toBe('refunded');
  });

  it('records the provider that took the payment as the refund’s method, in the answer, the row and both details', async () => {
    const { order } = await sold('online', 'paid');
    const id = await createReturn(db(), {
      orderId: order.id,
      kind: 'withdrawal',
      lines: [{ orderLineId: order.lineIds[1]!, count: 1 }],
    });
    const made = await refund(id);
    expect(made.status).toBe(200);
    expect(made.body.refund).toMatchObject({ method: 'stripe', status: 'succeeded' });
    expect((await refundsOf(db(), order.id)).map((r) => r.method)).toEqual(['stripe']);
    const detail = await call('GET', `/api/admin/returns/${id}`);
    expect(detail.body.order.payment).toEqual({
      method: 'online',
      status: 'partially_refunded',
      provider: 'stripe',
    });
    expect(detail.body.refunds.map((r: { method: string }) => r.method)).toEqual(['stripe']);
    const orderDetail = await call('GET', `/api/admin/orders/${order.publicId}`);
    expect(orderDetail.body.payment).toMatchObject({ method: 'online', provider: 'stripe' });
    expect(orderDetail.body.refunds.map((r: { method: string }) => r.method)).toEqual(['stripe']);
  });

  it('refunds through the provider that took the payment: one not configured here fails (502) and is recorded by its name', async () => {
    const { order } = await sold('online', 'paid');
    await db().execute(sql`update payments set provider = 'p24' where order_id = ${order.id}`);
    const id = await createReturn(db(), {
      orderId: order.id,
      kind: 'withdrawal',
      lines: [{ orderLineId: order.lineIds[1]!, count: 1 }],
    });
    const before = stripe.refunds.length;
    const failed = await refund(id);
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe('refund_failed');
    // Not sent to Stripe, which serves `online` here but did not take this payment.
    expect(stripe.refunds.length).toBe(before);
    expect((await refundsOf(db(), order.id)).map((r) => [r.method, r.status])).toEqual([
      ['p24', 'failed'],
    ]);
    expect(await paymentOf(order.id)).toBe('paid');
  });

  it('a refund method outside the provider-name pattern is refused by the database', async () => {
    const { order } = await sold('online', 'paid');
    const insert = (method: string) =>
      db().execute(
        sql`insert into refunds (order_id, amount_minor, method, status, idempotency_key)
            values (${order.id}, 100, ${method}, 'pending', ${`db-check-${method}-${Date.now()}`})`,
      );
    await expect(insert('Stripe!')).rejects.toThrow();
    await expect(insert('')).rejects.toThrow();
    await expect(insert('p24')).resolves.toBeDefined();
  });

  it('answers 502 when Stripe refuses, keeps the refund retryable, and repeats it with the same key', async () => {
    const { order } = await sold('online', 'paid');
    const id = await createReturn(db(), {
      orderId: order.id,
      kind: 'withdrawal',
      lines: [{ orderLineId: order.lineIds[1]!, count: 1 }],
    });
    const key = `retry-${Date.now()}`;
    const before = stripe.refunds.length;
    stripe.refundBehaviour.fail = true;
    const failed = await refund(id, {}, key);
    stripe.refundBehaviour.fail = false;
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe('refund_failed');
    expect(stripe.refunds.length).toBe(before);
    const detail = await call('GET', `/api/admin/returns/${id}`);
    expect(detail.body).toMatchObject({ status: 'received', can_refund: true });
    expect(detail.body.refunds).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(await paymentOf(order.id)).toBe('paid');

    const retried = await refund(id, {}, key);
    expect(retried.status).toBe(200);
    expect(retried.body.refund.status).toBe('succeeded');
    expect(stripe.refunds.length - before).toBe(1);
    expect(await refundsOf(db(), order.id)).toHaveLength(1);
  });

  it('reconciles a refund Stripe settles later through its refund events', async () => {
    const { order } = await sold('online', 'paid');
    const first = await createReturn(db(), {
      orderId: order.id,
      kind: 'withdrawal',
      lines: [{ orderLineId: order.lineIds[0]!, count: 2 }],
    });
    stripe.refundBehaviour.status = 'pending';
    const made = await refund(first, { amount: 100 });
    stripe.refundBehaviour.status = 'succeeded';
    expect(made.body.refund.status).toBe('pending');
    expect(await paymentOf(order.id)).toBe('paid');
    const at = stripe.refunds.at(-1)!;
    const webhook = (type: string, status: string) => {
      const event = stripe.refundEvent(type, { id: at.id, status: status as never });
      return t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { ...event.headers, 'x-forwarded-for': freshIp() },
        payload: event.payload,
      });
    };
    expect((await webhook('refund.updated', 'succeeded')).statusCode).toBe(200);
    expect((await refundsOf(db(), order.id))[0]?.status).toBe('succeeded');
    expect(await paymentOf(order.id)).toBe('partially_refunded');
    // A late, older state changes nothing.
    expect((await webhook('refund.updated', 'pending')).statusCode).toBe(200);
    expect((await refundsOf(db(), order.id))[0]?.status).toBe('succeeded');

    // A refund that fails at Stripe afterwards reopens its withdrawal.
    const second = await createReturn(db(), {
      orderId: order.id,
      kind: 'withdrawal',
      lines: [{ orderLineId: order.lineIds[1]!, count: 1 }],
    });
    stripe.refundBehaviour.status = 'pending';
    await refund(second, { amount: 10 });
    stripe.refundBehaviour.status = 'succeeded';
    const pending = stripe.refunds.at(-1)!;
    const failed = stripe.refundEvent('refund.failed', { id: pending.id, status: 'failed' });
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { ...failed.headers, 'x-forwarded-for': freshIp() },
      payload: failed.payload,
    });
    const reopened = await call('GET', `/api/admin/returns/${second}`);
    expect(reopened.body.status).toBe('goods_received');
    expect(reopened.body.refunds[0].status).toBe('failed');
    expect(reopened.body.can_refund).toBe(true);
  });
});
