import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPreset, createProduct } from '#tests/factories/catalog';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';
import { PAGE_SIZE } from '#server/services/catalog/listing';

forEachDatabase('catalog API', (getDb) => {
  let t: TestApp;
  let lamps: { id: number; slug: string };
  let pendants: { id: number; slug: string };
  let chairs: { id: number; slug: string };
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    const { db } = getDb();
    lamps = await createCategory(db, { slug: 'lamps', title: 'Lamps' });
    pendants = await createCategory(db, {
      slug: 'pendants',
      title: 'Pendants',
      parentId: lamps.id,
    });
    chairs = await createCategory(db, { slug: 'chairs', title: 'Chairs' });
    // 30 pendants: enough for two pages; every third red, every fifth on sale.
    for (let i = 1; i <= 30; i++) {
      await createProduct(db, {
        categoryId: pendants.id,
        title: `Pendant ${i}`,
        price: 10_000 + i * 100,
        sale: i % 5 === 0 ? 5_000 : null,
        attributes: { color: [i % 3 === 0 ? 'red' : 'dark-blue'] },
        createdAt: new Date(Date.UTC(2026, 0, i)),
      });
    }
    await createProduct(db, { categoryId: lamps.id, title: 'Hidden lamp', published: false });
    await createProduct(db, {
      categoryId: chairs.id,
      title: 'Oak chair',
      attributes: { material: ['oak'] },
    });
    await createPreset(db, {
      categoryId: lamps.id,
      filters: { color: ['red'] },
      title: 'Red lamps',
    });
    t = await createTestApp(getDb());
  });
  afterAll(() => t?.app.close());

  describe('category/tree', () => {
    it('answers categories with children and presets with their filter address', async () => {
      const { status, body } = await get('/api/client/en/category/tree');
      expect(status).toBe(200);
      const top = body.data.categories.find((c: { id: number }) => c.id === lamps.id);
      expect(top).toMatchObject({
        title: 'Lamps en',
        slug: 'lamps-en',
        url: '/en/catalog/lamps-en',
      });
      expect(top.children).toEqual([
        {
          id: pendants.id,
          title: 'Pendants en',
          slug: 'pendants-en',
          url: '/en/catalog/pendants-en',
          children: [],
        },
      ]);
      expect(body.data.presets).toContainEqual({
        id: expect.any(Number),
        title: 'Red lamps en',
        url: '/en/catalog/lamps-en/color=red',
      });
    });

    it('is 404 for an unknown locale', async () => {
      expect((await get('/api/client/de/category/tree')).status).toBe(404);
    });
  });

  describe('catalog pagination/yet', () => {
    it('pages through a category and its subcategories, published products only', async () => {
      const first = await get(`/api/client/pl/catalog/${lamps.id}/pagination/yet?page=1`);
      expect(first.status).toBe(200);
      expect(first.body.pagination).toEqual({ limit: PAGE_SIZE, lastPage: 2 });
      expect(first.body.products).toHaveLength(PAGE_SIZE);
      expect(first.body.page).toBe('1');
      const second = await get(`/api/client/pl/catalog/${lamps.id}/pagination/yet?page=2`);
      expect(second.body.products).toHaveLength(30 - PAGE_SIZE);
      const titles = [...first.body.products, ...second.body.products].map(
        (p: { title: string }) => p.title,
      );
      expect(new Set(titles).size).toBe(30);
      expect(titles).not.toContain('Hidden lamp');
    });

    it('answers a range of pages whole', async () => {
      const { body } = await get(`/api/client/pl/catalog/${lamps.id}/pagination/yet?page=1-2`);
      expect(body.products).toHaveLength(30);
      expect(body.page).toBe('1-2');
    });

    it('filters by attribute values (query style) and price', async () => {
      const red = await get(`/api/client/pl/catalog/${lamps.id}/pagination/yet?color=red`);
      expect(red.body.products).toHaveLength(10);
      const both = await get(
        `/api/client/pl/catalog/${lamps.id}/pagination/yet?color=red,dark-blue`,
      );
      expect(both.body.pagination.lastPage).toBe(2);
      // Effective price: sale 50.00 for every fifth, else 100 + i.
      const cheap = await get(`/api/client/pl/catalog/${lamps.id}/pagination/yet?price=0-60`);
      expect(cheap.body.products).toHaveLength(6);
      expect(cheap.body.products.every((p: { price_sale: number }) => p.price_sale === 50)).toBe(
        true,
      );
    });

    it('shows money as decimals and the sale price only when set', async () => {
      const { body } = await get(
        `/api/client/pl/catalog/${pendants.id}/pagination/yet?sort=price-asc&color=dark-blue`,
      );
      const [p] = body.products;
      expect(p).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        slug: expect.any(String),
        url: expect.stringMatching(/^\/pl\/product\//),
        price: expect.any(Number),
        price_sale: expect.anything(),
        price_lowest_30d: null,
        category: 'Pendants pl',
        image: expect.stringMatching(/^\/media\/products\/\d+\/1\.svg$/),
        available: true,
        rating: null,
        group_more: null,
      });
    });

    it.each([
      ['page=abc', 422],
      ['page=0', 422],
      ['page=3-1', 422],
      ['sort=cheapest', 422],
      ['price=10', 422],
      ['color=Red!', 422],
      ['rating=5', 422],
      ['rating=3,4', 422],
    ])('rejects %s with a clear error', async (qs, status) => {
      const res = await get(`/api/client/pl/catalog/${lamps.id}/pagination/yet?${qs}`);
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ code: 'validation_failed', errors: expect.any(Object) });
    });

    it('is 404 for an unknown category and an empty page past the end', async () => {
      expect((await get('/api/client/pl/catalog/999999/pagination/yet')).status).toBe(404);
      const past = await get(`/api/client/pl/catalog/${lamps.id}/pagination/yet?page=9`);
      expect(past.body.products).toEqual([]);
    });
  });

  describe('count', () => {
    it('counts with and without the locale segment', async () => {
      expect((await get(`/api/client/catalog/${lamps.id}/count?color=red`)).body).toEqual({
        count: 10,
      });
      expect((await get(`/api/client/en/catalog/${lamps.id}/count`)).body).toEqual({ count: 30 });
      expect((await get(`/api/client/catalog/999999/count`)).status).toBe(404);
    });

    it('counts by minimum rating and sorts by rating', async () => {
      // No product has reviews yet: an average needs at least one.
      expect((await get(`/api/client/pl/catalog/${lamps.id}/count?rating=1`)).body).toEqual({
        count: 0,
      });
      const res = await get(`/api/client/pl/catalog/${lamps.id}/pagination/yet?sort=rating`);
      expect(res.status).toBe(200);
      expect(res.body.products.length).toBeGreaterThan(0);
    });
  });

  describe('sales', () => {
    it('lists only products on sale', async () => {
      const all = await get('/api/client/sales/search/pagination/yet');
      expect(all.body.products.length).toBeGreaterThanOrEqual(6);
      expect(
        all.body.products.every((p: { price_sale: number | null }) => p.price_sale !== null),
      ).toBe(true);
      const inChairs = await get(`/api/client/en/sales/categories/${chairs.id}/pagination/yet`);
      expect(inChairs.body.products).toEqual([]);
    });
  });

  describe('search/result', () => {
    it('needs a search term', async () => {
      expect((await get('/api/client/en/search/result/pagination/yet')).status).toBe(422);
    });

    it('finds a product by a word of its title', async () => {
      const { body } = await get('/api/client/pl/search/result/pagination/yet?search=oak');
      expect(body.products.map((p: { title: string }) => p.title)).toEqual(['Oak chair']);
    });

    it('tolerates a typo and finds part of a word', async () => {
      const typo = await get('/api/client/pl/search/result/pagination/yet?search=pendnat');
      expect(typo.body.products.length).toBeGreaterThan(0);
      expect(
        typo.body.products.every((p: { title: string }) => p.title.startsWith('Pendant')),
      ).toBe(true);
      const part = await get('/api/client/en/search/result/pagination/yet?search=hai');
      expect(part.body.products.map((p: { title: string }) => p.title)).toEqual(['Oak chair en']);
    });

    it('ranks stems in English ("chairs" finds "chair")', async () => {
      const { body } = await get('/api/client/en/search/result/pagination/yet?search=chairs');
      expect(body.products.map((p: { title: string }) => p.title)).toEqual(['Oak chair en']);
    });
  });

  describe('search/suggest', () => {
    it('suggests categories by name and products by title', async () => {
      const { status, body } = await get('/api/client/en/search/suggest?search=pend');
      expect(status).toBe(200);
      expect(body.categories).toEqual([{ title: 'Pendants en', url: '/en/catalog/pendants-en' }]);
      expect(body.products.length).toBeGreaterThan(0);
      expect(body.products.length).toBeLessThanOrEqual(6);
      expect(body.products.every((p: { title: string }) => p.title.startsWith('Pendant'))).toBe(
        true,
      );
    });

    it('answers nothing for one character and refuses an overlong query', async () => {
      expect((await get('/api/client/en/search/suggest?search=p')).body).toEqual({
        categories: [],
        products: [],
      });
      expect((await get(`/api/client/en/search/suggest?search=${'x'.repeat(101)}`)).status).toBe(
        422,
      );
      expect((await get('/api/client/en/search/suggest')).status).toBe(422);
    });
  });

  describe('get-product-data and gallery', () => {
    it('answers a list whose first item is the product, 404 for unknown or unpublished', async () => {
      const { body: list } = await get(`/api/client/en/catalog/${chairs.id}/pagination/yet`);
      const id = list.products[0].id;
      const res = await get(`/api/client/en/get-product-data/${id}`);
      expect(res.status).toBe(200);
      expect(res.body[0]).toMatchObject({ id, title: 'Oak chair en' });
      expect((await get('/api/client/en/get-product-data/999999')).status).toBe(404);
      expect((await get('/api/client/en/get-product-data/abc')).status).toBe(404);
    });

    it('lists gallery images with sizes and alt text', async () => {
      const { body: list } = await get(`/api/client/en/catalog/${chairs.id}/pagination/yet`);
      const { status, body } = await get(
        `/api/client/products/gallery?product=${list.products[0].id}`,
      );
      expect(status).toBe(200);
      expect(body.images).toEqual([
        {
          url: expect.stringMatching(/\.svg$/),
          width: 800,
          height: 800,
          alt: expect.stringContaining('Oak chair'),
        },
      ]);
      expect((await get('/api/client/products/gallery?product=999999')).status).toBe(404);
      expect((await get('/api/client/products/gallery')).status).toBe(422);
    });
  });

  describe('bad input', () => {
    it('never answers 5xx for arbitrary query strings and paths (property)', async () => {
      const fc = (await import('fast-check')).default;
      const paths = [
        `/api/client/pl/catalog/${lamps.id}/pagination/yet`,
        '/api/client/en/search/result/pagination/yet',
        '/api/client/sales/search/pagination/yet',
        `/api/client/catalog/${lamps.id}/count`,
        '/api/client/ru/search/suggest',
        '/api/client/products/gallery',
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paths),
          fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 30 }), { maxKeys: 4 }),
          async (path, query) => {
            const qs = new URLSearchParams(query).toString();
            const res = await t.app.inject({ method: 'GET', url: `${path}?${qs}` });
            expect(res.statusCode, `${path}?${qs}`).toBeLessThan(500);
          },
        ),
        { numRuns: 150 },
      );
    });
  });

  describe('openapi', () => {
    it('documents the calls from the zod schemas', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(Object.keys(doc.paths)).toContain(
        '/api/client/{locale}/catalog/{categoryId}/pagination/yet',
      );
      expect(Object.keys(doc.paths)).toContain('/api/client/{locale}/category/tree');
    });
  });

  describe('health', () => {
    it('is live and ready', async () => {
      expect((await get('/healthz')).body).toEqual({ status: 'ok' });
      expect((await get('/readyz')).body).toEqual({ status: 'ready' });
    });
  });
});
