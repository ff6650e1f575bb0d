import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { createOrder } from '#tests/factories/orders';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { authClient, freshEmail, freshIp, freshPhone } from '#tests/setup/auth-client';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink';
import { rows } from '#tests/setup/sql-rows';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

forEachDatabase('back-office orders API', (getDb) => {
  let t: TestApp;
  let sink: SmtpSink;
  let api: ReturnType<typeof authClient>;
  let staff: Record<string, string>;
  let staffEmail: string;
  let categoryId: number;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(getDb(), { SMTP_URL: sink.url }, { tempDataDir: true });
    api = authClient(t);
    categoryId = (await createCategory(getDb().db)).id;
    const member = await createStaff(getDb().db, { role: 'staff' });
    staffEmail = member.email;
    staff = await adminSession(t, member.email);
  });
  afterAll(async () => {
    await t?.app.close();
    await sink?.close();
  });

  const admin = async (method: 'GET' | 'PATCH', url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...staff, 'x-forwarded-for': freshIp() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return {
      status: res.statusCode,
      headers: res.headers,
      text: res.body,
      body: String(res.headers['content-type'] ?? '').includes('json') ? res.json() : null,
    };
  };
  const move = (id: string, body: unknown) => admin('PATCH', `/api/admin/orders/${id}`, body);
  const stockOf = async (id: number) =>
    (await rows<{ stock: number }>(getDb().db, sql`select stock from products where id = ${id}`))[0]
      ?.stock;
  const product = (o: { stock?: number; title?: string; price?: number } = {}) =>
    createProduct(getDb().db, { categoryId, stock: 10, ...o });

  /** A guest's quick order from the shop's page in `locale`. */
  async function quickOrder(
    o: { locale?: string; email?: string | null; count?: number; name?: string } = {},
  ) {
    const p = await product({ title: 'Fotel' });
    const email = o.email === null ? undefined : (o.email ?? freshEmail());
    const phone = freshPhone();
    const res = await api.call(
      'POST',
      `/api/client/products/order/${p.id}?locale=${o.locale ?? 'pl'}`,
      { body: { name: o.name ?? 'Ola', phone, count: o.count ?? 1, ...(email && { email }) } },
    );
    expect(res.status).toBe(201);
    return { id: res.body.order_id as string, email, phone, product: p };
  }

  it('lists an order with the id the shopper got, and shows it with its lines and first history line', async () => {
    const order = await quickOrder({ count: 2 });
    const list = await admin('GET', `/api/admin/orders?q=${order.id.slice(0, 8)}`);
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).toMatchObject({ id: order.id, status: 'new', phone: order.phone });
    const one = await admin('GET', `/api/admin/orders/${order.id}`);
    expect(one.status).toBe(200);
    expect(one.body.lines).toEqual([
      expect.objectContaining({ product_id: order.product.id, count: 2 }),
    ]);
    expect(one.body.lines[0].subtotal).toBe(one.body.lines[0].price * 2);
    expect(one.body.history).toEqual([
      expect.objectContaining({ from_status: null, to_status: 'new', staff_email: null }),
    ]);
    expect(one.body.moves).toEqual(['confirmed', 'cancelled']);
    // The short number a shopper reads out finds the order too.
    expect(one.body.number).toBeGreaterThanOrEqual(10001);
    const byNumber = await admin('GET', `/api/admin/orders?q=${one.body.number}`);
    expect(byNumber.body.items.map((o: { id: string }) => o.id)).toEqual([order.id]);
  });

  it('lists the customer by full name, first name and surname', async () => {
    const p = await product();
    const id = await createOrder(getDb().db, {
      createdAt: new Date(),
      name: 'Zofia',
      surname: 'Wiśniewska',
      lines: [{ productId: p.id, count: 1, unitPriceMinor: 1_000 }],
    });
    const [row] = await rows<{ number: number }>(
      getDb().db,
      sql`select number from orders where id = ${id}`,
    );
    const list = await admin('GET', `/api/admin/orders?q=${row!.number}`);
    expect(list.body.items.map((o: { name: string }) => o.name)).toEqual(['Zofia Wiśniewska']);
  });

  it('runs new -> confirmed -> shipped -> delivered, with history, audit and a mail per step in the order’s language', async () => {
    const order = await quickOrder({ locale: 'ru' });
    const since = Date.now();
    const confirmed = await move(order.id, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.moves).toEqual(['ready_to_ship', 'shipped', 'cancelled']);
    await t.services.messaging.flush();
    const number = String(confirmed.body.number);
    expect((await sink.waitFor(order.email!, { since, subject: /подтверждён/ })).text).toContain(
      number,
    );

    const shipped = await move(order.id, {
      status: 'shipped',
      carrier: 'InPost',
      tracking_number: 'TRK-123',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ carrier: 'InPost', tracking_number: 'TRK-123' });
    await t.services.messaging.flush();
    const shippedMail = await sink.waitFor(order.email!, { since, subject: /отправлен/ });
    expect(shippedMail.text).toContain('TRK-123');
    expect(shippedMail.text).toContain('InPost');
    expect(shippedMail.html).toContain('<html lang="ru">');

    const delivered = await move(order.id, { status: 'delivered' });
    expect(delivered.status).toBe(200);
    expect(delivered.body.moves).toEqual([]);
    await t.services.messaging.flush();
    await sink.waitFor(order.email!, { since, subject: /доставлен/ });

    expect(delivered.body.history.map((h: { to_status: string }) => h.to_status)).toEqual([
      'new',
      'confirmed',
      'shipped',
      'delivered',
    ]);
    expect(
      delivered.body.history
        .slice(1)
        .every((h: { staff_email: string }) => h.staff_email === staffEmail),
    ).toBe(true);
    const audited = await rows<{ n: number }>(
      getDb().db,
      sql`select count(*)::int as n from audit_log where entity = 'order' and entity_id = ${order.id}`,
    );
    expect(audited[0]?.n).toBe(3);
  });

  it('writes the mail in English for an order placed from an English page', async () => {
    const order = await quickOrder({ locale: 'en' });
    const since = Date.now();
    const confirmed = await move(order.id, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    const number = confirmed.body.number as number;
    await t.services.messaging.flush();
    expect((await sink.waitFor(order.email!, { since, subject: /confirmed/ })).subject).toBe(
      `Dom i Styl: your order no. ${number} is confirmed`,
    );
  });

  it('moves an order without an e-mail address and sends nothing', async () => {
    const order = await quickOrder({ email: null });
    const before = await rows<{ n: number }>(
      getDb().db,
      sql`select count(*)::int as n from outbox`,
    );
    expect((await move(order.id, { status: 'confirmed' })).status).toBe(200);
    const after = await rows<{ n: number }>(getDb().db, sql`select count(*)::int as n from outbox`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('answers 409 to every move the flow does not have, and changes nothing', async () => {
    const order = await quickOrder();
    for (const status of ['shipped', 'delivered', 'new']) {
      const res = await move(order.id, { status });
      expect(res.status, status).toBe(409);
      expect(res.body.code).toBe('order_move_invalid');
    }
    await move(order.id, { status: 'confirmed' });
    expect((await move(order.id, { status: 'confirmed' })).status).toBe(409);
    await move(order.id, { status: 'shipped' });
    const late = await move(order.id, { status: 'cancelled' });
    expect(late.status).toBe(409);
    const one = await admin('GET', `/api/admin/orders/${order.id}`);
    expect(one.body.status).toBe('shipped');
    expect(one.body.history).toHaveLength(3);
  });

  it('cancelling gives the stock back in the same move; a second cancel is refused', async () => {
    const order = await quickOrder({ count: 3 });
    expect(await stockOf(order.product.id)).toBe(7);
    expect((await move(order.id, { status: 'confirmed' })).status).toBe(200);
    const cancelled = await move(order.id, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(order.product.id)).toBe(10);
    expect((await move(order.id, { status: 'cancelled' })).status).toBe(409);
    expect(await stockOf(order.product.id)).toBe(10);
  });

  // The same move twice: whichever runs second finds the order already moved. (Confirm and
  // cancel at once may both pass, one after the other: new -> confirmed -> cancelled is a flow.)
  it('lets exactly one of two simultaneous moves win', async () => {
    for (const [a, b] of [
      ['confirmed', 'confirmed'],
      ['cancelled', 'cancelled'],
    ]) {
      const order = await quickOrder({ count: 2 });
      const answers = await Promise.all([
        move(order.id, { status: a }),
        move(order.id, { status: b }),
      ]);
      const codes = answers.map((r) => r.status).sort();
      expect(codes, `${a} vs ${b}`).toEqual([200, 409]);
      const one = await admin('GET', `/api/admin/orders/${order.id}`);
      expect(one.body.history).toHaveLength(2);
      // A double cancel must not give the stock back twice.
      expect(await stockOf(order.product.id)).toBe(one.body.status === 'cancelled' ? 10 : 8);
    }
  });

  it.each([
    [{ status: 'paid' }, 'status'],
    [{}, 'status'],
    [{ status: 'confirmed', carrier: 'DHL' }, 'carrier'],
    [{ status: 'delivered', tracking_number: 'X' }, 'tracking_number'],
    [{ status: 'shipped', carrier: 'x'.repeat(81) }, 'carrier'],
    [{ status: 'shipped', tracking_number: 'a\u0000b' }, 'tracking_number'],
    [{ status: 'confirmed', price: 1 }, '_'],
  ])('answers 422 with a field map to %j', async (body, field) => {
    const order = await quickOrder();
    const res = await move(order.id, body);
    expect(res.status).toBe(422);
    if (field !== '_') expect(Object.keys(res.body.errors)).toContain(field);
    expect((await admin('GET', `/api/admin/orders/${order.id}`)).body.status).toBe('new');
  });

  it('never answers 5xx to hostile bodies, ids or queries', async () => {
    const order = await quickOrder();
    const bodies = [
      null,
      [],
      'confirmed',
      42,
      { status: ['confirmed'] },
      { status: { $ne: 1 } },
      { status: 'x'.repeat(100_000) },
    ];
    for (const body of bodies) {
      const res = await move(order.id, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    for (const url of [
      '/api/admin/orders/not-a-uuid',
      '/api/admin/orders/00000000-0000-4000-8000-000000000000',
      '/api/admin/orders?status=paid',
      '/api/admin/orders?page=0',
      '/api/admin/orders?page=abc',
      '/api/admin/orders?from=2026-13-01',
      '/api/admin/orders?from=2026-02-01&to=2026-01-01',
      `/api/admin/orders?q=${'%'.repeat(50)}`,
      '/api/admin/orders?q=%27%3B%20drop%20table%20orders%3B--',
      '/api/admin/orders/export?to=yesterday',
    ]) {
      const res = await admin('GET', url);
      expect(res.status, url).toBeGreaterThanOrEqual(200);
      expect(res.status, url).toBeLessThan(500);
    }
    expect((await admin('GET', '/api/admin/orders?status=paid')).body.errors.status).toBeDefined();
    expect(
      (
        await admin('PATCH', '/api/admin/orders/00000000-0000-4000-8000-000000000000', {
          status: 'confirmed',
        })
      ).status,
    ).toBe(404);
    expect(
      (await admin('GET', '/api/admin/orders/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });

  it('filters by status, e-mail, phone digits and days, and pages', async () => {
    const a = await quickOrder();
    const b = await quickOrder();
    await move(b.id, { status: 'confirmed' });
    const byEmail = await admin(
      'GET',
      `/api/admin/orders?q=${encodeURIComponent(a.email!.toUpperCase())}`,
    );
    expect(byEmail.body.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    const digits = b.phone.replace(/\D/g, '').slice(-7);
    const spaced = `${digits.slice(0, 3)} ${digits.slice(3)}`;
    const byPhone = await admin('GET', `/api/admin/orders?q=${encodeURIComponent(spaced)}`);
    expect(byPhone.body.items.map((i: { id: string }) => i.id)).toContain(b.id);
    const confirmed = await admin('GET', `/api/admin/orders?status=confirmed&q=${b.id}`);
    expect(confirmed.body.total).toBe(1);
    expect((await admin('GET', `/api/admin/orders?status=new&q=${b.id}`)).body.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await admin('GET', `/api/admin/orders?from=${today}&to=${today}&q=${a.id}`);
    expect(inRange.body.total).toBe(1);
    expect((await admin('GET', `/api/admin/orders?to=2000-01-01&q=${a.id}`)).body.total).toBe(0);
    const all = await admin('GET', '/api/admin/orders');
    expect(all.body.limit).toBe(25);
    const beyond = await admin('GET', '/api/admin/orders?page=9999');
    expect(beyond.body).toMatchObject({ items: [], total: all.body.total });
  });

  it('exports orders of a date range as CSV, with shopper text that cannot run as a formula', async () => {
    const order = await quickOrder({ name: '=HYPERLINK("http://evil")' });
    const today = new Date().toISOString().slice(0, 10);
    const res = await admin('GET', `/api/admin/orders/export?from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'order_id,number,created_at,status,kind,locale,name,email,phone,address,comment,total,carrier,tracking_number,lines,delivery_method,payment_method,payment_status,invoice_company,invoice_nip,invoice_address,terms_version,refunded,refunded_vat',
    );
    const row = lines.find((l) => l.startsWith(order.id));
    // The short number staff and shoppers read, beside the API's id.
    const { number } = (await admin('GET', `/api/admin/orders/${order.id}`)).body;
    expect(row?.split(',')[1]).toBe(String(number));
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toContain('Fotel');
    const old = await admin('GET', '/api/admin/orders/export?to=2000-01-01');
    expect(
      old.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });

  describe('the shopper’s account', () => {
    it('shows each order’s status and history, without staff e-mails', async () => {
      const p = await product();
      const user = await api.register();
      await api.call('PUT', '/api/client/cart/add', {
        token: user.access_token,
        body: { cart: [{ id: p.id, count: 1 }] },
      });
      const placed = await api.call('POST', '/api/client/cart/order', {
        token: user.access_token,
        body: { name: 'Anna', phone: '+48 600 100 200', email: user.email, address: 'Długa 1' },
      });
      expect(placed.status).toBe(201);
      const id = placed.body.order_id as string;
      await move(id, { status: 'confirmed' });
      await move(id, { status: 'shipped', carrier: 'DPD', tracking_number: 'P-9' });
      const mine = await api.call('GET', '/api/client/orders', { token: user.access_token });
      expect(mine.status).toBe(200);
      expect(mine.body[0]).toMatchObject({
        order_id: id,
        status: 'shipped',
        carrier: 'DPD',
        tracking_number: 'P-9',
      });
      expect(mine.body[0].history.map((h: { status: string }) => h.status)).toEqual([
        'new',
        'confirmed',
        'shipped',
      ]);
      expect(JSON.stringify(mine.body)).not.toContain(staffEmail);
    });
  });
});
