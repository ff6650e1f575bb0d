import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from '#tests/factories/images';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { multipart } from '#tests/setup/multipart';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';
import type { AdminImage } from '#contracts/admin/images';
import { rows } from '#tests/setup/sql-rows';

forEachDatabase('product images API: alt texts, order, delete, storefront', (getDb) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let categoryId: number;
  let productId: number;
  let otherProductId: number;
  let slugs: { pl: string; en: string; ru: string };
  /** The demo drawing the factory gives every product, and two uploads after it. */
  let seeded: AdminImage;
  let first: AdminImage;
  let second: AdminImage;

  const url = (id = productId) => `/api/admin/products/${id}/images`;
  const call = (method: 'GET' | 'PATCH' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({ method, url: path, headers, ...(payload === undefined ? {} : { payload }) });
  const upload = async (id: number, width: number) => {
    const body = multipart([
      {
        filename: 'a.png',
        type: 'image/png',
        bytes: await makeImage('png', { width, height: 500 }),
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: url(id),
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminImage>();
  };
  const version = async () =>
    (
      await rows<{ v: number }>(
        getDb().db,
        sql`select version as v from products where id = ${productId}`,
      )
    )[0]!.v;
  const auditOf = async (action: string) =>
    rows<{ entity_id: string | null; before: unknown; after: unknown }>(
      getDb().db,
      sql`select entity_id, before, after from audit_log where entity = 'image' and action = ${action} order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp(getDb(), {}, { tempDataDir: true });
    const { db } = getDb();
    headers = await adminSession(t, (await createStaff(db, { role: 'staff' })).email);
    categoryId = (await createCategory(db)).id;
    const product = await createProduct(db, { categoryId, title: 'Aura lamp' });
    productId = product.id;
    slugs = product.slug;
    otherProductId = (await createProduct(db, { categoryId, title: 'Other' })).id;
    first = await upload(productId, 700);
    second = await upload(productId, 900);
    seeded = (await call('GET', url())).json<{ items: AdminImage[] }>().items[0]!;
  });
  afterAll(async () => {
    await t?.app.close();
  });

  it('lists the images in order, the demo drawing first, with the product version', async () => {
    const res = await call('GET', url());
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-product-version']).toBe(String(await version()));
    expect(res.json().items.map((i: AdminImage) => [i.id, i.position])).toEqual([
      [seeded.id, 1],
      [first.id, 2],
      [second.id, 3],
    ]);
    expect(seeded).toMatchObject({ sources: [], alt: { pl: '', en: '', ru: '' } });
    expect(seeded.url).toMatch(/\.svg$/);
  });

  describe('alt texts', () => {
    it('sets and clears them per locale, audited, bumping the version', async () => {
      const v = await version();
      const res = await call('PATCH', `${url()}/${first.id}`, {
        alt: { pl: ' Lampa  ', en: 'A lamp' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().alt).toEqual({ pl: 'Lampa', en: 'A lamp', ru: '' });
      expect(res.headers['x-product-version']).toBe(String(v + 1));
      const cleared = await call('PATCH', `${url()}/${first.id}`, { alt: { en: '' } });
      expect(cleared.json().alt).toEqual({ pl: 'Lampa', en: '', ru: '' });
      await call('PATCH', `${url()}/${first.id}`, { alt: { en: 'A lamp' } });
      const audit = await auditOf('update');
      expect(audit.at(-3)).toEqual({
        entity_id: String(first.id),
        before: { product_id: productId, alt: {} },
        after: { product_id: productId, alt: { pl: 'Lampa', en: 'A lamp' } },
      });
    });

    it.each([
      [{ alt: { de: 'x' } }, 'alt'],
      [{ alt: { pl: 'x'.repeat(301) } }, 'alt.pl'],
      [{ alt: { pl: 'a\0b' } }, 'alt.pl'],
      [{ alt: { pl: 42 } }, 'alt.pl'],
      [{ alt: 'x' }, 'alt'],
      [{ caption: 'x' }, '_'],
    ])('refuses %j with a field map', async (body, field) => {
      const v = await version();
      const res = await call('PATCH', `${url()}/${first.id}`, body);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
      expect(await version()).toBe(v);
    });

    it('answers 404 for an unknown image or one of another product', async () => {
      expect((await call('PATCH', `${url()}/999999`, { alt: { pl: 'x' } })).statusCode).toBe(404);
      const res = await call('PATCH', `${url(otherProductId)}/${first.id}`, { alt: { pl: 'x' } });
      expect([res.statusCode, res.json().code]).toEqual([404, 'image_not_found']);
      expect((await call('PATCH', `${url()}/abc`, { alt: {} })).statusCode).toBe(404);
    });

    it('shows in the gallery API per locale, the title standing in where none is set', async () => {
      const gallery = async (locale: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/client/products/gallery?product=${productId}&locale=${locale}`,
          })
        ).json().images as Array<{ alt: string; srcset?: { avif: string; webp: string } }>;
      const pl = await gallery('pl');
      expect(pl.map((i) => i.alt)).toEqual(['Aura lamp (1)', 'Lampa', 'Aura lamp (3)']);
      expect((await gallery('en')).map((i) => i.alt)).toEqual([
        'Aura lamp en (1)',
        'A lamp',
        'Aura lamp en (3)',
      ]);
      expect(pl[0]!.srcset).toBeUndefined();
      const base = first.url.replace(/\/640\.jpg$/, '');
      expect(pl[1]!.srcset).toEqual({
        avif: `${base}/320.avif 320w, ${base}/640.avif 640w, ${base}/700.avif 700w`,
        webp: `${base}/320.webp 320w, ${base}/640.webp 640w, ${base}/700.webp 700w`,
      });
    });
  });

  describe('order', () => {
    it.each([
      ['one left out', () => [first.id, second.id]],
      ['one twice', () => [first.id, second.id, first.id]],
      ['another product’s image', () => [seeded.id, first.id, second.id, 999_999]],
      ['nothing', () => []],
    ])('refuses a list with %s', async (_name, ids) => {
      const v = await version();
      const res = await call('PUT', `${url()}/order`, { ids: ids() });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['ids']);
      expect(await version()).toBe(v);
    });

    it('takes concurrent writes to one product in turn', async () => {
      const v = await version();
      const results = await Promise.all([
        call('PATCH', `${url()}/${first.id}`, { alt: { ru: 'Лампа' } }),
        call('PUT', `${url()}/order`, { ids: [first.id, seeded.id, second.id] }),
        call('PATCH', `${url()}/${second.id}`, { alt: { ru: 'Лампа 2' } }),
        call('PUT', `${url()}/order`, { ids: [seeded.id, second.id, first.id] }),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await version()).toBe(v + 4);
      const list = (await call('GET', url())).json().items as AdminImage[];
      expect(list.map((i) => i.position)).toEqual([1, 2, 3]);
      expect(list.find((i) => i.id === second.id)!.alt.ru).toBe('Лампа 2');
    });

    it('puts the images in the new order; the card shows the new first image and its srcset', async () => {
      const generation = t.app.pageCache.generation();
      const res = await call('PUT', `${url()}/order`, { ids: [second.id, seeded.id, first.id] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().items.map((i: AdminImage) => [i.id, i.position])).toEqual([
        [second.id, 1],
        [seeded.id, 2],
        [first.id, 3],
      ]);
      expect(t.app.pageCache.generation()).toBeGreaterThan(generation);
      const entry = (await auditOf('reorder')).at(-1);
      expect(entry!.after).toEqual({
        product_id: productId,
        ids: [second.id, seeded.id, first.id],
      });

      const listing = await t.app.inject({
        method: 'GET',
        url: `/api/client/pl/catalog/${categoryId}/pagination/yet`,
      });
      const card = listing.json().products.find((p: { id: number }) => p.id === productId);
      const base = second.url.replace(/\/640\.jpg$/, '');
      // Cards stop at 640w; the 900w files are the gallery's.
      expect(card).toMatchObject({
        image: second.url,
        image_srcset: {
          avif: `${base}/320.avif 320w, ${base}/640.avif 640w`,
          webp: `${base}/320.webp 320w, ${base}/640.webp 640w`,
        },
      });
      // A product whose first image is a drawing keeps the old shape.
      const other = listing.json().products.find((p: { id: number }) => p.id === otherProductId);
      expect(other.image).toMatch(/\.svg$/);
      expect(other).not.toHaveProperty('image_srcset');

      const page = await t.services.catalog.productPage('en', slugs.en);
      expect(page!.product.images.map((i) => i.url)).toEqual([second.url, seeded.url, first.url]);
      expect(page!.product.images[0]!.srcset?.webp).toContain(`${base}/900.webp 900w`);
      expect(page!.product.images[2]!.alt).toBe('A lamp');
    });
  });

  describe('delete', () => {
    it('deletes the row, then its files; the others move up', async () => {
      const folder = path.join(
        t.dataDir,
        'media',
        second.url.replace(/^\/media\//, '').replace(/\/640\.jpg$/, ''),
      );
      expect(existsSync(folder)).toBe(true);
      const v = await version();
      const res = await call('DELETE', `${url()}/${second.id}`);
      expect(res.statusCode).toBe(204);
      expect(res.headers['x-product-version']).toBe(String(v + 1));
      expect(existsSync(folder)).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: second.url })).statusCode).toBe(404);
      const list = (await call('GET', url())).json().items as AdminImage[];
      expect(list.map((i) => [i.id, i.position])).toEqual([
        [seeded.id, 1],
        [first.id, 2],
      ]);
      const [entry] = await auditOf('delete');
      expect(entry).toMatchObject({
        entity_id: String(second.id),
        before: { product_id: productId, position: 1 },
      });
      expect((await call('DELETE', `${url()}/${second.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `${url(otherProductId)}/${first.id}`)).statusCode).toBe(404);
    });

    it('deletes a demo drawing too, and the last image leaves an empty gallery', async () => {
      expect((await call('DELETE', `${url()}/${seeded.id}`)).statusCode).toBe(204);
      expect((await call('DELETE', `${url()}/${first.id}`)).statusCode).toBe(204);
      expect((await call('GET', url())).json().items).toEqual([]);
      expect(existsSync(path.join(t.dataDir, 'media', String(productId)))).toBe(false);
      const gallery = await t.app.inject({
        method: 'GET',
        url: `/api/client/products/gallery?product=${productId}`,
      });
      expect(gallery.json()).toEqual({ images: [] });
    });
  });
});
