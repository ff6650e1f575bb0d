import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SlotOrder } from './slot-order';

/** Keys per slot, and the order a full sort gives (ties by slot, as the index breaks by id). */
const sorted = (keys: Map<number, number>) =>
  [...keys.keys()].sort((a, b) => keys.get(a)! - keys.get(b)! || a - b);

describe('slot order', () => {
  it('equals a full sort after any changes, moved one by one or merged', () => {
    const step = fc.record({
      slot: fc.integer({ min: 0, max: 63 }),
      key: fc.integer({ min: 0, max: 9 }),
      remove: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(fc.array(step, { maxLength: 20 }), { maxLength: 8 }), (batches) => {
        const keys = new Map<number, number>();
        const order = new SlotOrder(64, (a, b) => keys.get(a)! - keys.get(b)! || a - b);
        for (const batch of batches) {
          const changed = new Set<number>();
          const gone = new Set<number>();
          for (const { slot, key, remove } of batch) {
            if (remove) {
              changed.delete(slot);
              if (keys.delete(slot)) gone.add(slot);
            } else {
              gone.delete(slot);
              keys.set(slot, key);
              changed.add(slot);
            }
          }
          // A slot removed and written again in one batch is changed, not gone.
          for (const slot of changed) gone.delete(slot);
          order.update([...changed], [...gone]);
          const want = sorted(keys);
          expect([...order.order.subarray(0, order.length)]).toEqual(want);
          want.forEach((slot, r) => expect(order.rank[slot]).toBe(r));
          for (let slot = 0; slot < 64; slot++) {
            if (!keys.has(slot)) expect(order.rank[slot]).toBe(-1);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('grows and keeps its order', () => {
    const order = new SlotOrder(4, (a, b) => b - a);
    order.update([0, 1, 2, 3], []);
    order.grow(8);
    order.update([7, 5], [1]);
    expect([...order.order.subarray(0, order.length)]).toEqual([7, 5, 3, 2, 0]);
  });
});
