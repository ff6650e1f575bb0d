import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { seedCheckout } from '#tests/factories/checkout';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { authClient, freshIp } from '#tests/setup/auth-client';
import { rows } from '#tests/setup/sql-rows';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

/** The shopper's own data (docs/rules.md#own-data): export, and deleting the account. */
forEachDatabase('account data API', (getDb) => {
  let t: TestApp;
  let api: ReturnType<typeof authClient>;
  let staffHeaders: Record<string, string>;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp(getDb());
    api = authClient(t);
    categoryId = (await createCategory(getDb().db)).id;
    await seedCheckout(getDb().db);
    staffHeaders = await adminSession(t, (await createStaff(getDb().db)).email);
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const db = () => getDb().db;
  const admin = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...staffHeaders, 'x-forwarded-for': freshIp() },
      ...(payload ? { payload } : {}),
    });
  const setReviewsPolicy = (value: 'anonymise' | 'unpublish') =>
    db().execute(
      sql`insert into shop_settings (key, value) values ('deleted_account_reviews', ${JSON.stringify(value)}::jsonb)
          on conflict (key) do update set value = excluded.value`,
    );

  /** A shopper with an order (with an invoice), a published review, a wish and a request. */
  async function busyShopper() {
    const me = await api.register({ phone: '+48600111222' });
    const lamp = await createProduct(db(), { categoryId, stock: 5, title: 'Lampa' });
    const placed = await api.call('POST', '/api/client/pl/checkout', {
      token: me.access_token,
      headers: { 'idempotency-key': `own-${Date.now()}-${Math.random()}` },
      body: {
        cart: [{ id: lamp.id, count: 2 }],
        contact: { name: 'Anna', surname: 'Nowak', email: me.email, phone: '+48 600 111 222' },
        delivery: {
          method: 'courier',
          address: { street: 'Długa 1', postal_code: '80-827', city: 'Gdańsk', country: 'PL' },
        },
        payment: 'cod',
        invoice: {
          company: 'Nowak Sp. z o.o.',
          nip: '5260250274',
          street: 'Długa 1',
          postal_code: '80-827',
          city: 'Gdańsk',
        },
        accept_terms: true,
        comment: 'Proszę dzwonić: Anna',
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const review = await api.call('POST', `/api/client/products/${lamp.id}/reviews`, {
      token: me.access_token,
      body: { rating: 5, body: 'Piękna lampa' },
    });
    expect(review.status).toBe(201);
    expect(
      (await admin('PATCH', `/api/admin/reviews/${review.body.id}`, { status: 'published' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await api.call('POST', `/api/client/wish_list/add/${lamp.id}`, { token: me.access_token }))
        .status,
    ).toBeLessThan(300);
    const address = await api.call('POST', '/api/client/auth/me/addresses', {
      token: me.access_token,
      body: { street: 'Długa 1', postal_code: '80-827', city: 'Gdańsk', country: 'PL' },
    });
    expect(address.status, JSON.stringify(address.body)).toBe(201);
    return {
      me,
      lamp,
      orderId: placed.body.order_id as string,
      reviewId: review.body.id as number,
    };
  }

  describe('export', () => {
    it('is the account’s own data, as a JSON download, and nobody else’s', async () => {
      const { me, lamp, orderId } = await busyShopper();
      const other = await api.register();
      const res = await api.call('GET', '/api/client/auth/me/export', { token: me.access_token });
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain('attachment');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.profile).toMatchObject({ email: me.email.toLowerCase(), name: 'Anna' });
      expect(res.body.orders).toHaveLength(1);
      expect(res.body.orders[0]).toMatchObject({
        order_id: orderId,
        lines: [{ product_id: lamp.id, count: 2 }],
        invoice: { nip: '5260250274' },
      });
      expect(res.body.reviews).toEqual([
        expect.objectContaining({ product_id: lamp.id, rating: 5 }),
      ]);
      expect(res.body.wishlist).toEqual([expect.objectContaining({ product_id: lamp.id })]);
      expect(res.body.addresses).toEqual([
        expect.objectContaining({ street: 'Długa 1', postal_code: '80-827', city: 'Gdańsk' }),
      ]);
      const theirs = await api.call('GET', '/api/client/auth/me/export', {
        token: other.access_token,
      });
      expect(theirs.body.orders).toEqual([]);
      expect(theirs.body.profile.email).toBe(other.email.toLowerCase());
      expect((await api.call('GET', '/api/client/auth/me/export')).status).toBe(401);
    });
  });

  describe('deleting the account', () => {
    it('refuses a wrong password (422) and changes nothing', async () => {
      const me = await api.register();
      const res = await api.call('DELETE', '/api/client/auth/me', {
        token: me.access_token,
        body: { password: 'not my password 1' },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toHaveProperty('password');
      expect(
        (await api.call('GET', '/api/client/auth/me', { token: me.access_token })).status,
      ).toBe(200);
    });

    it('ends every session, keeps the orders without personal data, anonymises reviews, lets the e-mail register again', async () => {
      await setReviewsPolicy('anonymise');
      const { me, lamp, orderId } = await busyShopper();
      const res = await api.call('DELETE', '/api/client/auth/me', {
        token: me.access_token,
        body: { password: me.password },
      });
      expect(res.status).toBe(204);
      // Tokens are dead, the password opens nothing.
      expect(
        (await api.call('GET', '/api/client/auth/me', { token: me.access_token })).status,
      ).toBe(401);
      const refreshed = await api.call('POST', '/api/client/auth/refresh/token', {
        body: { refresh_token: me.refresh_token },
      });
      expect(refreshed.status).toBe(401);
      const login = await api.call('POST', '/api/client/pl/auth/login', {
        body: { email: me.email, password: me.password },
      });
      expect(login.status).toBe(401);
      // The order stays in the back office, its lines and amounts whole, its person gone.
      const order = await admin('GET', `/api/admin/orders/${orderId}`);
      expect(order.statusCode).toBe(200);
      const [kept] = await rows<{
        name: string;
        email: string | null;
        phone: string;
        address: unknown;
        comment: string | null;
        invoice: Record<string, string> | null;
        total_minor: number;
        lines: number;
      }>(
        db(),
        sql`select o.name, o.email, o.phone, o.delivery_address as address, o.comment, o.invoice,
              o.total_minor, (select count(*)::int from order_lines l where l.order_id = o.id) as lines
            from orders o where o.public_id = ${orderId}`,
      );
      expect(kept).toMatchObject({
        name: '',
        email: null,
        phone: '',
        address: null,
        comment: null,
        lines: 1,
        invoice: { company: 'Nowak Sp. z o.o.', nip: '5260250274', street: '', city: '' },
      });
      expect(kept!.total_minor).toBeGreaterThan(0);
      expect(JSON.stringify(order.json())).not.toContain(me.email.toLowerCase());
      const [addresses] = await rows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from customer_addresses a
            where not exists (select 1 from users u where u.id = a.user_id)`,
      );
      expect(addresses!.n).toBe(0);
      // The review stays published, with no author.
      const listed = await api.call('GET', `/api/client/pl/products/${lamp.id}/reviews`);
      expect(listed.body.items).toEqual([
        expect.objectContaining({ body: 'Piękna lampa', author: '' }),
      ]);
      // Audited, and the address is free for a new account.
      const [audit] = await rows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from audit_log where entity = 'account' and action = 'delete'`,
      );
      expect(audit!.n).toBeGreaterThan(0);
      const again = await api.call('POST', '/api/client/pl/user/register', {
        body: { name: 'Anna', surname: 'Nowak', email: me.email, password: 'correct horse 42' },
      });
      expect(again.status).toBe(201);
    });

    it('unpublishes the reviews when the shop says so, and the rating forgets them', async () => {
      await setReviewsPolicy('unpublish');
      const { me, lamp, reviewId } = await busyShopper();
      const rating = async () =>
        (
          await rows<{ rating_count: number }>(
            db(),
            sql`select rating_count from products where id = ${lamp.id}`,
          )
        )[0]!.rating_count;
      expect(await rating()).toBe(1);
      const res = await api.call('DELETE', '/api/client/auth/me', {
        token: me.access_token,
        body: { password: me.password },
      });
      expect(res.status).toBe(204);
      expect(await rating()).toBe(0);
      const [review] = await rows<{ status: string; user_id: string | null }>(
        db(),
        sql`select status, user_id from reviews where id = ${reviewId}`,
      );
      expect(review).toEqual({ status: 'rejected', user_id: null });
      await setReviewsPolicy('anonymise');
    });
  });
});
