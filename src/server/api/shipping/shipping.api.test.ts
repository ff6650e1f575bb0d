import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { seedCheckout } from '#tests/factories/checkout';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { authClient, freshEmail, freshIp } from '#tests/setup/auth-client';
import {
  SHIPX_WEBHOOK_SECRET,
  shipxEnv,
  standInPoint,
  startShipxStandIn,
  type ShipxStandIn,
  type StandInPoint,
} from '#tests/setup/shipx-stand-in';
import { rows } from '#tests/setup/sql-rows';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

/** 1,203 lockers on a grid over Kraków (3 pages of 500), each with its own post code. */
function krakowGrid(): StandInPoint[] {
  return Array.from({ length: 1203 }, (_, i) =>
    standInPoint(
      `KRA${String(i).padStart(4, '0')}M`,
      { latitude: 50 + Math.floor(i / 40) * 0.004, longitude: 19.9 + (i % 40) * 0.006 },
      {
        post_code: `3${String(i)
          .padStart(4, '0')
          .replace(/^(\d)(\d{3})$/, '$1-$2')}`,
      },
    ),
  );
}

forEachDatabase('InPost parcels (ShipX stand-in)', (getDb) => {
  let t: TestApp;
  let shipx: ShipxStandIn;
  let api: ReturnType<typeof authClient>;
  let staff: Record<string, string>;
  let categoryId: number;
  let n = 0;
  const db = () => getDb().db;

  beforeAll(async () => {
    shipx = await startShipxStandIn(krakowGrid());
    t = await createTestApp(getDb(), shipxEnv(shipx), { tempDataDir: true });
    api = authClient(t);
    categoryId = (await createCategory(db())).id;
    await seedCheckout(db());
    staff = await adminSession(t, (await createStaff(db())).email);
    await t.services.shipping.points.sync();
  });
  afterAll(async () => {
    await t?.app.close();
    await shipx?.close();
  });

  const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(db(), q))[0]!;
  const inpostCount = async () =>
    (
      await one<{ n: number }>(
        sql`select count(*)::int as n from delivery_points where source = 'inpost'`,
      )
    ).n;
  const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...staff, 'x-forwarded-for': freshIp() },
      ...(payload ? { payload } : {}),
    });
  const webhook = (body: object, secret = SHIPX_WEBHOOK_SECRET) =>
    t.app.inject({
      method: 'POST',
      url: `/api/shipping/inpost/webhook?secret=${encodeURIComponent(secret)}`,
      headers: { 'x-forwarded-for': freshIp() },
      payload: body,
    });

  /** Each order's status link query (`?token=`), for the shopper's status answer. */
  const statusLinks = new Map<string, string>();
  const shopperStatus = async (id: string) =>
    (await api.call('GET', `/api/client/checkout/orders/${id}${statusLinks.get(id)}`)).body;

  /** A confirmed order to a locker (or by courier, cash on delivery). */
  async function confirmedOrder(
    delivery: object = { method: 'locker', point: 'KRA0005M' },
    payment = 'transfer',
  ) {
    const p = await createProduct(db(), { categoryId, price: 10_000, stock: 50 });
    const res = await api.call('POST', '/api/client/pl/checkout', {
      headers: { 'idempotency-key': `ship-${Date.now()}-${++n}` },
      body: {
        cart: [{ id: p.id, count: 3 }],
        contact: {
          name: 'Jan',
          surname: 'Kowalski',
          email: freshEmail(),
          phone: '+48 600 100 200',
        },
        delivery,
        payment,
        accept_terms: true,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.order_id as string;
    statusLinks.set(id, new URL(res.body.status_url as string).search);
    expect(
      (await admin('PATCH', `/api/admin/orders/${id}`, { status: 'confirmed' })).statusCode,
    ).toBe(200);
    return id;
  }
  const orderRow = (id: string) =>
    one<{
      status: string;
      carrier: string | null;
      tracking_number: string | null;
      delivered_at: Date | null;
      number: number;
    }>(
      sql`select status, carrier, tracking_number, delivered_at, number from orders where public_id = ${id}`,
    );

  describe('points', () => {
    it('copies every page of InPost’s lockers and offers only them', async () => {
      expect(await inpostCount()).toBe(1203);
      const pages = shipx.calls.filter((c) => c.path === '/v1/points').length;
      expect(pages).toBeGreaterThanOrEqual(3);
      const all = await api.call('GET', '/api/client/delivery/points');
      expect(all.body).toHaveLength(50);
      expect(all.body.every((p: { id: string }) => p.id.startsWith('KRA'))).toBe(true);
    });

    it('searches by code, post code, city and street', async () => {
      const byCode = await api.call('GET', '/api/client/delivery/points?q=kra0042m');
      expect(byCode.body[0]).toMatchObject({
        id: 'KRA0042M',
        city: 'Kraków',
        post_code: '30-042',
        opening_hours: '24/7',
        address: 'Długa 1, 30-042 Kraków',
      });
      const byPostCode = await api.call('GET', '/api/client/delivery/points?q=30-042');
      expect(byPostCode.body.map((p: { id: string }) => p.id)).toEqual(['KRA0042M']);
      const byCity = await api.call('GET', '/api/client/delivery/points?q=krak');
      expect(byCity.body).toHaveLength(50);
      const byStreet = await api.call('GET', '/api/client/delivery/points?q=d%C5%82uga');
      expect(byStreet.body).toHaveLength(50);
      const none = await api.call('GET', '/api/client/delivery/points?q=gda%C5%84sk');
      expect(none.body).toEqual([]); // the shop's own GDA01M is not offered beside InPost
    });

    it('answers the 10 nearest, nearest first', async () => {
      const at = { latitude: 50.0213, longitude: 19.9555 };
      const res = await api.call(
        'GET',
        `/api/client/delivery/points?near=${at.latitude},${at.longitude}`,
      );
      const k = Math.cos((at.latitude * Math.PI) / 180);
      const d = (p: StandInPoint) =>
        (p.location.latitude - at.latitude) ** 2 + ((p.location.longitude - at.longitude) * k) ** 2;
      const expected = [...shipx.points]
        .sort((a, b) => d(a) - d(b))
        .slice(0, 10)
        .map((p) => p.name);
      expect(res.body.map((p: { id: string }) => p.id)).toEqual(expected);
      // Far from every locker (Gdańsk): still ten, from the widest box.
      const far = await api.call('GET', '/api/client/delivery/points?near=54.35,18.65');
      expect(far.body).toHaveLength(10);
      const bad = await api.call('GET', '/api/client/delivery/points?near=abc');
      expect(bad.status).toBe(422);
    });

    it('updates what changed, drops what is gone and keeps the copy when InPost fails', async () => {
      shipx.points[1]!.address_details.city = 'Wieliczka';
      shipx.points[1]!.address.line2 = '32-020 Wieliczka';
      shipx.points[2]!.status = 'Disabled';
      const gone = shipx.points.pop()!;
      const result = await t.services.shipping.points.sync();
      expect(result).toMatchObject({ changed: 2, removed: 1, total: 1202 });
      expect(await inpostCount()).toBe(1202);
      const moved = await api.call('GET', '/api/client/delivery/points?q=wieliczka');
      expect(moved.body.map((p: { id: string }) => p.id)).toEqual([shipx.points[1]!.name]);
      const closed = await api.call(
        'GET',
        `/api/client/delivery/points?q=${shipx.points[2]!.name}`,
      );
      expect(closed.body).toEqual([]);
      const removed = await api.call('GET', `/api/client/delivery/points?q=${gone.name}`);
      expect(removed.body).toEqual([]);
      // A closed locker cannot be chosen at checkout.
      const p = await createProduct(db(), { categoryId, price: 1_000, stock: 5 });
      const refused = await api.call('POST', '/api/client/pl/checkout', {
        headers: { 'idempotency-key': `closed-${Date.now()}` },
        body: {
          cart: [{ id: p.id, count: 1 }],
          contact: { name: 'A', surname: 'B', email: freshEmail(), phone: '+48600100200' },
          delivery: { method: 'locker', point: shipx.points[2]!.name },
          payment: 'transfer',
          accept_terms: true,
        },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors['delivery.point']).toEqual(['point.unknown']);

      // Page 2 fails on every try: nothing of this copy is applied, the last good one stays.
      shipx.points.splice(0, 600);
      shipx.failPoints = 2;
      await expect(t.services.shipping.points.sync()).rejects.toThrow(/500/);
      shipx.failPoints = null;
      expect(await inpostCount()).toBe(1202);
      shipx.points.push(...krakowGrid().slice(0, 600));
    });
  });

  describe('shipments', () => {
    it('10 parallel clicks book one parcel; the order is ready to ship, and ships with InPost’s tracking link when InPost takes it', async () => {
      const id = await confirmedOrder();
      shipx.createDelayMs = 150;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => admin('POST', `/api/admin/orders/${id}/shipment`, {})),
      );
      shipx.createDelayMs = 0;
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(9);
      const made = [...shipx.shipments.values()].filter((s) => s.reference === id);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({
        service: 'inpost_locker_standard',
        custom_attributes: { target_point: 'KRA0005M' },
        parcels: [{ template: 'medium' }], // three items
        receiver: { phone: '600100200', first_name: 'Jan', last_name: 'Kowalski' },
      });
      expect(made[0]!.cod).toBeUndefined();
      const order = await orderRow(id);
      // Booked and labelled, the parcel is still with the shop: no "on its way" yet.
      expect(order).toMatchObject({
        status: 'ready_to_ship',
        carrier: 'InPost',
        tracking_number: made[0]!.tracking_number,
      });
      const shippedMails = async () =>
        rows<{ text_body: string }>(
          db(),
          sql`select o.text_body from outbox o
              where o.subject like ${`%${order.number}%wysłane`} order by o.id desc`,
        );
      expect(await shippedMails()).toEqual([]);
      // The shop drops it in a locker: InPost has it, the order is shipped, the shopper told.
      await webhook(shipx.webhookBody(Number(made[0]!.id), 'dispatched_by_sender'));
      expect((await orderRow(id)).status).toBe('shipped');
      const [mail] = await shippedMails();
      expect(mail!.text_body).toContain(
        `https://inpost.pl/sledzenie-przesylek?number=${made[0]!.tracking_number}`,
      );
      const again = await admin('POST', `/api/admin/orders/${id}/shipment`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('shipment_exists');
      const state = await admin('GET', `/api/admin/orders/${id}/shipment`);
      expect(state.json().shipment).toMatchObject({
        status: 'dispatched_by_sender',
        attention: false,
      });
    });

    it('a courier order paid on delivery carries its COD; an unconfirmed order is 409', async () => {
      const id = await confirmedOrder(
        {
          method: 'courier',
          address: {
            street: 'Marszałkowska 10/2',
            postal_code: '00-590',
            city: 'Warszawa',
            country: 'PL',
          },
        },
        'cod',
      );
      const res = await admin('POST', `/api/admin/orders/${id}/shipment`, { size: 'large' });
      expect(res.statusCode).toBe(201);
      const made = [...shipx.shipments.values()].find((s) => s.reference === id)!;
      const total = (
        await one<{ total_minor: number }>(
          sql`select total_minor from orders where public_id = ${id}`,
        )
      ).total_minor;
      expect(made).toMatchObject({
        service: 'inpost_courier_standard',
        cod: { amount: total / 100, currency: 'PLN' },
        parcels: [{ template: 'large' }],
        receiver: {
          address: {
            street: 'Marszałkowska',
            building_number: '10/2',
            post_code: '00-590',
            city: 'Warszawa',
          },
        },
      });

      const p = await createProduct(db(), { categoryId, price: 1_000, stock: 5 });
      const placed = await api.call('POST', '/api/client/pl/checkout', {
        headers: { 'idempotency-key': `new-${Date.now()}` },
        body: {
          cart: [{ id: p.id, count: 1 }],
          contact: { name: 'A', surname: 'B', email: freshEmail(), phone: '+48600100200' },
          delivery: { method: 'locker', point: 'KRA0007M' },
          payment: 'transfer',
          accept_terms: true,
        },
      });
      const notYet = await admin('POST', `/api/admin/orders/${placed.body.order_id}/shipment`, {});
      expect(notYet.statusCode).toBe(409);
      expect(notYet.json().code).toBe('order_not_shippable');
    });

    it('a lost answer and a 503 are retried without a second parcel', async () => {
      const id = await confirmedOrder();
      shipx.createFaults = ['lost'];
      const res = await admin('POST', `/api/admin/orders/${id}/shipment`, {});
      expect(res.statusCode).toBe(201);
      expect([...shipx.shipments.values()].filter((s) => s.reference === id)).toHaveLength(1);

      const id2 = await confirmedOrder();
      shipx.createFaults = ['error', 'error', 'error'];
      const failed = await admin('POST', `/api/admin/orders/${id2}/shipment`, {});
      expect(failed.statusCode).toBe(409);
      expect(failed.json().code).toBe('carrier_unavailable');
      expect((await orderRow(id2)).status).toBe('confirmed');
      const retried = await admin('POST', `/api/admin/orders/${id2}/shipment`, {});
      expect(retried.statusCode).toBe(201);
      expect([...shipx.shipments.values()].filter((s) => s.reference === id2)).toHaveLength(1);
    }, 20_000);

    it('InPost’s validation errors come back on the order’s fields, changing nothing', async () => {
      const id = await confirmedOrder({ method: 'locker', point: 'KRA0009M' });
      const point = shipx.points.findIndex((p) => p.name === 'KRA0009M');
      const [removed] = shipx.points.splice(point, 1);
      const res = await admin('POST', `/api/admin/orders/${id}/shipment`, {});
      shipx.points.splice(point, 0, removed!);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ delivery_point: ['does_not_exist'] });
      expect((await orderRow(id)).status).toBe('confirmed');
      const state = await admin('GET', `/api/admin/orders/${id}/shipment`);
      expect(state.json().shipment).toMatchObject({ shipment_id: null, status: 'reserved' });
    });

    it('creates shipments in bulk and prints their labels as one PDF', async () => {
      const ids = [await confirmedOrder(), await confirmedOrder()];
      const bulk = await admin('POST', '/api/admin/orders/shipments', { ids });
      expect(bulk.statusCode).toBe(200);
      expect(bulk.json().results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
      const label = await admin('GET', `/api/admin/orders/${ids[0]}/shipment/label`);
      expect(label.headers['content-type']).toBe('application/pdf');
      const number = (await admin('GET', `/api/admin/orders/${ids[0]}`)).json().number;
      expect(label.headers['content-disposition']).toBe(
        `attachment; filename="etykieta-${number}.pdf"`,
      );
      expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const labels = await admin('GET', `/api/admin/orders/shipments/labels?ids=${ids.join(',')}`);
      expect(labels.statusCode).toBe(200);
      const doc = await PDFDocument.load(labels.rawPayload);
      expect(doc.getPageCount()).toBe(2);
    });
  });

  describe('tracking', () => {
    it('the webhook needs its secret; delivered delivers the order once', async () => {
      const id = await confirmedOrder();
      const created = (await admin('POST', `/api/admin/orders/${id}/shipment`, {})).json();
      const shipmentId = Number(created.shipment_id);
      expect(
        (await webhook(shipx.webhookBody(shipmentId, 'delivered'), 'wrong-secret-wrong-secret'))
          .statusCode,
      ).toBe(401);
      expect((await orderRow(id)).status).toBe('ready_to_ship');
      // Delivered with every earlier status lost: shipped, then delivered, in one go.
      const first = await webhook(shipx.webhookBody(shipmentId, 'delivered'));
      expect(first.json()).toEqual({ received: true, result: 'applied' });
      const order = await orderRow(id);
      expect(order.status).toBe('delivered');
      expect(order.delivered_at).not.toBeNull();
      const moves = await rows<{ to_status: string }>(
        db(),
        sql`select h.to_status from order_status_history h join orders o on o.id = h.order_id
            where o.public_id = ${id} order by h.id`,
      );
      expect(moves.map((m) => m.to_status).slice(-3)).toEqual([
        'ready_to_ship',
        'shipped',
        'delivered',
      ]);
      // The shopper's status page says where the point stands (InPost's description kept on
      // the order), where the parcel is, and when it came.
      expect((await shopperStatus(id)).point.address).toMatch(/\(Przy sklepie\)$/);
      expect((await shopperStatus(id)).shipment).toEqual({
        carrier: 'InPost',
        tracking_number: order.tracking_number,
        tracking_url: `https://inpost.pl/sledzenie-przesylek?number=${order.tracking_number}`,
        delivered_at: new Date(order.delivered_at!).toISOString(),
      });
      const events = async () =>
        (await one<{ n: number }>(sql`select count(*)::int as n from shipment_events`)).n;
      const before = await events();
      const history = async () =>
        (await one<{ n: number }>(sql`select count(*)::int as n from order_status_history`)).n;
      const lines = await history();
      const again = await webhook(shipx.webhookBody(shipmentId, 'delivered'));
      expect(again.json().result).toBe('duplicate');
      expect(await events()).toBe(before);
      expect(await history()).toBe(lines);
    });

    it('sends the tracking and the delivered e-mails at once: no flush, no retry round', async () => {
      const id = await confirmedOrder();
      const newest = async () =>
        (await one<{ id: number | null }>(sql`select max(id)::int as id from outbox`)).id ?? 0;
      // Every message since `after`, and whether each has left (the file transport, here).
      const since = async (after: number) =>
        rows<{ status: string }>(
          db(),
          sql`select status from outbox where id > ${after} order by id`,
        );
      const beforeBooking = await newest();
      const created = (await admin('POST', `/api/admin/orders/${id}/shipment`, {})).json();
      // Booking tells the shopper nothing: the parcel has not left.
      expect(await since(beforeBooking)).toEqual([]);
      await webhook(shipx.webhookBody(Number(created.shipment_id), 'collected_from_sender'));
      // The worker sleeps up to a minute between looks (and the outbox's old round was 30 s):
      // only the commit's own wake-up delivers within these few seconds.
      await expect
        .poll(async () => (await since(beforeBooking)).map((m) => m.status), { timeout: 5_000 })
        .toEqual(['sent']);
      const beforeDelivery = await newest();
      await webhook(shipx.webhookBody(Number(created.shipment_id), 'delivered'));
      await expect
        .poll(async () => (await since(beforeDelivery)).map((m) => m.status), { timeout: 5_000 })
        .toEqual(['sent']);
    });

    it('flags a returned parcel for staff', async () => {
      const id = await confirmedOrder();
      const created = (await admin('POST', `/api/admin/orders/${id}/shipment`, {})).json();
      await webhook(shipx.webhookBody(Number(created.shipment_id), 'returned_to_sender'));
      const state = (await admin('GET', `/api/admin/orders/${id}/shipment`)).json();
      expect(state.shipment).toMatchObject({ status: 'returned_to_sender', attention: true });
      expect((await orderRow(id)).status).toBe('shipped');
    });

    it('the poll catches a status whose webhook was missed', async () => {
      const id = await confirmedOrder();
      const created = (await admin('POST', `/api/admin/orders/${id}/shipment`, {})).json();
      shipx.setStatus(Number(created.shipment_id), 'delivered');
      expect(await t.services.shipping.tracking.poll()).toBeGreaterThanOrEqual(1);
      expect((await orderRow(id)).status).toBe('delivered');
      // Final shipments are not asked about again.
      const asked = shipx.calls.length;
      await t.services.shipping.tracking.poll();
      const reads = shipx.calls
        .slice(asked)
        .filter((c) => c.path === `/v1/shipments/${created.shipment_id}`);
      expect(reads).toHaveLength(0);
    });
  });
});
