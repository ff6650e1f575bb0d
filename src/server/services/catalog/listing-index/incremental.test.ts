import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { forEachDatabase } from '#tests/setup/test-database';
import { SORT_KEYS } from '#domain/listing/sort';
import type { Filters } from '#domain/filters/filter-address';
import { normalizeFilters } from '#domain/filters/filter-set';
import type { Db } from '#server/db/types';
import {
  attributeValues,
  productAttributeValues,
  productTranslations,
  products,
} from '#server/db/schema/index';
import { createListingIndex, type ListingIndex } from './live-index';
import type { IndexQuery } from './query';

/**
 * Decision 051: the index applies a change by moving the changed products only. Over random
 * sequences of writes (one change at a time, many ids in one change as an import sends them, or
 * a change naming nothing, when everything is read again and compared),
 * it must answer every listing exactly as an index built whole from the database does: the same
 * ids in order, totals and facets, for every sort (`name` included) and scope.
 */

const COLORS = ['red', 'blue', 'green'];
const MATERIALS = ['oak', 'steel'];
const TITLES = ['Sofa', 'lampa', 'Łóżko', 'stół', 'Ábaco'];

type Write =
  | { kind: 'price'; pick: number; price: number; sale: boolean }
  | { kind: 'prices'; from: number; count: number; price: number }
  | { kind: 'publish'; pick: number }
  | { kind: 'title'; pick: number; title: number }
  | { kind: 'category'; pick: number; category: number }
  | { kind: 'attributes'; pick: number; color: number; material: number }
  | { kind: 'rating'; pick: number; count: number; stars: number }
  | { kind: 'create'; day: number; price: number; published: boolean }
  | { kind: 'delete'; pick: number };

