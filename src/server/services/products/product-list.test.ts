import { beforeAll, expect, it } from 'vitest';
import { productListQuery, productPatchRequest } from '#contracts/admin/products';
import { adminServices, productInput } from '#tests/factories/back-office';
import { createCategory } from '#tests/factories/catalog';
import { forEachDatabase } from '#tests/setup/test-database';
import type { Services } from '../index';
import type { Actor } from '#server/services/shared/catalog-writes';

forEachDatabase('admin catalogue: product list', (getDb) => {
  let services: Services;
  let actor: Actor;
  let lamps: number;
  let pendants: number;
  let sofas: number;
  const ids: Record<string, number> = {};

  const list = (query: Record<string, string> = {}, locale: 'pl' | 'en' = 'pl') =>
    services.products.list(productListQuery.parse(query), locale);
  const titles = async (query: Record<string, string> = {}, locale: 'pl' | 'en' = 'pl') =>
    (await list(query, locale)).items.map((p) => p.translations.en.title);

  const make = async (
    key: string,
    categoryId: number,
    en: string,
    pl: string,
    o: Record<string, unknown> = {},
  ) => {
    const p = await services.products.create(
      actor,
      productInput(categoryId, {
        sku: `LIST-${key}`,
        translations: { pl: { title: pl }, en: { title: en }, ru: { title: `${en} ru` } },
        ...o,
      }),
    );
    ids[key] = p.id;
  };

  beforeAll(async () => {
    ({ services, actor } = await adminServices(getDb()));
    const { db } = getDb();
    lamps = (await createCategory(db, { slug: 'lamps' })).id;
    pendants = (await createCategory(db, { slug: 'pendants', parentId: lamps })).id;
    sofas = (await createCategory(db, { slug: 'sofas' })).id;
    await make('A', lamps, 'Brass desk lamp', 'Mosiężna lampka', { price: 300, stock: 0 });
    await make('B', pendants, 'Glass pendant', 'Lampa wisząca szklana', {
      price: 200,
      sale_price: 150,
    });
    await make('C', pendants, 'Black pendant', 'Czarna lampa wisząca', {
      price: 100,
      published: false,
    });
    await make('D', sofas, 'Linen sofa', 'Sofa lniana', { price: 2000, stock: 2 });
    await make('E', sofas, 'Oak sofa table', 'Stolik dębowy', { price: 500 });
    // Touch D last, so it leads the default order (recently updated first).
    await services.products.update(
      actor,
      ids.D!,
      productPatchRequest.parse({ version: 1, stock: 3 }),
    );
  });

  it('lists live products, recently updated first, with the total', async () => {
    const page = await list();
    expect(page.total).toBe(5);
    expect(page.limit).toBe(50);
    expect(page.items[0]?.id).toBe(ids.D);
  });

  it('filters by category including subcategories, by published, stock and sale', async () => {
    expect((await list({ category_id: String(lamps) })).total).toBe(3);
    expect((await list({ category_id: String(pendants) })).total).toBe(2);
    expect(await titles({ published: 'false' })).toEqual(['Black pendant']);
    expect(await titles({ in_stock: 'false' })).toEqual(['Brass desk lamp']);
    expect(await titles({ on_sale: 'true' })).toEqual(['Glass pendant']);
    expect((await list({ on_sale: 'false', category_id: String(sofas) })).total).toBe(2);
  });

  it('lists only the products asked for by id, with the other filters, and refuses bad ids', async () => {
    const asked = { ids: `${ids.A},${ids.C},${ids.D}` };
    expect((await titles(asked)).sort()).toEqual([
      'Black pendant',
      'Brass desk lamp',
      'Linen sofa',
    ]);
    expect(await titles({ ...asked, category_id: String(sofas) })).toEqual(['Linen sofa']);
    expect((await list({ ids: '999999' })).total).toBe(0);
    for (const bad of [
      '',
      '0',
      '1,',
      'a',
      '1,,2',
      '-1',
      '99999999999',
      Array(201).fill('1').join(','),
    ])
      expect(productListQuery.safeParse({ ids: bad }).success, bad.slice(0, 20)).toBe(false);
  });

  it('searches titles in any locale and SKUs, every word, case-insensitive', async () => {
    expect(await titles({ search: 'wisząca', sort: 'sku' })).toEqual([
      'Glass pendant',
      'Black pendant',
    ]);
    expect(await titles({ search: 'PENDANT glass' })).toEqual(['Glass pendant']);
    expect(await titles({ search: 'list-d' })).toEqual(['Linen sofa']);
    expect(await titles({ search: 'sofa ru', sort: 'title' })).toEqual([
      'Linen sofa',
      'Oak sofa table',
    ]);
    // No word of three letters: the exact SKU only, never a scan of every title.
    expect(await titles({ search: 'la' })).toEqual([]);
    expect(await titles({ search: 'LIST-E' })).toEqual(['Oak sofa table']);
    // LIKE's wildcards are text here.
    expect(await titles({ search: '%%%' })).toEqual([]);
  });

  it('sorts and pages', async () => {
    expect(await titles({ sort: 'price_asc', limit: '2' })).toEqual([
      'Black pendant',
      'Glass pendant',
    ]);
    expect(await titles({ sort: 'price_desc', limit: '1', page: '2' })).toEqual(['Oak sofa table']);
    // By the title in the staff member's language.
    expect(await titles({ sort: 'title' }, 'en')).toEqual([
      'Black pendant',
      'Brass desk lamp',
      'Glass pendant',
      'Linen sofa',
      'Oak sofa table',
    ]);
    expect(await titles({ sort: 'title', limit: '2' }, 'pl')).toEqual([
      'Black pendant',
      'Glass pendant',
    ]);
    expect(await titles({ sort: 'stock', limit: '1' })).toEqual(['Brass desk lamp']);
    const past = await list({ page: '9' });
    expect(past).toMatchObject({ items: [], total: 5 });
  });

  it('hides archived products unless asked, and the totals follow every change', async () => {
    // Count first, so that a stale cached total would show.
    expect((await list({ category_id: String(sofas) })).total).toBe(2);
    await services.products.update(
      actor,
      ids.E!,
      productPatchRequest.parse({ version: 1, archived: true }),
    );
    expect((await list({ category_id: String(sofas) })).total).toBe(1);
    expect(await titles({ archived: 'true' })).toEqual(['Oak sofa table']);
    expect((await list({ archived: 'all' })).total).toBe(5);
    expect((await list({ search: 'sofa' })).total).toBe(1);
  });

  it('finds a product by its title in one locale alone, unpublished too, or by its SKU alone', async () => {
    // Last: a sixth product would change the counts above.
    await make('F', sofas, 'Wicker pouffe', 'Pufa rattanowa', {
      published: false,
      translations: {
        pl: { title: 'Pufa rattanowa' },
        en: { title: 'Wicker pouffe' },
        ru: { title: 'Плетёный пуф' },
      },
    });
    for (const search of ['rattanowa', 'WICKER', 'пуф', 'list-f', 'Pufa rattan'])
      expect(await titles({ search }), search).toEqual(['Wicker pouffe']);
    // Every word in one title: words of two locales' titles find nothing.
    expect(await titles({ search: 'rattanowa wicker' })).toEqual([]);
  });
});
