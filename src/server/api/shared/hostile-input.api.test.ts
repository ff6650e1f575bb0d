import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { authClient } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

/**
 * What the fuzz run of decision 013 found, one by one, against plugins/input-guard.ts and the
 * bounded price filter (the property-based sweep of every route is tests/fuzz/api-fuzz.test.ts).
 */
forEachDatabase('hostile input', (getDb) => {
  let t: TestApp;
  let api: ReturnType<typeof authClient>;
  let categoryId: number;
  let listings: string[];

  beforeAll(async () => {
    const { db } = getDb();
    categoryId = (await createCategory(db)).id;
    await createProduct(db, { categoryId, title: 'Oak lamp', price: 12_000, sale: 9_000 });
    t = await createTestApp(getDb());
    api = authClient(t);
    listings = [
      `/api/client/pl/catalog/${categoryId}/pagination/yet`,
      '/api/client/pl/search/result/pagination/yet',
      '/api/client/sales/search/pagination/yet',
      `/api/client/pl/sales/categories/${categoryId}/pagination/yet`,
    ];
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };
  /** The search listing needs a term; the others take one too. */
  const withSearch = (url: string, qs: string) =>
    `${url}?${url.includes('/search/result/') ? 'search=oak&' : ''}${qs}`;

  describe('NUL and lone surrogates', () => {
    it.each(['%00', 'a%00b', 'oak%00', '%ED%A0%80', 'oak%01%7F'])(
      'cleans search=%s in every listing and in suggest (no 5xx)',
      async (value) => {
        for (const url of listings) {
          const res = await get(`${url}?search=${value}`);
          expect(res.status, url).toBeLessThan(500);
        }
        const suggest = await get(`/api/client/pl/search/suggest?search=${value}`);
        expect(suggest.status).toBe(200);
      },
    );

    it('searches what is left after cleaning', async () => {
      const res = await get('/api/client/pl/search/result/pagination/yet?search=oak%00');
      expect(res.status).toBe(200);
      expect(res.body.products.map((p: { title: string }) => p.title)).toEqual(['Oak lamp']);
      // Only a NUL: nothing left to search for, the same 422 as an empty search.
      expect((await get('/api/client/pl/search/result/pagination/yet?search=%00')).status).toBe(
        422,
      );
    });

    it('refuses NUL in any other query parameter with 422 and the field map', async () => {
      for (const url of listings) {
        const res = await get(withSearch(url, 'color=a%00b'));
        expect(res.status, url).toBe(422);
        expect(res.body).toEqual({
          errors: { color: ['text.invalid_character'] },
          code: 'invalid_character',
        });
      }
      expect((await get('/get/comparisons?locale=pl%00')).status).toBe(422);
      expect((await get('/api/client/products/gallery?product=1&x%00=1')).body).toEqual({
        errors: { _: ['text.invalid_character'] },
        code: 'invalid_character',
      });
    });

    it('answers a broken escape or an overlong segment in the path with the contract body', async () => {
      expect(await get('/api/client/%201%FF/category/tree')).toEqual({
        status: 400,
        body: { errors: 'Malformed address', code: 'fst_err_bad_url' },
      });
      expect(await get(`/api/client/pl/get-product-data/${'9'.repeat(600)}`)).toEqual({
        status: 414,
        body: { errors: 'Malformed address', code: 'fst_err_max_param_length' },
      });
    });

    it('answers 404 for NUL in a path segment', async () => {
      expect((await get('/api/client/pl/get-product-data/1%00')).status).toBe(404);
      expect((await get('/api/client/pl%00/category/tree')).status).toBe(404);
    });

    it('refuses NUL and lone surrogates in a JSON body with 422 on the field, before any work', async () => {
      const cases: [string, string][] = [
        ['{"email":"a\\u0000@example.com","password":"x"}', 'email'],
        ['{"email":"a@example.com","password":"pass\\ud800word1"}', 'password'],
      ];
      for (const [payload, field] of cases) {
        const res = await api.call('POST', '/api/client/pl/auth/login', {
          headers: { 'content-type': 'application/json' },
          body: payload,
        });
        expect(res.status).toBe(422);
        expect(res.body).toEqual({
          errors: { [field]: ['text.invalid_character'] },
          code: 'invalid_character',
        });
      }
      const nested = await api.call('POST', '/api/client/cart/check/products', {
        headers: { 'content-type': 'application/json' },
        body: '{"cart":[{"id":1,"count":1,"note":"\\u0000"}]}',
      });
      expect(nested.body.errors).toEqual({ 'cart.0.note': ['text.invalid_character'] });
      const key = await api.call('POST', '/cart/sharing', {
        headers: { 'content-type': 'application/json' },
        body: '{"url":"x","email":"a@example.com","\\u0000":1}',
      });
      expect(key.body.errors).toEqual({ _: ['text.invalid_character'] });
    });

    it('is not fooled by a deeply nested body', async () => {
      const deep = `${'['.repeat(5000)}"\\u0000"${']'.repeat(5000)}`;
      const res = await api.call('POST', '/api/client/cart/check/products', {
        headers: { 'content-type': 'application/json' },
        body: `{"cart":${deep}}`,
      });
      expect(res.status).toBe(422);
    });
  });

  describe('parameters named after Object.prototype', () => {
    it('reports `constructor` given twice on its own field (found by the fuzz test)', async () => {
      const res = await get(
        '/api/client/pl/search/result/pagination/yet?search=oak&constructor=a&constructor=b',
      );
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      expect(Object.keys(res.body.errors)).toEqual(['constructor']);
    });
  });

  describe('price filters past the integer range', () => {
    it.each(['0-21474837', '0-999999999999', '21474837-999999999999', '0-21474836'])(
      'refuses price=%s with 422 on all four listings and the count',
      async (price) => {
        for (const url of [...listings, `/api/client/pl/catalog/${categoryId}/count`]) {
          const res = await get(withSearch(url, `price=${price}`));
          expect(res.status, url).toBe(422);
          expect(res.body.errors).toHaveProperty('price');
        }
      },
    );

    it('accepts the largest price bound', async () => {
      const res = await get(`${listings[0]}?price=0-21474835`);
      expect(res.status).toBe(200);
      expect(res.body.products).toHaveLength(1);
    });
  });

  describe('charsets', () => {
    const body = JSON.stringify({ cart: [{ id: 1, count: 1 }] });
    it.each([
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'application/json; charset=ISO-8859-2',
      'application/json;charset="windows-1250"',
      'application/json; charset=utf-8; charset=utf-16',
      'application/json; charset=',
    ])('answers 415 to a body declared as %j', async (type) => {
      const res = await api.call('POST', '/api/client/cart/check/products', {
        headers: { 'content-type': type },
        body,
      });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        errors: 'Request bodies are read as UTF-8 only',
        code: 'unsupported_charset',
      });
    });

    it.each([
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=UTF-8',
      'application/json; charset="utf-8"',
      'application/json;charset=utf8',
    ])('reads a body declared as %j', async (type) => {
      const res = await api.call('POST', '/api/client/cart/check/products', {
        headers: { 'content-type': type },
        body,
      });
      expect(res.status).toBe(200);
    });
  });
});
