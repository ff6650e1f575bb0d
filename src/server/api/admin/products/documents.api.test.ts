import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makePdf } from '#tests/factories/documents';
import { makeImage } from '#tests/factories/images';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { multipart } from '#tests/setup/multipart';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

/** Product safety documents (GPSR): PDFs through the media pipeline, linked from the page. */
forEachDatabase('product safety documents API', (getDb) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp(getDb(), { MEDIA_MAX_UPLOAD_MB: 1 }, { tempDataDir: true });
    const { db } = getDb();
    headers = await adminSession(t, (await createStaff(db, { role: 'staff' })).email);
    const categoryId = (await createCategory(db)).id;
    productId = (await createProduct(db, { categoryId, title: 'Lampa' })).id;
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const url = (id = productId) => `/api/admin/products/${id}/documents`;
  const upload = (bytes: Buffer, filename: string, type = 'application/pdf', id = productId) => {
    const body = multipart([{ filename, type, bytes }]);
    return t.app.inject({
      method: 'POST',
      url: url(id),
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const list = async () =>
    (await t.app.inject({ method: 'GET', url: url(), headers })).json().items as Array<{
      id: number;
      title: string;
      url: string;
      size: number;
    }>;
  const files = () => {
    try {
      return readdirSync(path.join(t.dataDir, 'media', 'documents'), { recursive: true }).filter(
        (f) => String(f).endsWith('.pdf'),
      ).length;
    } catch {
      return 0;
    }
  };
  const productData = async () =>
    (
      await t.app.inject({ method: 'GET', url: `/api/client/pl/get-product-data/${productId}` })
    ).json()[0].safety.documents;

  it('uploads a PDF, lists it, serves it, shows it on the product, and removes it with its file', async () => {
    const pdf = makePdf();
    const res = await upload(pdf, 'Instrukcja bezpieczeństwa_v2.pdf', 'application/octet-stream');
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ title: 'Instrukcja bezpieczeństwa v2', size: pdf.length });
    expect(doc.url).toMatch(
      new RegExp(`^/media/documents/${productId}/[0-9a-f]{16}/instrukcja-bezpieczenstwa-v2\\.pdf$`),
    );
    expect(await list()).toEqual([expect.objectContaining({ id: doc.id, url: doc.url })]);

    const served = await t.app.inject({ method: 'GET', url: doc.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);

    expect(await productData()).toEqual([
      { title: 'Instrukcja bezpieczeństwa v2', url: doc.url, size: pdf.length },
    ]);

    const gone = await t.app.inject({ method: 'DELETE', url: `${url()}/${doc.id}`, headers });
    expect(gone.statusCode).toBe(204);
    expect(await list()).toEqual([]);
    expect(await productData()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: doc.url })).statusCode).toBe(404);
    expect(files()).toBe(0);
    const again = await t.app.inject({ method: 'DELETE', url: `${url()}/${doc.id}`, headers });
    expect(again.statusCode).toBe(404);
  });

  it('refuses what is not a PDF by its bytes, whatever its name, and keeps nothing', async () => {
    const png = await makeImage('png', { width: 32, height: 32 });
    const html = Buffer.from('<html><script>alert(1)</script></html>\n%%EOF');
    const cut = makePdf().subarray(0, 60); // a PDF's start without its end
    for (const bytes of [png, html, cut]) {
      const res = await upload(bytes, 'manual.pdf');
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('not_a_pdf');
      expect(res.json().errors.file).toHaveLength(1);
    }
    expect(await list()).toEqual([]);
    expect(files()).toBe(0);
  });

  it('answers 413 above MEDIA_MAX_UPLOAD_MB, 404 for a product that is not there, 401 without a session', async () => {
    const big = Buffer.concat([makePdf(), Buffer.alloc(1024 * 1024 + 10), Buffer.from('%%EOF')]);
    expect((await upload(big, 'big.pdf')).statusCode).toBe(413);
    expect((await upload(makePdf(), 'x.pdf', 'application/pdf', 99_999_999)).statusCode).toBe(404);
    const body = multipart([{ filename: 'x.pdf', type: 'application/pdf', bytes: makePdf() }]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: body.headers,
      payload: body.payload,
    });
    expect([401, 403]).toContain(anonymous.statusCode);
    expect(await list()).toEqual([]);
  });

  it('keeps at most ten documents per product', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await upload(makePdf(`${i}`), `d${i}.pdf`)).statusCode).toBe(201);
    const eleventh = await upload(makePdf('11'), 'd11.pdf');
    expect([eleventh.statusCode, eleventh.json().code]).toEqual([422, 'too_many_documents']);
    expect(await list()).toHaveLength(10);
    expect(files()).toBe(10);
  });
});
