import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { authClient, freshIp } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';
import { rows } from '#tests/setup/sql-rows';

const SCRIPT = '<script>alert(1)</script><img src=x onerror=alert(2)> https://evil.example';

forEachDatabase('reviews API', (getDb) => {
  let t: TestApp;
  let api: ReturnType<typeof authClient>;
  let staffHeaders: Record<string, string>;
  let categoryId: number;
  const changes: number[][] = [];

  beforeAll(async () => {
    t = await createTestApp(getDb());
    api = authClient(t);
    categoryId = (await createCategory(getDb().db)).id;
    const staff = await createStaff(getDb().db, { role: 'staff' });
    staffHeaders = await adminSession(t, staff.email);
    t.services.onCatalogChange(() => changes.push([]));
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const newProduct = async (o: { published?: boolean } = {}) =>
    (await createProduct(getDb().db, { categoryId, title: 'Lamp', ...o })).id;
  const shopper = async (name = 'Anna') => {
    const r = await api.register({ name, surname: 'Nowak' });
    const [u] = await rows<{ id: string }>(
      getDb().db,
      sql`select id from users where email = ${r.email}`,
    );
    return { token: r.access_token, id: u!.id };
  };
  /** An order of the shopper with the product, as the cart order writes it. */
  const buy = async (userId: string, productId: number, status = 'new') => {
    const [o] = await rows<{ id: number }>(
      getDb().db,
      sql`insert into orders (user_id, kind, name, phone, total_minor, locale, status)
          values (${userId}, 'cart', 'Anna', '+48500000000', 1000, 'pl', ${status}) returning id`,
    );
    await getDb().db.execute(
      sql`insert into order_lines (order_id, product_id, title, count, unit_price_minor)
          values (${o!.id}, ${productId}, 'Lamp', 1, 1000)`,
    );
  };
  const write = (token: string, productId: number | string, body: unknown, q = '') =>
    api.call('POST', `/api/client/products/${productId}/reviews${q}`, { token, body });
  const edit = (token: string, id: number | string, body: unknown) =>
    api.call('PUT', `/api/client/reviews/${id}`, { token, body });
  const remove = (token: string, id: number | string) =>
    api.call('DELETE', `/api/client/reviews/${id}`, { token });
  const vote = (token: string, id: number) =>
    api.call('POST', `/api/client/reviews/${id}/helpful`, { token });
  const list = (productId: number, q = '', locale = 'pl') =>
    api.call('GET', `/api/client/${locale}/products/${productId}/reviews${q}`);
  const moderate = (id: number | string, body: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/${id}`,
      headers: { ...staffHeaders, 'x-forwarded-for': freshIp() },
      payload: body as object,
    });
  const aggregates = async (productId: number) =>
    (
      await rows<{ rating_count: number; rating_sum: number }>(
        getDb().db,
        sql`select rating_count, rating_sum from products where id = ${productId}`,
      )
    )[0];
  const productAnswer = async (productId: number) =>
    (await api.call('GET', `/api/client/pl/get-product-data/${productId}`)).body[0];
  const setAutoPublish = (on: boolean) =>
    t.services.settings.set({ reviews_auto_publish_verified: on });

  it('a guest reads an empty list and cannot write (401)', async () => {
    const p = await newProduct();
    const res = await list(p);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      items: [],
      total: 0,
      average: null,
      counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
    expect((await write('', p, { rating: 5, body: 'x' })).status).toBe(401);
    expect((await productAnswer(p)).rating).toBeNull();
  });

  it('creates a pending review, answers 409 to a second one, and counts nothing until published', async () => {
    const p = await newProduct();
    const a = await shopper();
    const res = await write(a.token, p, { rating: 4, title: ' Good ', body: 'Nice lamp' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), status: 'pending' });
    expect(res.headers['cache-control']).toBe('no-store');
    const again = await write(a.token, p, { rating: 1, body: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('review_exists');
    expect((await list(p)).body.total).toBe(0);
    expect(await aggregates(p)).toEqual({ rating_count: 0, rating_sum: 0 });
    const mine = await api.call('GET', `/api/client/products/${p}/reviews/mine`, {
      token: a.token,
    });
    expect(mine.body).toEqual({
      review: { id: res.body.id, rating: 4, title: 'Good', body: 'Nice lamp', status: 'pending' },
      voted: [],
    });
  });

  it('publishing counts it, drops the cached pages, and the product answers carry the rating', async () => {
    const p = await newProduct();
    const a = await shopper('Basia');
    const b = await shopper('Celina');
    const r1 = (await write(a.token, p, { rating: 5, body: 'Great' })).body.id;
    const r2 = (await write(b.token, p, { rating: 2, body: 'Meh' }, '?locale=en')).body.id;
    const before = changes.length;
    const published = await moderate(r1, { status: 'published' });
    expect(published.statusCode).toBe(200);
    expect(published.headers['cache-control']).toBe('no-store');
    expect(changes.length).toBeGreaterThan(before);
    await moderate(r2, { status: 'published' });
    expect(await aggregates(p)).toEqual({ rating_count: 2, rating_sum: 7 });
    expect((await productAnswer(p)).rating).toEqual({ average: 3.5, count: 2 });
    const all = await list(p);
    expect(all.body).toMatchObject({
      total: 2,
      average: 3.5,
      counts: { '1': 0, '2': 1, '3': 0, '4': 0, '5': 1 },
    });
    expect(all.body.items[0]).toEqual({
      id: r2,
      rating: 2,
      title: null,
      body: 'Meh',
      author: 'Celina N.',
      locale: 'en',
      verified: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      helpful: 0,
    });
    expect((await list(p, '?sort=rating')).body.items.map((r: { id: number }) => r.id)).toEqual([
      r1,
      r2,
    ]);
    const polish = await list(p, '?lang=pl');
    expect(polish.body.items.map((r: { id: number }) => r.id)).toEqual([r1]);
    expect(polish.body.total).toBe(1);
    expect(polish.body.average).toBe(3.5);

    // Rejecting a published one takes it out again, in the same transaction as the audit row.
    const rejected = await moderate(r2, { status: 'rejected', reason: 'Off topic' });
    expect(rejected.statusCode).toBe(200);
    expect(await aggregates(p)).toEqual({ rating_count: 1, rating_sum: 5 });
    const audit = await rows<{ action: string }>(
      getDb().db,
      sql`select action from audit_log where entity = 'review' and entity_id = ${String(r2)}
          order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['review.publish', 'review.reject']);
  });

  it('an edit of a published review goes back to pending and leaves the average', async () => {
    const p = await newProduct();
    const a = await shopper();
    const id = (await write(a.token, p, { rating: 5, body: 'Great' })).body.id;
    await moderate(id, { status: 'published' });
    expect(await aggregates(p)).toEqual({ rating_count: 1, rating_sum: 5 });
    const res = await edit(a.token, id, { rating: 3, body: 'Faded after a month' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, status: 'pending' });
    expect(await aggregates(p)).toEqual({ rating_count: 0, rating_sum: 0 });
    expect((await list(p)).body.total).toBe(0);
    await moderate(id, { status: 'published' });
    expect(await aggregates(p)).toEqual({ rating_count: 1, rating_sum: 3 });
    expect((await list(p)).body.items[0].body).toBe('Faded after a month');
  });

  it('deleting one’s own published review takes it out of the aggregates', async () => {
    const p = await newProduct();
    const a = await shopper();
    const id = (await write(a.token, p, { rating: 4, body: 'Fine' })).body.id;
    await moderate(id, { status: 'published' });
    const res = await remove(a.token, id);
    expect(res.status).toBe(204);
    expect(await aggregates(p)).toEqual({ rating_count: 0, rating_sum: 0 });
    expect((await remove(a.token, id)).status).toBe(404);
    // And the shopper may write a new one afterwards.
    expect((await write(a.token, p, { rating: 2, body: 'Again' })).status).toBe(201);
  });

  it('another shopper’s review cannot be edited or deleted (404) and stays as it was', async () => {
    const p = await newProduct();
    const a = await shopper();
    const b = await shopper('Mallory');
    const id = (await write(a.token, p, { rating: 5, body: 'Mine' })).body.id;
    await moderate(id, { status: 'published' });
    const put = await edit(b.token, id, { rating: 1, body: 'Hijacked' });
    expect(put.status).toBe(404);
    expect(put.body.code).toBe('review_not_found');
    expect((await remove(b.token, id)).status).toBe(404);
    expect((await list(p)).body.items[0]).toMatchObject({ id, rating: 5, body: 'Mine' });
    expect(await aggregates(p)).toEqual({ rating_count: 1, rating_sum: 5 });
  });

  it('helpful votes: once per shopper, never one’s own, only on published reviews', async () => {
    const p = await newProduct();
    const a = await shopper();
    const b = await shopper('Bartek');
    const c = await shopper('Cezary');
    const id = (await write(a.token, p, { rating: 5, body: 'Great' })).body.id;
    const early = await vote(b.token, id);
    expect(early.status).toBe(404);
    await moderate(id, { status: 'published' });
    const own = await vote(a.token, id);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('own_review');
    expect((await vote(b.token, id)).body).toEqual({ helpful: 1 });
    expect((await vote(b.token, id)).body).toEqual({ helpful: 1 });
    expect((await vote(c.token, id)).body).toEqual({ helpful: 2 });
    expect((await list(p)).body.items[0].helpful).toBe(2);
    const mine = await api.call('GET', `/api/client/products/${p}/reviews/mine`, {
      token: b.token,
    });
    expect(mine.body).toEqual({ review: null, voted: [id] });
    expect((await api.call('POST', `/api/client/reviews/${id}/helpful`)).status).toBe(401);
  });

  it('helpful sort puts the most voted first', async () => {
    const p = await newProduct();
    const a = await shopper();
    const b = await shopper();
    const v = await shopper();
    const r1 = (await write(a.token, p, { rating: 5, body: 'First' })).body.id;
    const r2 = (await write(b.token, p, { rating: 4, body: 'Second' })).body.id;
    await moderate(r1, { status: 'published' });
    await moderate(r2, { status: 'published' });
    await vote(v.token, r1);
    const ids = (await list(p, '?sort=helpful')).body.items.map((r: { id: number }) => r.id);
    expect(ids).toEqual([r1, r2]);
  });

  it('a shopper who bought the product is verified; auto-publish follows the setting', async () => {
    const p = await newProduct();
    const buyer = await shopper();
    const cancelled = await shopper();
    await buy(buyer.id, p);
    await buy(cancelled.id, p, 'cancelled');
    await setAutoPublish(false);
    const pending = await write(buyer.token, p, { rating: 5, body: 'Bought it' });
    expect(pending.body.status).toBe('pending');
    const [row] = await rows<{ verified: boolean }>(
      getDb().db,
      sql`select verified from reviews where id = ${pending.body.id}`,
    );
    expect(row!.verified).toBe(true);
    const other = await write(cancelled.token, p, { rating: 1, body: 'Cancelled' });
    const [unverified] = await rows<{ verified: boolean }>(
      getDb().db,
      sql`select verified from reviews where id = ${other.body.id}`,
    );
    expect(unverified!.verified).toBe(false);

    await setAutoPublish(true);
    try {
      const p2 = await newProduct();
      await buy(buyer.id, p2);
      const before = changes.length;
      const auto = await write(buyer.token, p2, { rating: 4, body: 'Straight out' });
      expect(auto.body.status).toBe('published');
      expect(changes.length).toBeGreaterThan(before);
      expect(await aggregates(p2)).toEqual({ rating_count: 1, rating_sum: 4 });
      expect((await list(p2)).body.items[0]).toMatchObject({ verified: true, rating: 4 });
      // Not bought: moderated even with the setting on.
      const stranger = await shopper();
      expect((await write(stranger.token, p2, { rating: 1, body: 'x' })).body.status).toBe(
        'pending',
      );
    } finally {
      await setAutoPublish(false);
    }
  });

  describe('bad input', () => {
    it('answers 422 with a field map and writes nothing', async () => {
      const p = await newProduct();
      const a = await shopper();
      const cases: [unknown, string][] = [
        [{ rating: 0, body: 'x' }, 'rating'],
        [{ rating: 6, body: 'x' }, 'rating'],
        [{ rating: 4.5, body: 'x' }, 'rating'],
        [{ rating: '5', body: 'x' }, 'rating'],
        [{ body: 'x' }, 'rating'],
        [{ rating: 5, body: '' }, 'body'],
        [{ rating: 5, body: '   ' }, 'body'],
        [{ rating: 5, body: 'x'.repeat(5001) }, 'body'],
        [{ rating: 5, body: 12 }, 'body'],
        [{ rating: 5, body: 'x', title: 't'.repeat(151) }, 'title'],
        [{ rating: 5, body: 'x', title: ['a'] }, 'title'],
        [{ rating: 5, body: 'x', status: 'published' }, ''],
        [{ rating: 5, body: 'x', verified: true }, ''],
      ];
      for (const [body, field] of cases) {
        const res = await write(a.token, p, body);
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
        expect(typeof res.body.errors).toBe('object');
        if (field) expect(Object.keys(res.body.errors)).toContain(field);
      }
      for (const raw of ['null', '[]', '"x"', '{"rating":', '{"rating":5,"body":"a"}'.repeat(2)]) {
        const res = await api.call('POST', `/api/client/products/${p}/reviews`, {
          token: a.token,
          body: raw,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
      expect((await write(a.token, p, { rating: 5, body: 'x'.repeat(5000) })).status).toBe(201);
      const [n] = await rows<{ n: number }>(
        getDb().db,
        sql`select count(*)::int as n from reviews where product_id = ${p}`,
      );
      expect(n!.n).toBe(1);
    });

    it('unknown or unpublished products and malformed ids are 404, never 5xx', async () => {
      const hidden = await newProduct({ published: false });
      const a = await shopper();
      expect((await write(a.token, hidden, { rating: 5, body: 'x' })).status).toBe(404);
      expect((await write(a.token, 2_000_000_000, { rating: 5, body: 'x' })).status).toBe(404);
      for (const id of ['0', '1.5', 'abc', '99999999999', '-1'])
        expect((await write(a.token, id, { rating: 5, body: 'x' })).status).toBe(404);
      expect((await list(hidden)).status).toBe(404);
      expect((await edit(a.token, 'x', { rating: 5, body: 'x' })).status).toBe(404);
      expect((await list(hidden, '?sort=worst')).status).toBe(422);
      const p = await newProduct();
      expect((await list(p, '?page=0')).status).toBe(422);
      expect((await list(p, '?lang=de')).status).toBe(422);
      expect((await list(p, '', 'de')).status).toBe(404);
    });

    it('keeps script-shaped text as plain text, as written', async () => {
      const p = await newProduct();
      const a = await shopper();
      const id = (
        await write(a.token, p, { rating: 3, title: SCRIPT, body: `${SCRIPT}\r\n\r\nSecond` })
      ).body.id;
      await moderate(id, { status: 'published' });
      const item = (await list(p)).body.items[0];
      expect(item.title).toBe(SCRIPT);
      expect(item.body).toBe(`${SCRIPT}\n\nSecond`);
    });

    it('moderation: a reject needs a reason, a bad status is 422, an unknown review 404', async () => {
      const p = await newProduct();
      const a = await shopper();
      const id = (await write(a.token, p, { rating: 3, body: 'x' })).body.id;
      for (const body of [
        { status: 'rejected' },
        { status: 'rejected', reason: '  ' },
        { status: 'pending' },
        { status: 'published', extra: 1 },
        {},
      ]) {
        const res = await moderate(id, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
      }
      expect((await moderate(999_999, { status: 'published' })).statusCode).toBe(404);
      const queue = await t.app.inject({
        method: 'GET',
        url: '/api/admin/reviews?status=pending',
        headers: { ...staffHeaders },
      });
      expect(queue.statusCode).toBe(200);
      expect(queue.headers['cache-control']).toBe('no-store');
      expect(queue.json().items.some((r: { id: number }) => r.id === id)).toBe(true);
      const shopperCall = await api.call('GET', '/api/admin/reviews', { token: a.token });
      expect(shopperCall.status).toBe(401);
    });
  });

  it('limits writes per shopper (429)', async () => {
    const a = await shopper();
    let last = 0;
    for (let i = 0; i < 21; i++) {
      const p = await newProduct();
      last = (await write(a.token, p, { rating: 5, body: 'x' })).status;
    }
    expect(last).toBe(429);
  });
});
