import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { forEachDatabase } from '#tests/setup/test-database';
import { createCatalogService, type CatalogService } from './catalog-service';

forEachDatabase('catalog service', (getDb) => {
  let catalog: CatalogService;
  let categoryId: number;

  beforeAll(async () => {
    const { db } = getDb();
    const cat = await createCategory(db, { slug: 'sofas' });
    categoryId = cat.id;
    // colour x material grid: red/oak, red/pine, blue/oak, blue/oak, green/pine (+ one unpublished red/oak)
    const rows: Array<[string, string, number]> = [
      ['red', 'oak', 10_000],
      ['red', 'pine', 20_000],
      ['blue', 'oak', 30_000],
      ['blue', 'oak', 40_000],
      ['green', 'pine', 50_000],
    ];
    for (const [color, material, price] of rows)
      await createProduct(db, {
        categoryId,
        price,
        attributes: { color: [color], material: [material] },
      });
    await createProduct(db, {
      categoryId,
      published: false,
      attributes: { color: ['red'], material: ['oak'] },
    });
    catalog = createCatalogService(db);
  });

  const counts = (facets: Awaited<ReturnType<CatalogService['facets']>>, key: string) =>
    Object.fromEntries(
      facets.attributes.find((f) => f.key === key)?.options.map((o) => [o.value, o.count]) ?? [],
    );

  describe('facets', () => {
    it('counts published products per value', async () => {
      const facets = await catalog.facets({ locale: 'pl', categoryId, filters: {} });
      expect(counts(facets, 'color')).toEqual({ red: 2, blue: 2, green: 1 });
      expect(counts(facets, 'material')).toEqual({ oak: 3, pine: 2 });
      expect(facets.price).toEqual({ min: 100, max: 500 });
    });

    it("ignores a facet's own selection but narrows the others", async () => {
      const facets = await catalog.facets({
        locale: 'pl',
        categoryId,
        filters: { color: ['red'] },
      });
      // Choosing red does not zero blue and green...
      expect(counts(facets, 'color')).toEqual({ red: 2, blue: 2, green: 1 });
      // ...but materials now count only red products.
      expect(counts(facets, 'material')).toEqual({ oak: 1, pine: 1 });
      expect(
        facets.attributes.find((f) => f.key === 'color')?.options.find((o) => o.value === 'red')
          ?.selected,
      ).toBe(true);
    });

    it('hides options that would give nothing', async () => {
      const facets = await catalog.facets({
        locale: 'pl',
        categoryId,
        filters: { material: ['pine'] },
      });
      expect(counts(facets, 'color')).toEqual({ red: 1, green: 1 });
    });

    it('applies the price range to every facet and bounds the price by the other filters', async () => {
      const facets = await catalog.facets({
        locale: 'pl',
        categoryId,
        filters: { price: ['150', '450'] },
      });
      expect(counts(facets, 'color')).toEqual({ red: 1, blue: 2 });
      const byColor = await catalog.facets({
        locale: 'pl',
        categoryId,
        filters: { color: ['blue'] },
      });
      expect(byColor.price).toEqual({ min: 300, max: 400 });
    });
  });

  describe('listProducts', () => {
    it('combines values of one key with OR and keys with AND', async () => {
      const some = await catalog.listProducts({
        locale: 'pl',
        categoryId,
        filters: { color: ['red', 'green'], material: ['pine'] },
        sort: 'price-asc',
        page: { first: 1, last: 1 },
      });
      expect(some.products.map((p) => p.price)).toEqual([200, 500]);
      expect(some.total).toBe(2);
    });

    it('sorts by price both ways', async () => {
      const asc = await catalog.listProducts({
        locale: 'pl',
        categoryId,
        filters: {},
        sort: 'price-asc',
        page: { first: 1, last: 1 },
      });
      const desc = await catalog.listProducts({
        locale: 'pl',
        categoryId,
        filters: {},
        sort: 'price-desc',
        page: { first: 1, last: 1 },
      });
      expect(asc.products.map((p) => p.price)).toEqual([100, 200, 300, 400, 500]);
      expect(desc.products.map((p) => p.price)).toEqual([500, 400, 300, 200, 100]);
    });

    it('answers the total past the last page so callers can 404', async () => {
      const past = await catalog.listProducts({
        locale: 'pl',
        categoryId,
        filters: {},
        sort: 'newest',
        page: { first: 5, last: 5 },
      });
      expect(past.products).toEqual([]);
      expect(past.total).toBe(5);
      expect(past.lastPage).toBe(1);
    });
  });

  describe('search ranking', () => {
    it('ranks a title match above a description-only match', async () => {
      const { db } = getDb();
      const { createProduct } = await import('#tests/factories/catalog');
      const { productTranslations } = await import('#server/db/schema/index');
      const { eq } = await import('drizzle-orm');
      const inTitle = await createProduct(db, { categoryId, title: 'Walnut bookcase' });
      const inText = await createProduct(db, { categoryId, title: 'Tall shelf' });
      await db
        .update(productTranslations)
        .set({ description: 'Made of walnut veneer.' })
        .where(eq(productTranslations.productId, inText.id));
      // Written behind the service's back: tell it, as the back office's writes do.
      catalog.invalidate({ products: [inTitle.id, inText.id] });
      const found = await catalog.listProducts({
        locale: 'en',
        search: 'walnut',
        filters: {},
        sort: 'relevance',
        page: { first: 1, last: 1 },
      });
      expect(found.products.map((p) => p.id)).toEqual([inTitle.id, inText.id]);
    });
  });

  describe('isPreset', () => {
    it('recognises a preset whatever the order of its values', async () => {
      const { createPreset } = await import('#tests/factories/catalog');
      await createPreset(getDb().db, {
        categoryId,
        filters: { color: ['red', 'blue'], material: ['oak'] },
      });
      catalog.invalidate();
      expect(
        await catalog.isPreset(categoryId, { material: ['oak'], color: ['blue', 'red'] }),
      ).toBe(true);
      expect(await catalog.isPreset(categoryId, { color: ['blue', 'red'] })).toBe(false);
      expect(
        await catalog.isPreset(categoryId + 1000, { material: ['oak'], color: ['blue', 'red'] }),
      ).toBe(false);
    });
  });

  describe('categoryBySlug', () => {
    it('gives breadcrumbs and alternates in every locale', async () => {
      const page = await catalog.categoryBySlug('en', 'sofas-en');
      expect(page?.alternates).toEqual({
        pl: '/pl/catalog/sofas',
        en: '/en/catalog/sofas-en',
        ru: '/ru/catalog/sofas-ru',
      });
      expect(page?.breadcrumbs.at(-1)).toEqual({
        title: expect.stringContaining('en'),
        url: '/en/catalog/sofas-en',
      });
      expect(await catalog.categoryBySlug('pl', 'sofas-en')).toBeNull();
    });
  });
});