const nat = (max: number) => fc.integer({ min: 0, max });
const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({
    kind: fc.constant('price' as const),
    pick: nat(999),
    price: fc.constantFrom(1_000, 5_000, 9_900, 20_000),
    sale: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('prices' as const),
    from: nat(999),
    count: fc.integer({ min: 9, max: 30 }),
    price: fc.constantFrom(2_000, 7_000),
  }),
  fc.record({ kind: fc.constant('publish' as const), pick: nat(999) }),
  fc.record({ kind: fc.constant('title' as const), pick: nat(999), title: nat(TITLES.length - 1) }),
  fc.record({ kind: fc.constant('category' as const), pick: nat(999), category: nat(2) }),
  fc.record({
    kind: fc.constant('attributes' as const),
    pick: nat(999),
    color: nat(COLORS.length),
    material: nat(MATERIALS.length),
  }),
  fc.record({
    kind: fc.constant('rating' as const),
    pick: nat(999),
    count: nat(4),
    stars: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({
    kind: fc.constant('create' as const),
    day: nat(3),
    price: fc.constantFrom(1_000, 9_900),
    published: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: nat(999) }),
);

forEachDatabase('listing index: a change applied in place equals a full build', (getDb) => {
  const cats: number[] = [];
  const ids: number[] = [];
  let live: ListingIndex;
  const valueIds = new Map<string, number>();

  const create = async (db: Db, o: { day: number; price: number; published: boolean }) => {
    const n = ids.length;
    const { id } = await createProduct(db, {
      categoryId: cats[n % cats.length]!,
      title: `${TITLES[n % TITLES.length]} ${n % 3}`,
      price: o.price,
      sale: n % 4 === 0 ? o.price - 500 : null,
      published: o.published,
      // Few distinct times: ties fall to the id.
      createdAt: new Date(Date.UTC(2026, 0, 1 + o.day)),
      attributes: { color: [COLORS[n % COLORS.length]!], material: [MATERIALS[n % 2]!] },
    });
    ids.push(id);
    return id;
  };

  beforeAll(async () => {
    const { db } = getDb();
    const a = (await createCategory(db, { slug: 'inc-a' })).id;
    cats.push(a, (await createCategory(db, { slug: 'inc-b' })).id);
    cats.push((await createCategory(db, { slug: 'inc-a1', parentId: a })).id);
    for (let i = 0; i < 40; i++)
      await create(db, { day: i % 4, price: 1_000 * (1 + (i % 7)), published: i % 9 !== 0 });
    for (const v of await db.select().from(attributeValues)) valueIds.set(v.slug, v.id);
    live = createListingIndex(db);
    await live.start();
  });

  /** Applies one write to the database; returns the ids it names, as its writer would. */
  const apply = async (db: Db, w: Write): Promise<number[]> => {
    const id = ids[('pick' in w ? w.pick : 0) % ids.length]!;
    switch (w.kind) {
      case 'price':
        await db
          .update(products)
          .set({ priceMinor: w.price, priceSaleMinor: w.sale ? w.price - 100 : null })
          .where(eq(products.id, id));
        return [id];
      case 'prices': {
        // An import's many prices (or a sale edge's): one change naming them all.
        const named = Array.from({ length: w.count }, (_, i) => ids[(w.from + i) % ids.length]!);
        await db.update(products).set({ priceMinor: w.price }).where(inArray(products.id, named));
        return named;
      }
      case 'publish':
        await db
          .update(products)
          .set({ published: sql`not ${products.published}` })
          .where(eq(products.id, id));
        return [id];
      case 'title':
        await db
          .update(productTranslations)
          .set({ title: `${TITLES[w.title]} ${id}` })
          .where(and(eq(productTranslations.productId, id), eq(productTranslations.locale, 'pl')));
        return [id];
      case 'category':
        await db.update(products).set({ categoryId: cats[w.category]! }).where(eq(products.id, id));
        return [id];
      case 'attributes': {
        await db.delete(productAttributeValues).where(eq(productAttributeValues.productId, id));
        const slugs = [...COLORS.slice(0, w.color), ...MATERIALS.slice(0, w.material)];
        if (slugs.length > 0) {
          await db
            .insert(productAttributeValues)
            .values(slugs.map((slug) => ({ productId: id, valueId: valueIds.get(slug)! })));
        }
        return [id];
      }
      case 'rating':
        await db
          .update(products)
          .set({ ratingCount: w.count, ratingSum: w.count * w.stars })
          .where(eq(products.id, id));
        return [id];
      case 'create':
        return [await create(db, w)];
      case 'delete':
        if (ids.length > 30) {
          ids.splice(ids.indexOf(id), 1);
          await db.delete(products).where(eq(products.id, id));
        }
        return [id];
    }
  };

  const filterSets: Filters[] = (
    [
      {},
      { color: ['red'] },
      { color: ['red', 'blue'], material: ['oak'] },
      { price: ['10', '60'] },
      { rating: ['3'] },
    ] as Array<Record<string, string[]>>
  ).map((f) => normalizeFilters(f));

  const questions = (): IndexQuery[] => {
    const scopes: Array<Partial<IndexQuery>> = [
      {},
      { categoryIds: [cats[0]!, cats[2]!] },
      { categoryIds: [cats[1]!] },
      { saleOnly: true },
      // A search's matches, best first: the index keeps their order for `relevance`.
      { search: [...ids].reverse().filter((_, i) => i % 2 === 0) },
    ];
    return scopes.flatMap((scope) =>
      filterSets.flatMap((filters) =>
        SORT_KEYS.map((sort) => ({
          locale: 'pl' as const,
          filters,
          sort,
          offset: 0,
          limit: 1_000,
          facets: true,
          ...scope,
        })),
      ),
    );
  };

  it(
    'gives the ids, totals and facets of a full build after random changes',
    { timeout: 600_000 },
    async () => {
      const { db } = getDb();
      await fc.assert(
        fc.asyncProperty(
          fc.array(write, { minLength: 1, maxLength: 8 }),
          // Each write its own change; all in one change; or a change naming nothing (read all).
          fc.constantFrom('each', 'one', 'all'),
          async (writes, mode) => {
            const named: number[] = [];
            for (const w of writes) {
              const changed = await apply(db, w);
              if (mode === 'each') live.changed({ products: changed });
              else named.push(...changed);
            }
            if (mode === 'one') live.changed({ products: named, reason: 'product.import' });
            if (mode === 'all') live.changed({ reason: 'reconnected' });
            await live.ready();
            const whole = createListingIndex(db);
            await whole.start();
            for (const q of questions()) {
              const got = await live.query(q);
              expect(got, JSON.stringify(q)).not.toBeNull();
              expect(got, JSON.stringify(q)).toEqual(await whole.query(q));
            }
          },
        ),
        { numRuns: 60 },
      );
    },
  );
});
