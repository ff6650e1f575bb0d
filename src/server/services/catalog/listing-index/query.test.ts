import { describe, expect, it } from 'vitest';
import type { Filters } from '#domain/filters/filter-address';
import { IndexColumns, type AttributeCatalog, type SortName } from './columns';
import { createRng } from '#server/db/seed/prng';
import { answer } from './query';

const attributes: AttributeCatalog = {
  byKey: new Map(),
  byId: new Map(),
  values: new Map(),
  valueOrder: [],
  maxValueId: 0,
};

describe('listing index answers', () => {
  // A listing's matches are put in its sort's order one of two ways: few (under 1/64 of the
  // catalogue) by sorting their ranks, many by marking them along the whole order. A category of
  // 3 products among 400 takes the first, one of ~200 the second; the price range takes some.
  it('order few and many matches as the sort order does', () => {
    const rand = createRng(42).next;
    const columns = new IndexColumns(16, attributes);
    const slots: number[] = [];
    for (let id = 1; id <= 400; id++) {
      slots.push(
        columns.write({
          id,
          categoryId: id % 133 === 0 ? 3 : 1 + Math.floor(rand() * 2),
          createdUs: Math.floor(rand() * 50) * 1_000_000,
          price: (1 + Math.floor(rand() * 20)) * 500,
          priceMinor: 20_000,
          ratingCount: Math.floor(rand() * 3),
          ratingSum: Math.floor(rand() * 10),
          titleHash: 0,
          valueIds: [],
        }),
      );
    }
    for (const order of Object.values(columns.orders)) order.update(slots, []);

    for (const categoryIds of [[3], [1], [1, 2, 3]])
      for (const price of [undefined, ['10', '60']])
        for (const sort of ['newest', 'price-asc', 'price-desc', 'rating'] as SortName[]) {
          const q = {
            locale: 'pl' as const,
            categoryIds,
            filters: (price ? { price } : {}) as Filters,
            sort,
            offset: 0,
            limit: 1_000,
            facets: false,
          };
          const from = price ? Number(price[0]) * 100 : -Infinity;
          const to = price ? Number(price[1]) * 100 + 99 : Infinity;
          const want = slots
            .filter((p) => categoryIds.includes(columns.categoryIds[p]!))
            .filter((p) => columns.price[p]! >= from && columns.price[p]! <= to)
            .sort(columns.orders[sort].compare!)
            .map((p) => columns.ids[p]!);
          const got = answer(columns, q)!;
          expect(got.ids, `${categoryIds.join(',')} ${sort} ${price?.join('-') ?? ''}`).toEqual(
            want,
          );
          expect(got.total).toBe(want.length);
        }
  });
});
