import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { BANK_ACCOUNT, seedCheckout } from '#tests/factories/checkout';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { authClient, freshEmail, freshIp } from '#tests/setup/auth-client';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink';
import { rows } from '#tests/setup/sql-rows';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

forEachDatabase('checkout API', (getDb) => {
  let t: TestApp;
  let sink: SmtpSink;
  let api: ReturnType<typeof authClient>;
  let categoryId: number;
  let keyCounter = 0;

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
  const product = (
    o: Parameters<typeof createProduct>[1] extends infer P ? Omit<P & object, 'categoryId'> : never,
  ) => createProduct(db(), { categoryId, ...o });
  const stockOf = async (id: number) =>
    (await rows<{ stock: number }>(db(), sql`select stock from products where id = ${id}`))[0]
      ?.stock;
  const count = async (table: string) =>
    (await rows<{ n: number }>(db(), sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;
  const newKey = () => `key-${Date.now()}-${++keyCounter}`;
  const contact = () => ({
    name: 'Anna',
    surname: 'Nowak',
    email: freshEmail('buyer'),
    phone: '+48 600 100 200',
  });
  const courier = {
    method: 'courier',
    address: { street: 'Długa 1', postal_code: '80-827', city: 'Gdańsk', country: 'PL' },
  };
  const quote = (body: object, locale = 'pl', token?: string) =>
    api.call('POST', `/api/client/${locale}/checkout/quote`, { body, ...(token ? { token } : {}) });
  const place = (body: object, key = newKey(), opts: { locale?: string; token?: string } = {}) =>
    api.call('POST', `/api/client/${opts.locale ?? 'pl'}/checkout`, {
      body,
      headers: { 'idempotency-key': key },
      ...(opts.token ? { token: opts.token } : {}),
    });
  const order = (cart: Array<{ id: number; count: number }>, extra: object = {}) => ({
    cart,
    contact: contact(),
    delivery: courier,
    payment: 'cod',
    accept_terms: true,
    ...extra,
  });

  describe('quote', () => {
    it('prices lines, delivery and VAT by rate to the grosz', async () => {
      const lamp = await product({ price: 12_300, stock: 5, title: 'Lampa', vatRate: 23 });
      const book = await product({ price: 4_990, stock: 5, title: 'Album', vatRate: 5 });
      const res = await quote({
        cart: [
          { id: lamp.id, count: 2 },
          { id: book.id, count: 1 },
        ],
        delivery_method: 'courier',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        lines: [
          { id: lamp.id, title: 'Lampa', count: 2, price: 123, total: 246, vat_rate: 23 },
          { id: book.id, title: 'Album', count: 1, price: 49.9, total: 49.9, vat_rate: 5 },
        ],
        items_total: 295.9,
        discount: 0,
        delivery_price: 14.99,
        total: 310.89,
        vat: [
          { rate: 23, net: 212.19, vat: 48.8 },
          { rate: 5, net: 47.52, vat: 2.38 },
        ],
        payment_methods: ['transfer', 'cod'],
        promo: null,
      });
      expect(res.body.delivery_methods).toEqual([
        {
          code: 'courier',
          kind: 'courier',
          title: 'Kurier',
          price: 14.99,
          free_from: 500,
          cod: true,
          available: true,
        },
        {
          code: 'locker',
          kind: 'locker',
          title: 'Paczkomat',
          price: 9.99,
          free_from: null,
          cod: false,
          available: true,
        },
        {
          code: 'pickup',
          kind: 'pickup',
          title: 'Odbiór w salonie',
          price: 0,
          free_from: null,
          cod: true,
          available: true,
        },
      ]);
    });

    it('delivery is free from its threshold; a sofa keeps the cart off lockers', async () => {
      const sofa = await product({ price: 60_000, stock: 2, fitsLocker: false });
      const res = await quote(
        { cart: [{ id: sofa.id, count: 1 }], delivery_method: 'courier' },
        'en',
      );
      expect(res.body.delivery_price).toBe(0);
      expect(res.body.total).toBe(600);
      expect(
        res.body.delivery_methods.find((m: { code: string }) => m.code === 'locker').available,
      ).toBe(false);
      const locker = await quote({ cart: [{ id: sofa.id, count: 1 }], delivery_method: 'locker' });
      expect(locker.status).toBe(422);
      expect(locker.body.errors).toEqual({ delivery_method: ['delivery.locker_unfit'] });
    });

    it('a logged-in shopper without `cart` is quoted the server cart', async () => {
      const vase = await product({ price: 1_250, stock: 5, vatRate: 8 });
      const user = await api.register();
      await api.call('PUT', '/api/client/cart/add', {
        token: user.access_token,
        body: { cart: [{ id: vase.id, count: 2 }] },
      });
      const res = await quote({ delivery_method: 'pickup' }, 'pl', user.access_token);
      expect(res.body).toMatchObject({
        lines: [{ id: vase.id, count: 2, total: 25, vat_rate: 8 }],
        total: 25,
        vat: [{ rate: 8, net: 23.15, vat: 1.85 }],
      });
      const guest = await quote({ delivery_method: 'pickup' });
      expect(guest.body).toMatchObject({ lines: [], total: 0 });
    });

    it('a cash-less method offers no cash on delivery', async () => {
      const vase = await product({ price: 1_000 });
      const res = await quote({ cart: [{ id: vase.id, count: 1 }], delivery_method: 'locker' });
      expect(res.body.payment_methods).toEqual(['transfer']);
    });

    it('422 for a promo code (no promotions yet) and for an unknown method; unknown fields too', async () => {
      const vase = await product({ price: 1_000 });
      const cart = [{ id: vase.id, count: 1 }];
      const promo = await quote({ cart, promo_code: 'SALE10' });
      expect(promo.status).toBe(422);
      expect(promo.body.errors).toEqual({ promo_code: ['unknown'] });
      const method = await quote({ cart, delivery_method: 'drone' });
      expect(method.body.errors).toEqual({ delivery_method: ['delivery.unknown'] });
      expect((await quote({ cart, total: 1 })).status).toBe(422);
    });
  });

  describe('place', () => {
    it('takes a phone as a person types it and keeps it in E.164; refuses what is no number', async () => {
      const lamp = await product({ price: 1_000, stock: 5, title: 'Lampa', vatRate: 23 });
      for (const typed of ['600100700', '600-100-700', '0048 600 100 700']) {
        const body = order([{ id: lamp.id, count: 1 }]);
        const placed = await place({ ...body, contact: { ...body.contact, phone: typed } });
        expect(placed.status, typed).toBe(201);
        const [stored] = await rows<{ phone: string }>(
          db(),
          sql`select phone from orders where public_id = ${placed.body.order_id}`,
        );
        expect(stored!.phone).toBe('+48600100700');
      }
      const before = await count('orders');
      const body = order([{ id: lamp.id, count: 1 }]);
      const refused = await place({ ...body, contact: { ...body.contact, phone: '60010070' } });
      expect(refused.status).toBe(422);
      expect(refused.body.errors['contact.phone']).toEqual(['phone.invalid']);
      expect(await count('orders')).toBe(before);
    });

    it('a guest orders by courier, cash on delivery: stock, lines with VAT, payment, e-mail, status page', async () => {
      const lamp = await product({ price: 12_300, stock: 5, title: 'Lampa', vatRate: 23 });
      const chair = await product({
        price: 4_990,
        stock: 3,
        title: 'Krzesło',
        vatRate: 8,
        madeToOrder: true,
      });
      const body = order(
        [
          { id: lamp.id, count: 2 },
          { id: chair.id, count: 1 },
        ],
        {
          invoice: {
            company: 'Firma sp. z o.o.',
            nip: '123-456-32-18',
            street: 'Polna 2',
            postal_code: '00-001',
            city: 'Warszawa',
          },
          comment: 'Proszę dzwonić',
        },
      );
      const since = Date.now();
      const res = await place(body, newKey(), { locale: 'ru' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        order_id: expect.any(String),
        status_url: expect.stringMatching(/\/ru\/order\/[0-9a-f-]{36}\?token=[\w-]+$/),
        total: 310.89,
        payment: { method: 'cod', status: 'on_delivery' },
      });
      expect([await stockOf(lamp.id), await stockOf(chair.id)]).toEqual([3, 2]);
      const [o] = await rows<Record<string, unknown>>(
        db(),
        sql`select total_minor, delivery_minor, delivery_method, delivery_kind, delivery_address, invoice, terms_version, locale, surname
            from orders where public_id = ${res.body.order_id}`,
      );
      expect(o).toEqual({
        total_minor: 31_089,
        delivery_minor: 1_499,
        delivery_method: 'courier',
        delivery_kind: 'courier',
        delivery_address: courier.address,
        invoice: {
          company: 'Firma sp. z o.o.',
          nip: '1234563218',
          street: 'Polna 2',
          postal_code: '00-001',
          city: 'Warszawa',
        },
        terms_version: 3,
        locale: 'ru',
        surname: 'Nowak',
      });
      const lines = await rows<Record<string, unknown>>(
        db(),
        sql`select l.vat_rate, l.net_minor, l.vat_minor, l.withdrawal_exempt from order_lines l
            join orders o on o.id = l.order_id where o.public_id = ${res.body.order_id} order by l.id`,
      );
      expect(lines).toEqual([
        { vat_rate: 23, net_minor: 20_000, vat_minor: 4_600, withdrawal_exempt: false },
        // 4990 at 8%: net 4620.37 -> 4620
        { vat_rate: 8, net_minor: 4_620, vat_minor: 370, withdrawal_exempt: true },
      ]);

      const status = await api.call(
        'GET',
        new URL(res.body.status_url).pathname.replace(
          /^\/ru\/order\//,
          '/api/client/checkout/orders/',
        ) + new URL(res.body.status_url).search,
      );
      expect(status.status).toBe(200);
      expect(status.body).toEqual({
        order_id: res.body.order_id,
        number: expect.any(Number),
        status: 'new',
        total: 310.89,
        payment: { method: 'cod', status: 'on_delivery' },
      });
      // The back office shows the VAT, invoice and terms, and the orders CSV exports the invoice.
      const staff = await adminSession(t, (await createStaff(db())).email);
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${res.body.order_id}`,
        headers: { ...staff, 'x-forwarded-for': freshIp() },
      });
      expect(detail.json()).toMatchObject({
        surname: 'Nowak',
        delivery: { method: 'courier', kind: 'courier', address: courier.address, price: 14.99 },
        payment: { method: 'cod', status: 'on_delivery' },
        invoice: { nip: '1234563218' },
        vat: [
          { rate: 23, net: 212.19, vat: 48.8 },
          { rate: 8, net: 46.2, vat: 3.7 },
        ],
        terms_version: 3,
      });
      const csv = await t.app.inject({
        method: 'GET',
        url: '/api/admin/orders/export',
        headers: { ...staff, 'x-forwarded-for': freshIp() },
      });
      const row = csv.body.split('\r\n').find((l) => l.startsWith(res.body.order_id))!;
      expect(row).toContain(
        ',courier,cod,on_delivery,Firma sp. z o.o.,1234563218,"Polna 2, 00-001 Warszawa",3',
      );

      const wrong = await api.call(
        'GET',
        `/api/client/checkout/orders/${res.body.order_id}?token=nope`,
      );
      expect(wrong.status).toBe(404);

      await t.services.messaging.flush();
      const mail = await sink.waitFor(body.contact.email, { since });
      expect(mail.html).toContain('<html lang="ru">');
      expect(mail.text).toContain(res.body.order_id);
      expect(mail.text).toContain('Lampa ru × 2');
      expect(mail.text).toContain('Krzesło ru × 1 (изготовлен по заказу — без права отказа)');
      expect(mail.text).toMatch(/в т\. ч\. НДС 23%: 48,80/);
      expect(mail.text).toMatch(/в т\. ч\. НДС 8%: 3,70/);
      expect(mail.text).toContain('14 дней');
      expect(mail.text).toContain('версия 3');
      expect(mail.text).toContain('Отказаться от договора здесь: ');
      expect(mail.text).toContain('/ru/withdrawal');
      expect(mail.html).toContain('Отказаться от договора здесь</a>');
      expect(mail.text).toContain('/ru/pages/legal-guarantee');
      expect(mail.text).toContain(res.body.status_url);
    });

    it('a transfer to a locker answers the account, title and amount', async () => {
      const vase = await product({ price: 2_500, stock: 4 });
      const res = await place(
        order([{ id: vase.id, count: 2 }], {
          delivery: { method: 'locker', point: 'gda01m' },
          payment: 'transfer',
        }),
      );
      expect(res.status).toBe(201);
      expect(res.body.total).toBe(59.99);
      expect(res.body.payment).toEqual({
        method: 'transfer',
        status: 'pending',
        transfer: {
          account: BANK_ACCOUNT,
          recipient: 'Dom i Styl sp. z o.o.',
          title: expect.stringMatching(/^Zamowienie \d{5,}$/),
          amount: 59.99,
        },
      });
      const [o] = await rows<{ delivery_point: string }>(
        db(),
        sql`select delivery_point from orders where public_id = ${res.body.order_id}`,
      );
      expect(o!.delivery_point).toBe('GDA01M');
      // The status page repeats where the transfer goes while it is awaited.
      const link = new URL(res.body.status_url);
      const status = await api.call(
        'GET',
        `/api/client/checkout/orders/${res.body.order_id}${link.search}`,
      );
      expect(status.status).toBe(200);
      expect(status.body.payment).toEqual(res.body.payment);
      // The point and its address as offered then, kept on the order for the shopper and staff.
      expect(status.body.point).toEqual({
        id: 'GDA01M',
        address: expect.stringContaining('Gdańsk') as unknown,
      });
      const [kept] = await rows<{ delivery_point_address: string }>(
        db(),
        sql`select delivery_point_address from orders where public_id = ${res.body.order_id}`,
      );
      expect(status.body.point.address).toBe(kept!.delivery_point_address);
    });

    it('a logged-in shopper’s server cart is used and emptied', async () => {
      const vase = await product({ price: 2_500, stock: 4 });
      const user = await api.register();
      await api.call('PUT', '/api/client/cart/add', {
        token: user.access_token,
        body: { cart: [{ id: vase.id, count: 3 }] },
      });
      const { cart: _none, ...body } = order([]);
      const res = await place({ ...body, delivery: { method: 'pickup' } }, newKey(), {
        token: user.access_token,
      });
      expect(res.status).toBe(201);
      expect(res.body.total).toBe(75);
      expect(await stockOf(vase.id)).toBe(1);
      const cart = await api.call('GET', '/api/client/cart', { token: user.access_token });
      expect(cart.body.products).toEqual([]);
      const mine = await api.call('GET', '/api/client/orders', { token: user.access_token });
      expect(mine.body.map((o: { order_id: string }) => o.order_id)).toEqual([res.body.order_id]);
    });

    it('the same key answers the same body and places one order', async () => {
      const vase = await product({ price: 2_500, stock: 10 });
      const body = order([{ id: vase.id, count: 1 }]);
      const key = newKey();
      const first = await place(body, key);
      const again = await place(body, key);
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(await stockOf(vase.id)).toBe(9);
      const other = await place({ ...body, comment: 'changed' }, key);
      expect(other.status).toBe(409);
      expect(other.body.code).toBe('idempotency_key_reused');
    });

    it('the same key sent five times at once places one order', async () => {
      const vase = await product({ price: 2_500, stock: 10 });
      const body = order([{ id: vase.id, count: 2 }]);
      const key = newKey();
      const before = await count('orders');
      const answers = await Promise.all(Array.from({ length: 5 }, () => place(body, key)));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
      for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
      expect(await count('orders')).toBe(before! + 1);
      expect(await stockOf(vase.id)).toBe(8);
    });

    it('two shoppers after the last item at once: one order, one 409', async () => {
      const last = await product({ price: 1_000, stock: 1 });
      const answers = await Promise.all([
        place(order([{ id: last.id, count: 1 }])),
        place(order([{ id: last.id, count: 1 }])),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)!.body.ids).toEqual([last.id]);
      expect(await stockOf(last.id)).toBe(0);
    });

    it('409 line_unavailable with the ids, and nothing written', async () => {
      const fine = await product({ price: 1_000, stock: 5 });
      const short = await product({ price: 1_000, stock: 1 });
      const hidden = await product({ price: 1_000, stock: 5, published: false });
      const before = {
        orders: await count('orders'),
        payments: await count('payments'),
        outbox: await count('outbox'),
      };
      const res = await place(
        order([
          { id: fine.id, count: 1 },
          { id: short.id, count: 2 },
          { id: hidden.id, count: 1 },
        ]),
      );
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        errors: expect.any(String),
        code: 'line_unavailable',
        ids: [hidden.id, short.id],
      });
      expect({
        orders: await count('orders'),
        payments: await count('payments'),
        outbox: await count('outbox'),
      }).toEqual(before);
      expect([await stockOf(fine.id), await stockOf(short.id)]).toEqual([5, 1]);
    });

    it.each<[string, object, Record<string, string[]>]>([
      [
        'courier without an address',
        { delivery: { method: 'courier' } },
        { 'delivery.address': ['required'] },
      ],
      [
        'locker without a point',
        { delivery: { method: 'locker' }, payment: 'transfer' },
        { 'delivery.point': ['required'] },
      ],
      [
        'locker with an unknown point',
        { delivery: { method: 'locker', point: 'XXX99' }, payment: 'transfer' },
        { 'delivery.point': ['point.unknown'] },
      ],
      [
        'a Polish postal code not NN-NNN',
        { delivery: { ...courier, address: { ...courier.address, postal_code: '80827' } } },
        { 'delivery.address.postal_code': ['postal_code.invalid'] },
      ],
      [
        'a NIP with a wrong check digit',
        {
          invoice: {
            company: 'F',
            nip: '1234563217',
            street: 'P 1',
            postal_code: '00-001',
            city: 'W',
          },
        },
        { 'invoice.nip': ['nip.invalid'] },
      ],
      [
        'cod on a method without it',
        { delivery: { method: 'locker', point: 'GDA01M' } },
        { payment: ['payment.cod_not_allowed'] },
      ],
      [
        'online without a payment provider',
        { payment: 'online' },
        { payment: ['payment.online_unavailable'] },
      ],
      ['a bad promo code', { promo_code: 'NOPE' }, { promo_code: ['unknown'] }],
      [
        'an unknown delivery method',
        { delivery: { method: 'drone' } },
        { 'delivery.method': ['delivery.unknown'] },
      ],
    ])('422 for %s, nothing written', async (_name, extra, errors) => {
      const vase = await product({ price: 1_000, stock: 5 });
      const before = await count('orders');
      const res = await place(order([{ id: vase.id, count: 1 }], extra));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(errors);
      expect(await count('orders')).toBe(before);
      expect(await stockOf(vase.id)).toBe(5);
    });

    it('422 when the terms are not accepted, or without an Idempotency-Key', async () => {
      const vase = await product({ price: 1_000, stock: 5 });
      const { accept_terms: _a, ...noTerms } = order([{ id: vase.id, count: 1 }]);
      const res = await place(noTerms);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['accept_terms']);
      const noKey = await api.call('POST', '/api/client/pl/checkout', {
        body: order([{ id: vase.id, count: 1 }]),
      });
      expect(noKey.status).toBe(422);
      expect(noKey.body.errors).toEqual({ 'Idempotency-Key': ['idempotency_key.invalid'] });
    });

    it('422 for a transfer when the shop has no bank account', async () => {
      await db().execute(sql`delete from shop_settings where key = 'bank_account'`);
      try {
        const vase = await product({ price: 1_000, stock: 5 });
        const res = await place(order([{ id: vase.id, count: 1 }], { payment: 'transfer' }));
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ payment: ['payment.transfer_unavailable'] });
      } finally {
        await db().execute(
          sql`insert into shop_settings (key, value) values ('bank_account', ${JSON.stringify(BANK_ACCOUNT)}::jsonb)`,
        );
      }
    });
  });

  it('lists locker points and reads a shop page', async () => {
    const all = await api.call('GET', '/api/client/delivery/points');
    expect(all.body.map((p: { id: string }) => p.id)).toEqual(['GDA01M', 'WAW02A']);
    const found = await api.call('GET', '/api/client/delivery/points?q=marsza');
    // The shop's own list folds marked letters too: "marszalkowska" finds Marszałkowska.
    const folded = await api.call('GET', '/api/client/delivery/points?q=Warszawa%20marszalkowska');
    expect(folded.body).toEqual(found.body);
    expect(found.body).toEqual([
      {
        id: 'WAW02A',
        name: 'Warszawa Marszałkowska',
        address: 'Marszałkowska 10, 00-590 Warszawa',
        city: null,
        post_code: null,
        latitude: null,
        longitude: null,
        opening_hours: null,
        description: null,
        distance_km: null,
      },
    ]);
    const page = await api.call('GET', '/api/client/en/pages/terms');
    expect(page.body).toMatchObject({ slug: 'terms', title: 'Terms', version: 3 });
    expect((await api.call('GET', '/api/client/en/pages/privacy')).status).toBe(404);
  });
});
