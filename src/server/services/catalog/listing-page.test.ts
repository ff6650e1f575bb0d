import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { forEachDatabase } from '#tests/setup/test-database';
import { products } from '#server/db/schema/index';
import { createCatalogService, type CatalogService } from './catalog-service';
import type { ListingRequest } from './listing';

// listingPage (the page's products and facets in one statement) must agree with listProducts and
// facets asked separately, for every kind of scope, filter, sort and page.
forEachDatabase('catalog listingPage', (getDb) => {
  let catalog: CatalogService;
  let parent: number;
  let child: number;

  beforeAll(async () => {
    const { db } = getDb();
    parent = (await createCategory(db, { slug: 'lp-furniture' })).id;
    child = (await createCategory(db, { slug: 'lp-sofas', parentId: parent })).id;
    const colors = ['red', 'blue', 'green'];
    const materials = ['oak', 'pine'];
    for (let i = 0; i < 40; i++) {
      await createProduct(db, {
        categoryId: i % 2 ? child : parent,
        title: i % 4 ? `Sofa ${i}` : `Lamp ${i}`,
        price: 10_000 + i * 1_000,
        sale: i % 5 === 0 ? 5_000 : null,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        attributes: {
          color: [colors[i % 3]!],
          material: [materials[i % 2]!],
          ...(i % 7 === 0 ? { style: ['modern'] } : {}),
        },
      });
    }
    // More values than the facet query counts by position (6): the rest go through its tail.
    await createProduct(db, {
      categoryId: child,
      title: 'Sofa many',
      attributes: {
        color: ['red', 'blue', 'green', 'white'],
        material: ['oak', 'pine', 'walnut'],
        style: ['modern', 'classic'],
      },
    });
    await createProduct(db, {
      categoryId: child,
      title: 'Sofa hidden',
      published: false,
      attributes: { color: ['red'] },
    });
    catalog = createCatalogService(db);
  });

  const page = { first: 1, last: 1 };
  const cases: Array<[string, Omit<ListingRequest, 'locale'>]> = [
    ['category, no filters', { filters: {}, sort: 'relevance', page }],
    [
      'category, two colours and a price range',
      { filters: { color: ['red', 'blue'], price: ['100', '350'] }, sort: 'price-asc', page },
    ],
    [
      'category, two attributes, by name',
      { filters: { color: ['green'], material: ['oak'] }, sort: 'name', page },
    ],
    [
      'category, a range of pages, newest',
      { filters: {}, sort: 'newest', page: { first: 1, last: 2 } },
    ],
    ['category, past the end', { filters: {}, sort: 'price-desc', page: { first: 9, last: 9 } }],
    ['sale', { saleOnly: true, filters: { material: ['pine'] }, sort: 'relevance', page }],
    ['search', { search: 'sofa', filters: { color: ['red'] }, sort: 'relevance', page }],
    ['search with a typo', { search: 'sfoa', filters: {}, sort: 'relevance', page }],
    ['unknown filter', { filters: { size: ['xl'] }, sort: 'relevance', page }],
  ];

  for (const [name, request] of cases) {
    it(`agrees with listProducts and facets: ${name}`, async () => {
      const req: ListingRequest = {
        locale: 'pl',
        ...request,
        ...(request.search || request.saleOnly ? {} : { categoryId: parent }),
      };
      const together = await catalog.listingPage(req);
      expect(together.listing).toEqual(await catalog.listProducts(req));
      expect(together.facets).toEqual(await catalog.facets(req));
    });
  }

  it('counts every value of a product with more values than positions', async () => {
    const { facets } = await catalog.listingPage({
      locale: 'pl',
      categoryId: child,
      filters: {},
      sort: 'relevance',
      page,
    });
    const counts = (key: string) =>
      Object.fromEntries(
        facets.attributes.find((f) => f.key === key)!.options.map((o) => [o.value, o.count]),
      );
    // 20 products in the child category: colours by i % 3 over odd i, plus the one with every colour.
    expect(counts('color')).toEqual({ red: 7 + 1, blue: 7 + 1, green: 6 + 1, white: 1 });
    expect(counts('material')).toEqual({ pine: 20 + 1, oak: 1, walnut: 1 });
    expect(counts('style')).toMatchObject({ classic: 1 });
  });

  it('answers an unknown category with nothing', async () => {
    const { listing, facets } = await catalog.listingPage({
      locale: 'pl',
      categoryId: 999_999,
      filters: {},
      sort: 'relevance',
      page,
    });
    expect(listing).toEqual({ products: [], total: 0, limit: 24, lastPage: 1 });
    expect(facets).toEqual({
      attributes: [],
      rating: [4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
      price: null,
    });
  });

  it('features the biggest discounts first', async () => {
    const featured = await catalog.featuredOnSale('pl', 3);
    const discount = (p: { price: number; price_sale: number | null }) =>
      (p.price - (p.price_sale ?? p.price)) / p.price;
    expect(featured).toHaveLength(3);
    expect(featured.every((p) => p.price_sale !== null && p.title.length > 0)).toBe(true);
    const sorted = [...featured].sort((a, b) => discount(b) - discount(a) || a.id - b.id);
    expect(featured).toEqual(sorted);
  });

  describe('value_ids follows attribute changes', () => {
    it('filters by a value added after the product was created', async () => {
      const { db } = getDb();
      const [p] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.published, true))
        .limit(1);
      const before = await catalog.countProducts({
        locale: 'pl',
        filters: { style: ['industrial'] },
      });
      const { productAttributeValues, attributeValues, attributes } =
        await import('#server/db/schema/index');
      const [style] = await db
        .select({ id: attributes.id })
        .from(attributes)
        .where(eq(attributes.key, 'style'));
      const [value] = await db
        .insert(attributeValues)
        .values({ attributeId: style!.id, slug: 'industrial' })
        .returning();
      await db.insert(productAttributeValues).values({ productId: p!.id, valueId: value!.id });
      // Written behind the service's back: tell it, as the back office's writes do.
      catalog.invalidate({ products: [p!.id] });
      expect(
        await catalog.countProducts({ locale: 'pl', filters: { style: ['industrial'] } }),
      ).toBe(before + 1);
    });
  });
});
