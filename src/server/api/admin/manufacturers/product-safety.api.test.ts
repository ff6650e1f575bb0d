import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gtinCheckDigit } from '#domain/product-safety/gtin';
import { createCategory } from '#tests/factories/catalog';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import { freshIp } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

interface Reply {
  status: number;
  body: Record<string, unknown> & { errors?: Record<string, string[]>; code?: string };
}

/**
 * GPSR product safety in the back office (docs/rules.md#product-safety, decision 053): the
 * manufacturers API, the product's safety fields, the publish rules, the default manufacturer,
 * the "missing safety data" filter and count, the bulk action, and what the shop answers.
 */
forEachDatabase('back office: manufacturers and product safety', (getDb) => {
  let t: TestApp;
  let owner: Record<string, string>;
  let categoryId: number;
  let shopDefault: number;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp(getDb());
    owner = await adminSession(t, (await createStaff(getDb().db, { role: 'owner' })).email);
    categoryId = (await createCategory(getDb().db, { slug: 'safety-lamps' })).id;
  });
  afterAll(async () => {
    await t?.app.close();
  });

  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<Reply> => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...owner, 'x-forwarded-for': freshIp() },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.body ? res.json() : {} };
  };
  const maker = (name: string, country: string, extra: object = {}) => ({
    name,
    street: 'Street 1',
    postal_code: '00-001',
    city: 'City',
    country,
    email: `${name.toLowerCase().replace(/\W+/g, '')}@example.com`,
    ...extra,
  });
  const createMaker = async (name: string, country: string) => {
    const res = await call('POST', '/api/admin/manufacturers', maker(name, country));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  const productBody = (o: object = {}) => {
    n += 1;
    return {
      sku: `GPSR-${n}`,
      category_id: categoryId,
      price: 100,
      stock: 3,
      translations: {
        pl: { title: `Lampa ${n}` },
        en: { title: `Lamp ${n}` },
        ru: { title: `Лампа ${n}` },
      },
      ...o,
    };
  };
  const setDefault = (id: number | null) =>
    call('PATCH', '/api/admin/settings', { default_manufacturer_id: id });

  describe('the manufacturers API', () => {
    it('creates, lists, changes and deletes; the 422s and 409s of the contract', async () => {
      const created = await call(
        'POST',
        '/api/admin/manufacturers',
        maker('Lumina Sp. z o.o.', 'pl', { url: 'https://lumina.example' }),
      );
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        name: 'Lumina Sp. z o.o.',
        street: 'Street 1',
        postal_code: '00-001',
        city: 'City',
        country: 'PL',
        email: 'luminaspzoo@example.com',
        url: 'https://lumina.example',
        products: 0,
      });
      const id = created.body.id as number;
      const list = await call('GET', '/api/admin/manufacturers');
      expect(list.status).toBe(200);
      expect((list.body.items as { name: string }[]).map((m) => m.name)).toContain(
        'Lumina Sp. z o.o.',
      );

      const bad = await call('POST', '/api/admin/manufacturers', {
        name: '',
        street: 'x',
        postal_code: 'x',
        city: 'x',
        country: 'UK',
        email: 'not-an-address',
        url: 'javascript:alert(1)',
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toMatchObject({
        name: ['required'],
        country: ['country.invalid'],
        email: ['email.invalid'],
        url: ['url.invalid'],
      });
      const noEmail = await call('POST', '/api/admin/manufacturers', {
        ...maker('No Mail', 'DE'),
        email: undefined,
      });
      expect(noEmail.status).toBe(422);
      expect(noEmail.body.errors).toHaveProperty('email');
      const extra = await call('POST', '/api/admin/manufacturers', {
        ...maker('Extra', 'DE'),
        vat: 'x',
      });
      expect(extra.status).toBe(422);

      const taken = await call(
        'POST',
        '/api/admin/manufacturers',
        maker('LUMINA sp. z o.o.', 'DE'),
      );
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('manufacturer_name_taken');

      const moved = await call('PATCH', `/api/admin/manufacturers/${id}`, {
        city: 'Kraków',
        url: '',
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ city: 'Kraków', url: null, country: 'PL' });
      expect((await call('PATCH', `/api/admin/manufacturers/${id}`, {})).status).toBe(422);
      expect(
        (await call('PATCH', `/api/admin/manufacturers/${id}`, { country: 'XX' })).body.errors,
      ).toEqual({ country: ['country.invalid'] });
      expect((await call('PATCH', '/api/admin/manufacturers/999999', { city: 'x' })).status).toBe(
        404,
      );

      const product = await call(
        'POST',
        '/api/admin/products',
        productBody({ manufacturer_id: id }),
      );
      expect(product.status, JSON.stringify(product.body)).toBe(201);
      const inUse = await call('DELETE', `/api/admin/manufacturers/${id}`);
      expect(inUse.status).toBe(409);
      expect(inUse.body.code).toBe('manufacturer_in_use');
      expect(
        (
          (await call('GET', '/api/admin/manufacturers')).body.items as {
            id: number;
            products: number;
          }[]
        ).find((m) => m.id === id)?.products,
      ).toBe(1);
      await call('PATCH', `/api/admin/products/${product.body.id as number}`, {
        manufacturer_id: null,
      });
      expect((await call('DELETE', `/api/admin/manufacturers/${id}`)).status).toBe(204);
      expect((await call('DELETE', `/api/admin/manufacturers/${id}`)).status).toBe(404);
    });

    it('the default manufacturer: set, refused when unknown, and not deletable while default', async () => {
      const settings = await call('GET', '/api/admin/settings');
      shopDefault = settings.body.default_manufacturer_id as number;
      expect(shopDefault).toEqual(expect.any(Number));
      const unknown = await setDefault(999999);
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual({ default_manufacturer_id: ['not_found'] });
      const inUse = await call('DELETE', `/api/admin/manufacturers/${shopDefault}`);
      expect(inUse.status).toBe(409);
      expect(inUse.body.code).toBe('manufacturer_in_use');
    });
  });

  describe('product fields', () => {
    it('GTIN: a wrong check digit or length is 422; spaces are dropped; null clears', async () => {
      const wrong = await call(
        'POST',
        '/api/admin/products',
        productBody({ gtin: '5901234123458' }),
      );
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual({ gtin: ['gtin.check_digit'] });
      const length = await call('POST', '/api/admin/products', productBody({ gtin: '1234567' }));
      expect(length.body.errors).toEqual({ gtin: ['gtin.invalid'] });
      const ok = await call(
        'POST',
        '/api/admin/products',
        productBody({ gtin: '590 1234 12345 7', safety: { pl: 'Nie dotykać żarówki.' } }),
      );
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({
        gtin: '5901234123457',
        safety: { pl: 'Nie dotykać żarówki.', en: '', ru: '' },
        manufacturer_id: null,
        responsible_person_id: null,
        safety_missing: false,
      });
      const id = ok.body.id as number;
      const cleared = await call('PATCH', `/api/admin/products/${id}`, {
        gtin: null,
        safety: { en: 'Do not touch the bulb.' },
      });
      expect(cleared.body).toMatchObject({
        gtin: null,
        safety: { pl: 'Nie dotykać żarówki.', en: 'Do not touch the bulb.', ru: '' },
      });
      const unknown = await call('PATCH', `/api/admin/products/${id}`, {
        manufacturer_id: 999999,
        responsible_person_id: 999998,
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual({
        manufacturer_id: ['not_found'],
        responsible_person_id: ['not_found'],
      });
    });

    it('GTIN check digits, as a property: every valid one is stored, every other last digit refused', async () => {
      const id = (await call('POST', '/api/admin/products', productBody())).body.id as number;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(8, 12, 13, 14),
          fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 13, maxLength: 13 }),
          fc.integer({ min: 1, max: 9 }),
          async (length, digits, shift) => {
            const body = digits.slice(0, length - 1).join('');
            const check = gtinCheckDigit(body);
            const good = await call('PATCH', `/api/admin/products/${id}`, {
              gtin: `${body}${check}`,
            });
            expect(good.status).toBe(200);
            expect(good.body.gtin).toBe(`${body}${check}`);
            const bad = await call('PATCH', `/api/admin/products/${id}`, {
              gtin: `${body}${(check + shift) % 10}`,
            });
            expect(bad.status).toBe(422);
            expect(bad.body.errors).toEqual({ gtin: ['gtin.check_digit'] });
          },
        ),
        { numRuns: 15 },
      );
    });
  });

  describe('publish rules', () => {
    it('without any manufacturer a product cannot be published: 422 manufacturer_id', async () => {
      expect((await setDefault(null)).status).toBe(200);
      try {
        const refused = await call('POST', '/api/admin/products', productBody());
        expect(refused.status).toBe(422);
        expect(refused.body.errors).toEqual({ manufacturer_id: ['required_to_publish'] });
        const draft = await call('POST', '/api/admin/products', productBody({ published: false }));
        expect(draft.status).toBe(201);
        const id = draft.body.id as number;
        const publish = await call('PATCH', `/api/admin/products/${id}`, { published: true });
        expect(publish.status).toBe(422);
        expect(publish.body.errors).toEqual({ manufacturer_id: ['required_to_publish'] });
        const bulk = await call('POST', '/api/admin/products/bulk', {
          action: 'publish',
          ids: [id],
        });
        expect(bulk.status).toBe(422);
        expect(bulk.body.errors).toMatchObject({ manufacturer_id: ['required_to_publish'] });
        expect((await call('GET', `/api/admin/products/${id}`)).body.published).toBe(false);
        // The default stands in again: the same product publishes.
        expect((await setDefault(shopDefault)).status).toBe(200);
        expect((await call('PATCH', `/api/admin/products/${id}`, { published: true })).status).toBe(
          200,
        );
      } finally {
        await setDefault(shopDefault);
      }
    });

    it('outside the EU a responsible person in the EU is needed: 422 responsible_person_id', async () => {
      const china = await createMaker('Shenzhen Bright Lighting Co.', 'CN');
      const swiss = await createMaker('Helvetia Licht AG', 'CH');
      const importer = await createMaker('EuroImport GmbH', 'DE');
      const refused = await call(
        'POST',
        '/api/admin/products',
        productBody({ manufacturer_id: china }),
      );
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ responsible_person_id: ['required_outside_eu'] });
      const outside = await call(
        'POST',
        '/api/admin/products',
        productBody({ manufacturer_id: china, responsible_person_id: swiss }),
      );
      expect(outside.body.errors).toEqual({ responsible_person_id: ['not_in_eu'] });
      const ok = await call(
        'POST',
        '/api/admin/products',
        productBody({ manufacturer_id: china, responsible_person_id: importer }),
      );
      expect(ok.status).toBe(201);
      // Dropping the responsible person of a published product is refused too.
      const drop = await call('PATCH', `/api/admin/products/${ok.body.id as number}`, {
        responsible_person_id: null,
      });
      expect(drop.status).toBe(422);
      expect(drop.body.errors).toEqual({ responsible_person_id: ['required_outside_eu'] });
    });

    it('a manufacturer moved outside the EU after publishing: listed, counted, not published again', async () => {
      const maker = await createMaker('Nordlys AS', 'DK');
      const created = await call(
        'POST',
        '/api/admin/products',
        productBody({ manufacturer_id: maker }),
      );
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      const missing = async () =>
        (
          (await call('GET', '/api/admin/products?safety_missing=true&limit=200')).body.items as {
            id: number;
          }[]
        ).map((p) => p.id);
      const counted = async () =>
        (await call('GET', '/api/admin/dashboard')).body.safety_missing as number;
      expect(await missing()).not.toContain(id);
      const before = await counted();

      // Denmark -> Norway: outside the Union; the product stays published (the shop does not
      // hide a product behind the owner's back) but is now listed and counted.
      expect(
        (await call('PATCH', `/api/admin/manufacturers/${maker}`, { country: 'NO' })).status,
      ).toBe(200);
      expect(await missing()).toContain(id);
      expect(await counted()).toBe(before + 1);
      const read = await call('GET', `/api/admin/products/${id}`);
      expect(read.body).toMatchObject({ published: true, safety_missing: true });
      // Its other fields still save.
      expect((await call('PATCH', `/api/admin/products/${id}`, { stock: 9 })).status).toBe(200);
      // The shop names the manufacturer in Norway, with no responsible person.
      const shop = await call('GET', `/api/client/en/get-product-data/${id}`);
      expect(shop.status).toBe(200);
      expect((shop.body as unknown as [{ safety: unknown }])[0].safety).toMatchObject({
        manufacturer: { name: 'Nordlys AS', address: 'Street 1, 00-001 City, Norway' },
        responsible_person: null,
      });

      await call('PATCH', `/api/admin/products/${id}`, { published: false });
      const again = await call('PATCH', `/api/admin/products/${id}`, { published: true });
      expect(again.status).toBe(422);
      expect(again.body.errors).toEqual({ responsible_person_id: ['required_outside_eu'] });
      expect(await missing()).not.toContain(id); // unpublished: nothing missing on the shop
    });

    it('bulk "set manufacturer": sets it, and refuses a manufacturer a published product cannot have', async () => {
      const eu = await createMaker('Lampy Polskie S.A.', 'PL');
      const us = await createMaker('Brooklyn Lamp Works Inc.', 'US');
      const a = (await call('POST', '/api/admin/products', productBody())).body.id as number;
      const b = (await call('POST', '/api/admin/products', productBody({ published: false }))).body
        .id as number;
      const set = await call('POST', '/api/admin/products/bulk', {
        action: 'set_manufacturer',
        ids: [a, b],
        manufacturer_id: eu,
      });
      expect(set.status).toBe(200);
      expect(set.body.updated).toBe(2);
      expect((await call('GET', `/api/admin/products/${b}`)).body.manufacturer_id).toBe(eu);
      const refused = await call('POST', '/api/admin/products/bulk', {
        action: 'set_manufacturer',
        ids: [b, a],
        manufacturer_id: us,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({
        responsible_person_id: ['required_outside_eu'],
        'ids.1': ['responsible_person_id.required_outside_eu'],
      });
      expect((await call('GET', `/api/admin/products/${a}`)).body.manufacturer_id).toBe(eu);
      const unknown = await call('POST', '/api/admin/products/bulk', {
        action: 'set_manufacturer',
        ids: [a],
        manufacturer_id: 999999,
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual({ manufacturer_id: ['not_found'] });
    });
  });

  describe('CSV', () => {
    const exportRows = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/products/export',
        headers: owner,
      });
      return parse(res.rawPayload, { bom: true }) as string[][];
    };
    const importRows = async (records: string[][]) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/import',
        headers: { ...owner, 'content-type': 'text/csv', 'x-forwarded-for': freshIp() },
        payload: stringify(records),
      });
      return { status: res.statusCode, body: res.json() as Record<string, unknown> };
    };

    it('round-trips manufacturer (by name), gtin and safety texts; an unchanged file writes nothing', async () => {
      const maker = await createMaker('Csv Lamp Works', 'PL');
      const created = await call(
        'POST',
        '/api/admin/products',
        productBody({
          manufacturer_id: maker,
          gtin: '96385074',
          safety: { pl: '**Uwaga**, gorące.', en: 'Hot surface.\n\n- Keep away', ru: '' },
        }),
      );
      const sku = created.body.sku as string;
      const [header, ...data] = await exportRows();
      const col = (name: string) => header!.indexOf(name);
      const row = data.find((r) => r[col('sku')] === sku)!;
      expect(row[col('manufacturer')]).toBe('Csv Lamp Works');
      expect(row[col('gtin')]).toBe('96385074');
      expect(row[col('safety_pl')]).toBe('**Uwaga**, gorące.');
      expect(row[col('safety_en')]).toBe('Hot surface.\n\n- Keep away');
      expect(row[col('safety_ru')]).toBe('');
      const plain = data.find((r) => r[col('manufacturer')] === '')!;
      expect(plain).toBeDefined(); // the default manufacturer is an empty cell

      const again = await importRows([header!, ...data]);
      expect(again.body).toEqual({ created: 0, updated: 0, errors: [] });

      const changed = [...row];
      changed[col('manufacturer')] = 'csv LAMP works'; // names match regardless of case
      changed[col('gtin')] = '4006381333931';
      changed[col('safety_ru')] = 'Горячая поверхность.';
      changed[col('safety_pl')] = '';
      expect((await importRows([header!, changed])).body).toEqual({
        created: 0,
        updated: 1,
        errors: [],
      });
      const read = await call('GET', `/api/admin/products/${created.body.id as number}`);
      expect(read.body).toMatchObject({
        manufacturer_id: maker,
        gtin: '4006381333931',
        safety: { pl: '', en: 'Hot surface.\n\n- Keep away', ru: 'Горячая поверхность.' },
      });
      const after = (await exportRows()).find((r) => r[col('sku')] === sku)!;
      expect(after).toEqual(
        changed.map((v, i) => (i === col('manufacturer') ? 'Csv Lamp Works' : v)),
      );
    });

    it('refuses an unknown manufacturer, a wrong GTIN and a publish the rule does not allow', async () => {
      const china = await createMaker('Csv Factory Ltd', 'CN');
      const [header] = await exportRows();
      const row = (sku: string, values: Record<string, string>) =>
        header!.map((name) => {
          if (name === 'sku') return sku;
          if (name === 'category') return String(categoryId);
          if (name === 'price') return '10.00';
          if (name === 'stock') return '1';
          if (name === 'published') return values.published ?? 'true';
          if (name.startsWith('title_')) return `Csv ${sku}`;
          return values[name] ?? '';
        });
      const res = await importRows([
        header!,
        row('CSV-S-1', { manufacturer: 'Nobody Inc.' }),
        row('CSV-S-2', { gtin: '5901234123458' }),
        row('CSV-S-3', { manufacturer: 'Csv Factory Ltd', published: 'true' }),
      ]);
      expect(res.body).toMatchObject({ created: 0, updated: 0 });
      const errors = res.body.errors as { row: number; column: string }[];
      expect(errors.map((e) => [e.row, e.column])).toEqual([
        [2, 'manufacturer'],
        [3, 'gtin'],
        [4, 'manufacturer'],
      ]);
      const ok = await importRows([
        header!,
        row('CSV-S-3', { manufacturer: 'Csv Factory Ltd', published: 'false' }),
      ]);
      expect(ok.body).toEqual({ created: 1, updated: 0, errors: [] });
      void china;
    });
  });

  it('get-product-data answers the safety data in the asked language', async () => {
    const china = await createMaker('Guangzhou Lamp Factory', 'CN');
    const importer = await createMaker('Import Lamp Sp. z o.o.', 'PL');
    const created = await call(
      'POST',
      '/api/admin/products',
      productBody({
        manufacturer_id: china,
        responsible_person_id: importer,
        gtin: '5901234123457',
        safety: { pl: 'Tylko do wnętrz.', en: 'Indoor use only.', ru: 'Только для помещений.' },
      }),
    );
    const id = created.body.id as number;
    const ru = await call('GET', `/api/client/ru/get-product-data/${id}`);
    expect((ru.body as unknown as [{ safety: unknown }])[0].safety).toEqual({
      manufacturer: {
        name: 'Guangzhou Lamp Factory',
        address: 'Street 1, 00-001 City, Китай',
        email: 'guangzhoulampfactory@example.com',
        url: null,
      },
      responsible_person: {
        name: 'Import Lamp Sp. z o.o.',
        address: 'Street 1, 00-001 City, Польша',
        email: 'importlampspzoo@example.com',
        url: null,
      },
      gtin: '5901234123457',
      information: 'Только для помещений.',
      // Safety documents (PDF): documents.api.test.ts uploads some.
      documents: [],
    });
  });
});
