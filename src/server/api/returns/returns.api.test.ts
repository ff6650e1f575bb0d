import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addShopDays } from '#domain/returns/withdrawal-period';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { seedCheckout } from '#tests/factories/checkout';
import { authClient, freshEmail } from '#tests/setup/auth-client';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink';
import { rows } from '#tests/setup/sql-rows';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

const IBAN = 'PL61 1090 1014 0000 0712 1981 2874';

forEachDatabase('returns API (withdrawals, complaints)', (getDb) => {
  let t: TestApp;
  let sink: SmtpSink;
  let api: ReturnType<typeof authClient>;
  let categoryId: number;
  let keys = 0;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(getDb(), { SMTP_URL: sink.url }, { tempDataDir: true });
    api = authClient(t);
    categoryId = (await createCategory(getDb().db)).id;
    await seedCheckout(getDb().db);
  });
  afterAll(async () => {
    await t?.app.close();
    await sink?.close();
  });

  const db = () => getDb().db;
  const product = (o: { price: number; madeToOrder?: boolean; title?: string }) =>
    createProduct(db(), { categoryId, stock: 50, ...o });

  /** An order placed through the checkout, as a shopper does. */
  async function placed(
    cart: Array<{ id: number; count: number }>,
    o: { payment?: string; locale?: string; token?: string; promo?: string } = {},
  ) {
    const email = freshEmail('returns');
    const res = await api.call('POST', `/api/client/${o.locale ?? 'pl'}/checkout`, {
      body: {
        cart,
        contact: { name: 'Anna', surname: 'Nowak', email, phone: '+48 600 100 200' },
        delivery: {
          method: 'courier',
          address: { street: 'Długa 1', postal_code: '80-827', city: 'Gdańsk', country: 'PL' },
        },
        payment: o.payment ?? 'cod',
        accept_terms: true,
      },
      headers: { 'idempotency-key': `returns-${Date.now()}-${++keys}` },
      ...(o.token ? { token: o.token } : {}),
    });
    expect(res.status).toBe(201);
    const [row] = await rows<{ number: number; id: number }>(
      db(),
      sql`select number, id from orders where public_id = ${res.body.order_id}`,
    );
    const token = new URL(res.body.status_url).searchParams.get('token')!;
    return {
      publicId: res.body.order_id as string,
      number: row!.number,
      id: row!.id,
      email,
      token,
    };
  }
  const cod = (
    cart: Array<{ id: number; count: number }>,
    o: { locale?: string; token?: string } = {},
  ) => placed(cart, { ...o, payment: 'cod' });

  /** Delivered `days` calendar days ago (shop time), at this wall-clock time: the moved clock. */
  const deliveredDaysAgo = (orderId: number, days: number) =>
    db().execute(
      sql`update orders set status = 'delivered', delivered_at = ${addShopDays(new Date(), -days).toISOString()}::timestamptz where id = ${orderId}`,
    );

  const withdraw = (body: object, locale = 'pl', token?: string) =>
    api.call('POST', `/api/client/${locale}/withdrawals`, { body, ...(token ? { token } : {}) });
  const confirm = (id: string) => api.call('POST', `/api/client/withdrawals/${id}/confirm`);

  describe('step 1 and step 2', () => {
    it('a guest withdraws one line by number and e-mail; confirming twice sends one acknowledgement', async () => {
      const lamp = await product({ price: 10_000, title: 'Lampa' });
      const vase = await product({ price: 2_500, title: 'Wazon' });
      const o = await cod(
        [
          { id: lamp.id, count: 2 },
          { id: vase.id, count: 1 },
        ],
        { locale: 'ru' },
      );
      await deliveredDaysAgo(o.id, 3);
      const res = await withdraw({
        order_id: String(o.number),
        email: o.email.toUpperCase(),
        lines: [{ product_id: lamp.id, count: 1 }],
        reason: 'Nie pasuje',
        bank_account: IBAN,
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        withdrawal_id: expect.stringMatching(/^\d+-[\w-]{22}$/),
        status: 'unconfirmed',
        lines: [{ product_id: lamp.id, title: 'Lampa ru', count: 1 }],
        refund_estimate: 100,
      });
      // Unconfirmed: no effect, no e-mail.
      const [w] = await rows<{ status: string; bank_account: string; locale: string }>(
        db(),
        sql`select status, bank_account, locale from returns where order_id = ${o.id}`,
      );
      expect(w).toEqual({
        status: 'unconfirmed',
        bank_account: 'PL61109010140000071219812874',
        locale: 'ru',
      });

      const since = Date.now();
      const first = await confirm(res.body.withdrawal_id);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        withdrawal_id: res.body.withdrawal_id,
        status: 'received',
        received_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      });
      const again = await confirm(res.body.withdrawal_id);
      expect(again.body).toEqual(first.body);
      await t.services.messaging.flush();
      const mail = await sink.waitFor(o.email, { since, subject: /отказ от договора/ });
      expect(mail.subject).toBe(`Мы получили ваш отказ от договора № ${o.number}`);
      expect(mail.text).toContain('Lampa ru: × 1');
      expect(mail.text).not.toContain('Wazon');
      expect(mail.text).toMatch(
        /Дата и время подачи \(польское время\): \d{4}-\d\d-\d\d \d\d:\d\d/,
      );
      await new Promise((r) => setTimeout(r, 300));
      expect(
        sink.messages.filter((m) => m.to.includes(o.email) && /отказ/.test(m.subject)),
      ).toHaveLength(1);
      const [stored] = await rows<{ status: string; days: number }>(
        db(),
        sql`select status, round(extract(epoch from due_by - received_at) / 86400)::int as days from returns where order_id = ${o.id}`,
      );
      expect(stored).toEqual({ status: 'received', days: 14 });

      // What is left: the other lamp and the vase, by default (no lines), by the status link's token.
      const rest = await withdraw({ order_id: o.publicId, token: o.token, bank_account: IBAN });
      expect(rest.status).toBe(201);
      expect(rest.body.lines).toEqual([
        { product_id: lamp.id, title: 'Lampa ru', count: 1 },
        { product_id: vase.id, title: 'Wazon ru', count: 1 },
      ]);
      // The rest of the items, and delivery now that the whole order is back: the courier's
      // 14.99 was paid, but the parcel locker (9.99) could have carried it.
      expect(rest.body.refund_estimate).toBe(134.99);
      const twice = await withdraw({
        order_id: o.publicId,
        token: o.token,
        lines: [{ product_id: lamp.id, count: 2 }],
        bank_account: IBAN,
      });
      expect(twice.status).toBe(422);
      expect(twice.body.errors).toEqual({ lines: ['count_above_left'] });
    });

    it('a logged-in shopper names their own order; an order not yet delivered may always be withdrawn; online orders need no account', async () => {
      const p = await product({ price: 3_000 });
      const user = await api.register();
      const o = await placed([{ id: p.id, count: 1 }], {
        payment: 'transfer',
        token: user.access_token,
      });
      const res = await withdraw(
        { order_id: String(o.number), bank_account: IBAN },
        'pl',
        user.access_token,
      );
      expect(res.status).toBe(201);
      const stranger = await api.register();
      expect(
        (
          await withdraw(
            { order_id: String(o.number), bank_account: IBAN },
            'pl',
            stranger.access_token,
          )
        ).status,
      ).toBe(404);
    });
  });

  describe('refusals', () => {
    it('404 for an order that does not match, whatever the reason', async () => {
      const p = await product({ price: 1_000 });
      const o = await cod([{ id: p.id, count: 1 }]);
      const bodies = [
        { order_id: String(o.number), email: 'someone@example.com', bank_account: IBAN },
        { order_id: String(o.number), token: 'x'.repeat(43), bank_account: IBAN },
        { order_id: String(o.number), bank_account: IBAN },
        { order_id: '999999999', email: o.email, bank_account: IBAN },
      ];
      for (const body of bodies) {
        const res = await withdraw(body);
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('order_not_found');
      }
      const complaint = await api.call('POST', '/api/client/pl/complaints', {
        body: {
          order_id: String(o.number),
          email: 'someone@example.com',
          lines: [{ product_id: p.id, count: 1 }],
          description: 'Pęknięty',
          demand: 'repair',
        },
      });
      expect(complaint.status).toBe(404);
      expect(await rows(db(), sql`select id from returns where order_id = ${o.id}`)).toEqual([]);
    });

    it('counts the 14 days in calendar days: day 14 allowed, day 15 period_over', async () => {
      const p = await product({ price: 1_000 });
      const o = await cod([{ id: p.id, count: 1 }]);
      await deliveredDaysAgo(o.id, 14);
      const day14 = await withdraw({
        order_id: String(o.number),
        email: o.email,
        bank_account: IBAN,
      });
      expect(day14.status).toBe(201);
      await deliveredDaysAgo(o.id, 15);
      const day15 = await withdraw({
        order_id: String(o.number),
        email: o.email,
        bank_account: IBAN,
      });
      expect(day15.status).toBe(422);
      expect(Object.keys(day15.body.errors)).toEqual(['period_over']);
      // Step 1 taken on day 14 cannot be confirmed on day 15.
      const late = await confirm(day14.body.withdrawal_id);
      expect(late.status).toBe(422);
      expect(Object.keys(late.body.errors)).toEqual(['period_over']);
    });

    it('refuses a made-to-order line, a line not in the order, a count above it and a bad IBAN', async () => {
      const chair = await product({ price: 20_000, madeToOrder: true, title: 'Krzesło' });
      const lamp = await product({ price: 5_000 });
      const other = await product({ price: 5_000 });
      const o = await cod([
        { id: chair.id, count: 1 },
        { id: lamp.id, count: 1 },
      ]);
      const ask = (lines: object[], bank_account?: string) =>
        withdraw({
          order_id: String(o.number),
          email: o.email,
          lines,
          ...(bank_account ? { bank_account } : {}),
        });
      const made = await ask([{ product_id: chair.id, count: 1 }], IBAN);
      expect(made.status).toBe(422);
      expect(made.body.errors).toEqual({ made_to_order: [String(chair.id)] });
      expect((await ask([{ product_id: other.id, count: 1 }], IBAN)).body.errors).toEqual({
        lines: ['not_in_order'],
      });
      expect((await ask([{ product_id: lamp.id, count: 2 }], IBAN)).body.errors).toEqual({
        lines: ['count_above_left'],
      });
      expect(
        (await ask([{ product_id: lamp.id, count: 1 }], 'PL61 1090 1014 0000 0712 1981 2875')).body
          .errors,
      ).toEqual({
        bank_account: ['iban.invalid'],
      });
      expect((await ask([{ product_id: lamp.id, count: 1 }])).body.errors).toEqual({
        bank_account: ['required'],
      });
      // No lines: the made-to-order one is left out.
      const all = await withdraw({
        order_id: String(o.number),
        email: o.email,
        bank_account: IBAN,
      });
      expect(all.body.lines.map((l: { product_id: number }) => l.product_id)).toEqual([lamp.id]);
      const order = await api.call('POST', '/api/client/pl/withdrawals/order', {
        body: { order_id: String(o.number), email: o.email },
      });
      expect(order.status).toBe(200);
      expect(order.body).toMatchObject({
        number: o.number,
        period_over: false,
        bank_account_needed: true,
        lines: [
          { product_id: chair.id, made_to_order: true, left: 0 },
          { product_id: lamp.id, made_to_order: false, left: 1 },
        ],
      });
    });

    it('a forged or unknown withdrawal id is 404', async () => {
      expect((await confirm('1-AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
      expect((await confirm('abc')).status).toBe(404);
    });
  });

  describe('complaints', () => {
    it('answers with the date 14 days on and an acknowledgement e-mail', async () => {
      const p = await product({ price: 4_000, title: 'Stolik' });
      const o = await cod([{ id: p.id, count: 2 }], { locale: 'en' });
      await deliveredDaysAgo(o.id, 40);
      const since = Date.now();
      const res = await api.call('POST', '/api/client/en/complaints', {
        body: {
          order_id: String(o.number),
          email: o.email,
          lines: [{ product_id: p.id, count: 1 }],
          description: 'A leg is cracked',
          demand: 'replace',
        },
      });
      expect(res.status).toBe(201);
      const days = (Date.parse(res.body.answer_by) - Date.now()) / 86_400_000;
      expect(Math.round(days)).toBe(14);
      await t.services.messaging.flush();
      const mail = await sink.waitFor(o.email, { since, subject: /complaint/ });
      expect(mail.subject).toBe(`We have received your complaint about order no. ${o.number}`);
      expect(mail.text).toContain('Demand: replacement');
      expect(mail.text).toContain('A leg is cracked');
      const bad = await api.call('POST', '/api/client/en/complaints', {
        body: {
          order_id: String(o.number),
          email: o.email,
          lines: [],
          description: '',
          demand: 'refund',
        },
      });
      expect(bad.status).toBe(422);
    });
  });
});
