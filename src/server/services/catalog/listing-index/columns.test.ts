import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IndexColumns, type AttributeCatalog, type ProductRecord } from './columns';

const attributes: AttributeCatalog = {
  byKey: new Map(),
  byId: new Map(),
  values: new Map(),
  valueOrder: [],
  maxValueId: 40,
};

const record = (id: number, categoryId: number, valueIds: number[]): ProductRecord => ({
  id,
  categoryId,
  createdUs: id * 1_000,
  price: id * 10,
  priceMinor: id * 11,
  ratingCount: id % 3,
  ratingSum: id % 7,
  titleHash: id * 31,
  valueIds,
});

/** What a slot holds, read back through the columns. */
const read = (c: IndexColumns, slot: number): ProductRecord => ({
  id: c.ids[slot]!,
  categoryId: c.categoryIds[slot]!,
  createdUs: c.createdUs[slot]!,
  price: c.price[slot]!,
  priceMinor: c.priceMinor[slot]!,
  ratingCount: c.ratingCount[slot]!,
  ratingSum: c.ratingSum[slot]!,
  titleHash: c.titleHash[slot]!,
  valueIds: [...c.values.subarray(c.valueStart[slot]!, c.valueStart[slot]! + c.valueCount[slot]!)],
});

describe('listing index columns', () => {
  it('put each category side by side, in the order written, and keep every column', () => {
    const product = fc.record({
      categoryId: fc.integer({ min: 1, max: 5 }),
      valueIds: fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 6 }),
    });
    fc.assert(
      fc.property(fc.array(product, { minLength: 1, maxLength: 60 }), (products) => {
        const records = products.map((p, i) => record(i + 1, p.categoryId, p.valueIds));
        // Small capacity: the columns grow while written, as a full read's may.
        const columns = new IndexColumns(4, attributes);
        const written = records.map((r) => columns.write(r));
        const moved = columns.clusterByCategory();

        let next = 0;
        for (const category of [1, 2, 3, 4, 5]) {
          const own = records.filter((r) => r.categoryId === category);
          const list = columns.byCategory.get(category);
          if (own.length === 0) {
            expect(list).toBeUndefined();
            continue;
          }
          // A range of slots, ids ascending (the order written).
          expect([...list!.slots.subarray(0, list!.length)]).toEqual(own.map((_, i) => next + i));
          own.forEach((r, i) => {
            const slot = next + i;
            expect(read(columns, slot)).toEqual(r);
            expect(columns.slotOf(r.id)).toBe(slot);
            expect(moved[written[r.id - 1]!]).toBe(slot);
          });
          next += own.length;
        }
        expect(columns.live).toBe(records.length);
        // A product written afterwards takes the next slot and keeps its own values.
        const late = record(records.length + 1, 3, [7, 8]);
        expect(columns.write(late)).toBe(records.length);
        expect(read(columns, records.length)).toEqual(late);
      }),
      { numRuns: 200 },
    );
  });

  it('renumber only columns no order holds yet', () => {
    const columns = new IndexColumns(8, attributes);
    columns.orders.newest.update([columns.write(record(1, 1, []))], []);
    expect(() => columns.clusterByCategory()).toThrow(/only new columns/);
  });
});
