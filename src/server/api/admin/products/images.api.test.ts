import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SVG_WITH_SCRIPT, makeImage, makePhoneJpeg, makePixelBomb } from '#tests/factories/images';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { authClient } from '#tests/setup/auth-client';
import { multipart, type MultipartFile } from '#tests/setup/multipart';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';
import { rows } from '#tests/setup/sql-rows';

/** Every file under a folder, relative paths, sorted. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}

forEachDatabase('product images API: upload and serving', (getDb) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp(getDb(), { MEDIA_MAX_UPLOAD_MB: 1 }, { tempDataDir: true });
    const { db } = getDb();
    const staff = await createStaff(db, { role: 'staff' });
    headers = await adminSession(t, staff.email);
    const categoryId = (await createCategory(db)).id;
    productId = (await createProduct(db, { categoryId, title: 'Lamp' })).id;
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const upload = (file: MultipartFile, id = productId, extra: Record<string, string> = headers) => {
    const body = multipart([file]);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/images`,
      headers: { ...extra, ...body.headers },
      payload: body.payload,
    });
  };
  const state = async () => ({
    images: (
      await rows<{ n: number }>(
        getDb().db,
        sql`select count(*)::int as n from product_images where product_id = ${productId}`,
      )
    )[0]!.n,
    audit: (
      await rows<{ n: number }>(
        getDb().db,
        sql`select count(*)::int as n from audit_log where entity = 'image'`,
      )
    )[0]!.n,
    version: (
      await rows<{ version: number }>(
        getDb().db,
        sql`select version from products where id = ${productId}`,
      )
    )[0]!.version,
    files: filesUnder(path.join(t.dataDir, 'media')),
  });

  it.each([
    ['jpeg', 'photo.jpg', 'image/jpeg'],
    ['png', 'photo.png', 'image/png'],
    ['webp', 'photo.webp', 'image/webp'],
    ['avif', 'photo.avif', 'image/avif'],
  ] as const)(
    'accepts a %s, re-encoded into AVIF and WebP widths and a JPEG',
    async (format, filename, type) => {
      const before = await state();
      const res = await upload({
        filename,
        type,
        bytes: await makeImage(format, { width: 1000, height: 750 }),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(Number(res.headers['x-product-version'])).toBe(before.version + 1);
      const image = res.json();
      expect(image).toEqual({
        id: expect.any(Number),
        position: before.images + 1,
        url: expect.stringMatching(new RegExp(`^/media/${productId}/[0-9a-f]{12}/640\\.jpg$`)),
        width: 1000,
        height: 750,
        alt: { pl: '', en: '', ru: '' },
        sources: expect.any(Array),
      });
      expect(
        image.sources.map((s: { format: string; width: number }) => `${s.format}:${s.width}`),
      ).toEqual([
        'avif:320',
        'webp:320',
        'avif:640',
        'webp:640',
        'avif:960',
        'webp:960',
        'avif:1000',
        'webp:1000',
        'jpeg:640',
      ]);
      const after = await state();
      expect(after.files.length - before.files.length).toBe(9);
      expect(after.audit).toBe(before.audit + 1);

      // Served from the store, with the right type, for a year, never sniffed.
      for (const source of image.sources as Array<{ format: string; url: string; width: number }>) {
        const file = await t.app.inject({ method: 'GET', url: source.url });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe(`image/${source.format}`);
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        const meta = await sharp(file.rawPayload).metadata();
        expect(meta.format).toBe(source.format === 'avif' ? 'heif' : source.format);
        expect(meta.width).toBe(source.width);
      }
    },
  );

  it('turns a phone photo upright and serves it without its GPS position', async () => {
    const res = await upload({
      filename: 'IMG_0001.JPG',
      type: 'image/jpeg',
      bytes: await makePhoneJpeg(),
    });
    expect(res.statusCode).toBe(201);
    expect([res.json().width, res.json().height]).toEqual([600, 800]);
    const file = await t.app.inject({ method: 'GET', url: res.json().url });
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes('TestPhone')).toBe(false);
  });

  it('judges by content: a PNG named .svg is a PNG, stored as our own files', async () => {
    const res = await upload({
      filename: 'logo.svg',
      type: 'image/svg+xml',
      bytes: await makeImage('png', { width: 400, height: 400 }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().sources.every((s: { url: string }) => /\.(avif|webp|jpg)$/.test(s.url))).toBe(
      true,
    );
  });

  it.each([
    [
      'an SVG with a script',
      { filename: 'x.svg', type: 'image/svg+xml', bytes: SVG_WITH_SCRIPT },
      422,
      'unsupported_image_type',
    ],
    [
      'an SVG named .png',
      { filename: 'x.png', type: 'image/png', bytes: SVG_WITH_SCRIPT },
      422,
      'unsupported_image_type',
    ],
    [
      'a text file named .jpg',
      { filename: 'x.jpg', type: 'image/jpeg', bytes: Buffer.from('not an image\n'.repeat(50)) },
      422,
      'unsupported_image_type',
    ],
    [
      'an empty file',
      { filename: 'x.jpg', type: 'image/jpeg', bytes: Buffer.alloc(0) },
      422,
      'unsupported_image_type',
    ],
    [
      'a file over the limit',
      {
        filename: 'x.jpg',
        type: 'image/jpeg',
        bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(1024 * 1024 + 10, 1)]),
      },
      413,
      'file_too_large',
    ],
  ] as const)('refuses %s and keeps nothing of it', async (_name, file, status, code) => {
    const before = await state();
    const res = await upload({ ...file, bytes: Buffer.from(file.bytes) });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code).toBe(code);
    expect(await state()).toEqual(before);
  });

  it('refuses a decompression bomb, a GIF and a truncated photo, keeping nothing', async () => {
    const jpeg = await makeImage('jpeg', { width: 600, height: 400 });
    const gif = await sharp(await makeImage('png', { width: 20, height: 20 }))
      .gif()
      .toBuffer();
    const cases = [
      [await makePixelBomb(), 'image_too_large'],
      [gif, 'unsupported_image_type'],
      [jpeg.subarray(0, jpeg.length / 2), 'image_unreadable'],
    ] as const;
    for (const [bytes, code] of cases) {
      const before = await state();
      const res = await upload({ filename: 'x.png', type: 'image/png', bytes: Buffer.from(bytes) });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { file: [expect.any(String)] }, code });
      expect(await state()).toEqual(before);
    }
  });

  it('refuses requests that are not one file in multipart/form-data', async () => {
    const before = await state();
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      headers,
      payload: { file: 'data:image/png;base64,AAAA' },
    });
    expect([json.statusCode, json.json().code]).toEqual([415, 'not_multipart']);
    const noFile = multipart([], { alt: 'x' });
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      headers: { ...headers, ...noFile.headers },
      payload: noFile.payload,
    });
    expect([empty.statusCode, empty.json().code]).toEqual([422, 'file_required']);
    const png = await makeImage('png', { width: 50, height: 50 });
    const two = multipart([
      { filename: 'a.png', type: 'image/png', bytes: png },
      { filename: 'b.png', type: 'image/png', bytes: png },
    ]);
    const both = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      headers: { ...headers, ...two.headers },
      payload: two.payload,
    });
    expect([both.statusCode, both.json().code]).toEqual([413, 'too_many_files']);
    expect(await state()).toEqual(before);
  });

  it('answers 404 for an unknown product, storing nothing', async () => {
    const before = await state();
    const png = await makeImage('png', { width: 50, height: 50 });
    const res = await upload({ filename: 'a.png', type: 'image/png', bytes: png }, 999_999);
    expect([res.statusCode, res.json().code]).toEqual([404, 'product_not_found']);
    expect(await state()).toEqual(before);
    for (const url of ['/api/admin/products/abc/images', '/api/admin/products/0/images']) {
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    }
  });

  it('needs a staff session (401 for guests and shoppers) and the CSRF token', async () => {
    const before = await state();
    const png = {
      filename: 'a.png',
      type: 'image/png',
      bytes: await makeImage('png', { width: 50, height: 50 }),
    };
    const csrf = await t.csrfHeaders();
    const shopper = await authClient(t).register();
    expect((await upload(png, productId, csrf)).statusCode).toBe(401);
    expect(
      (await upload(png, productId, { ...csrf, authorization: `Bearer ${shopper.access_token}` }))
        .statusCode,
    ).toBe(401);
    const { 'x-csrf-token': _token, ...noToken } = headers;
    expect((await upload(png, productId, noToken)).statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${productId}/images`,
      headers: csrf,
    });
    expect(list.statusCode).toBe(401);
    expect(await state()).toEqual(before);
  });

  it('serves nothing outside the store: traversal, other types, unknown keys', async () => {
    writeFileSync(path.join(t.dataDir, 'secret.webp'), 'SECRET');
    writeFileSync(path.join(t.dataDir, 'media', 'page.html'), '<script>alert(1)</script>');
    for (const url of [
      '/media/../secret.webp',
      '/media/%2e%2e/secret.webp',
      '/media/..%2fsecret.webp',
      '/media/%2e%2e%2fsecret.webp',
      '/media/1/..%2f..%2fsecret.webp',
      '/media/1/abc/%2e%2e/%2e%2e/%2e%2e/secret.webp',
      '/media/..%5csecret.webp',
      '/media/page.html',
      '/media/1/abc/320.svg',
      '/media/1/abc/320.webp%00.png',
      '/media/1/abc/320.webp',
      `/media/${'a/'.repeat(200)}1.webp`,
      '/media/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('SECRET');
      expect(res.body).not.toContain('<script>');
    }
    // The demo shop's drawings still answer beside the store.
    expect(
      (await t.app.inject({ method: 'GET', url: `/media/products/${productId}/1.svg` })).statusCode,
    ).toBe(200);
  });
});
