import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { makeImage, makePhoneJpeg } from '#tests/factories/images';
import { createSoldOrder, type SoldOrder } from '#tests/factories/returns';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { authClient, freshIp } from '#tests/setup/auth-client';
import { multipart, type MultipartFile } from '#tests/setup/multipart';
import { rows } from '#tests/setup/sql-rows';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

/** Complaint photos (docs/decisions/060-complaint-photos.md): sent with the complaint, private. */
forEachDatabase('complaint photos API', (getDb) => {
  let t: TestApp;
  let api: ReturnType<typeof authClient>;
  let csrf: Record<string, string>;
  let staff: Record<string, string>;
  let productId: number;
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await createTestApp(getDb(), {}, { tempDataDir: true });
    api = authClient(t);
    csrf = await t.csrfHeaders();
    staff = await adminSession(t, (await createStaff(getDb().db, { role: 'staff' })).email);
    const categoryId = (await createCategory(getDb().db)).id;
    productId = (await createProduct(getDb().db, { categoryId, stock: 5, price: 5_000 })).id;
    jpeg = await makeImage('jpeg', { width: 400, height: 300 });
  });
  afterAll(async () => {
    await t?.services.messaging.flush();
    await t?.app.close();
  });

  const sold = (): Promise<SoldOrder> =>
    createSoldOrder(getDb().db, {
      lines: [{ productId, count: 1, unitPriceMinor: 5_000 }],
      method: 'cod',
      paymentStatus: 'paid',
    });
  const complaint = (o: SoldOrder, email = o.email) => ({
    order_id: String(o.number),
    email,
    lines: [{ product_id: productId, count: 1 }],
    description: 'The shade arrived cracked',
    demand: 'replace',
  });
  const photo = (bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg'): MultipartFile => ({
    field: 'photos',
    filename,
    type,
    bytes,
  });

  async function send(body: object, files: MultipartFile[], headers: Record<string, string> = {}) {
    const form = multipart(files, { complaint: JSON.stringify(body) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/en/complaints',
      headers: { ...csrf, ...form.headers, 'x-forwarded-for': freshIp(), ...headers },
      payload: form.payload,
    });
    return { status: res.statusCode, body: res.json() };
  }

  const complaintsOf = (orderId: number) =>
    rows<{ id: number; photos: unknown[] }>(
      getDb().db,
      sql`select id, photos from returns where order_id = ${orderId} and kind = 'complaint'`,
    );
  /** Every file in the private store (a refused complaint must leave none). */
  const storedFiles = () => {
    try {
      return readdirSync(path.join(t.dataDir, 'complaint-photos'), { recursive: true }).filter(
        (f) => String(f).endsWith('.jpg'),
      ).length;
    } catch {
      return 0;
    }
  };

  it('keeps up to five photos with the complaint, re-encoded without metadata, shown to the shopper and to staff', async () => {
    const o = await sold();
    const png = await makeImage('png', { width: 300, height: 200, alpha: true });
    const webp = await makeImage('webp', { width: 2400, height: 1200 });
    // Declared types and names are not believed: the content decides.
    const res = await send(complaint(o), [
      photo(await makePhoneJpeg()),
      photo(png, 'scan.jpg', 'application/octet-stream'),
      photo(webp, 'x.webp', 'image/webp'),
      photo(jpeg),
      photo(jpeg),
    ]);
    expect(res.status).toBe(201);
    expect(res.body.photos).toHaveLength(5);
    expect(res.body.photos[2]).toMatchObject({ width: 1600, height: 800 });
    const [row] = await complaintsOf(o.id);
    expect(row!.photos).toHaveLength(5);
    expect(String(res.body.complaint_id)).toBe(String(row!.id));

    // The shopper's address: signed, private, a JPEG with no EXIF left (no GPS position).
    const url = res.body.photos[0].url as string;
    expect(url).toMatch(/^\/api\/client\/complaint-photos\/\d+-[\w-]{22}\/1$/);
    const got = await t.app.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.headers['cache-control']).toMatch(/no-store/);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.height).toBeGreaterThan(meta.width!); // turned upright by its orientation

    // A forged signature, another complaint's id with this signature, or a sixth photo: 404.
    const forged = url.replace(/-[\w-]{22}\//, '-AAAAAAAAAAAAAAAAAAAAAA/');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const otherId = url.replace(/photos\/\d+-/, `photos/${row!.id + 1}-`);
    expect((await t.app.inject({ method: 'GET', url: otherId })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url.replace(/\/1$/, '/6') })).statusCode).toBe(
      404,
    );
    // Never in the public media (not cached a year, not guessable there).
    expect((await t.app.inject({ method: 'GET', url: '/media/complaint-photos' })).statusCode).toBe(
      404,
    );

    // Staff see them in the return's detail, at back-office addresses that need a session.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/returns/${row!.id}`,
      headers: staff,
    });
    const staffPhotos = detail.json().photos as Array<{ url: string }>;
    expect(staffPhotos.map((p) => p.url)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `/api/admin/returns/${row!.id}/photos/${n}`),
    );
    const asStaff = await t.app.inject({ method: 'GET', url: staffPhotos[1]!.url, headers: staff });
    expect([asStaff.statusCode, asStaff.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const anonymous = await t.app.inject({ method: 'GET', url: staffPhotos[1]!.url });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a sixth photo, and stores nothing', async () => {
    const o = await sold();
    const before = storedFiles();
    const res = await send(
      complaint(o),
      Array.from({ length: 6 }, () => photo(jpeg)),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ photos: ['too_many_photos'] });
    expect(await complaintsOf(o.id)).toEqual([]);
    expect(storedFiles()).toBe(before);
  });

  it('refuses a file that is not a JPEG, PNG or WebP whatever it is called, and stores nothing', async () => {
    const o = await sold();
    const before = storedFiles();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const avif = await makeImage('avif', { width: 64, height: 64 });
    for (const bad of [photo(svg, 'a.jpg'), photo(avif, 'b.jpg'), photo(Buffer.from('%PDF-1.7'))]) {
      // A good photo first: it must not stay behind when the second is refused.
      const res = await send(complaint(o), [photo(jpeg), bad]);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ photos: [expect.stringMatching(/^photo_/)] });
    }
    expect(await complaintsOf(o.id)).toEqual([]);
    expect(storedFiles()).toBe(before);
  });

  it('refuses photos for an order that is not the caller’s (404), before anything is stored', async () => {
    const mine = await sold();
    const theirs = await sold();
    const before = storedFiles();
    // Another shopper's order number with my e-mail, and a logged-in stranger.
    expect((await send(complaint(theirs, mine.email), [photo(jpeg)])).status).toBe(404);
    const stranger = await api.register();
    const asStranger = await send({ ...complaint(theirs), email: undefined }, [photo(jpeg)], {
      authorization: `Bearer ${stranger.access_token}`,
    });
    expect(asStranger.status).toBe(404);
    expect(await complaintsOf(theirs.id)).toEqual([]);
    expect(storedFiles()).toBe(before);
  });

  it('takes photos from the logged-in owner of the order without an e-mail', async () => {
    const o = await sold();
    const owner = await api.register();
    await getDb().db.execute(
      sql`update orders set user_id = (select id from users where email = ${owner.email}) where id = ${o.id}`,
    );
    const { email: _email, ...body } = complaint(o);
    const res = await send(body, [photo(jpeg)], {
      authorization: `Bearer ${owner.access_token}`,
    });
    expect(res.status).toBe(201);
    expect(res.body.photos).toHaveLength(1);
  });

  it('answers 413 for a photo over the upload limit and 422 for a form without the complaint', async () => {
    const o = await sold();
    const big = Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024)]);
    expect((await send(complaint(o), [photo(big)])).status).toBe(413);
    const form = multipart([photo(jpeg)]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/en/complaints',
      headers: { ...csrf, ...form.headers, 'x-forwarded-for': freshIp() },
      payload: form.payload,
    });
    expect([res.statusCode, res.json().errors]).toEqual([422, { complaint: ['required'] }]);
    // The JSON inside is checked as the JSON body is.
    const invalid = await send({ ...complaint(o), demand: 'refund' }, [photo(jpeg)]);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.demand).toBeDefined();
    expect(await complaintsOf(o.id)).toEqual([]);
  });
});
