import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lowestPriceBeforeReduction,
  offeredPrice,
  reductionPercent,
  reductionStart,
  type PriceState,
} from './lowest-price';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);
/** A state `day` days after T0, prices in whole złoty for readability. */
const at = (day: number, price: number, sale: number | null = null): PriceState => ({
  at: T0 + day * DAY,
  price: price * 100,
  sale: sale === null ? null : sale * 100,
});
const zl = (minor: number | null) => (minor === null ? null : minor / 100);

describe('lowestPriceBeforeReduction', () => {
  // The cases of the UOKiK guidance on informing about price reductions, and their neighbours.
  it.each<[string, PriceState[], number, number | null]>([
    ['no reduction: null', [at(0, 100)], 40, null],
    ['a plain sale after a steady price', [at(0, 100), at(40, 100, 80)], 41, 100],
    [
      'a price raised just before a sale counts the lower price before the raise',
      [at(0, 100), at(35, 120), at(40, 120, 90)],
      41,
      100,
    ],
    [
      'a raise older than 30 days before the sale no longer counts',
      [at(0, 100), at(5, 120), at(40, 120, 90)],
      41,
      120,
    ],
    ['a product newer than 30 days: from its first day', [at(0, 150), at(10, 150, 99)], 12, 150],
    [
      'a newer product whose price moved: lowest since it was first offered',
      [at(0, 150), at(4, 130), at(10, 150, 99)],
      12,
      130,
    ],
    [
      'a reduction deepened during a sale keeps the price before the first cut',
      [at(0, 100), at(40, 100, 90), at(45, 100, 70)],
      46,
      100,
    ],
    [
      'a sale that ended and began again counts the earlier sale price',
      [at(0, 100), at(40, 100, 80), at(50, 100), at(55, 100, 85)],
      56,
      80,
    ],
    [
      'a sale that ended long ago does not count',
      [at(0, 100), at(10, 100, 60), at(15, 100), at(60, 100, 85)],
      61,
      100,
    ],
    ['a sale that has ended: no reduction', [at(0, 100), at(40, 100, 80), at(50, 100)], 51, null],
    ['a scheduled sale not yet begun is ignored', [at(0, 100), at(40, 100, 80)], 39, null],
    ['a sale price at or above the price is no sale', [at(0, 100), at(40, 100, 100)], 41, null],
    ['a product first offered on sale has no earlier price', [at(0, 100, 80)], 3, null],
  ])('%s', (_name, history, day, expected) => {
    expect(zl(lowestPriceBeforeReduction(history, T0 + day * DAY))).toBe(expected);
  });

  it('reads an unsorted history the same as a sorted one', () => {
    const history = [at(40, 120, 90), at(0, 100), at(35, 120)];
    expect(zl(lowestPriceBeforeReduction(history, T0 + 41 * DAY))).toBe(100);
  });

  it('is never below the lowest offered price before the reduction, nor above any in the window', () => {
    const state = fc.record({
      day: fc.integer({ min: 0, max: 120 }),
      price: fc.integer({ min: 1, max: 1000 }),
      sale: fc.option(fc.integer({ min: 1, max: 1000 })),
    });
    fc.assert(
      fc.property(fc.array(state, { minLength: 1, maxLength: 12 }), (raw) => {
        const history = raw.map((s) => at(s.day, s.price, s.sale));
        const now = T0 + 121 * DAY;
        const lowest = lowestPriceBeforeReduction(history, now);
        const start = reductionStart(history, now);
        if (start === null) return lowest === null;
        const before = history.filter((s) => s.at < start).map(offeredPrice);
        if (before.length === 0) return lowest === null;
        return lowest !== null && lowest >= Math.min(...before);
      }),
    );
  });
});

describe('reductionPercent', () => {
  it.each<[number, number | null, number | null]>([
    [9_000, 10_000, 10], // 100 -> 90
    [6_667, 10_000, 33], // 33.33% rounds down: never overstated
    [9_950, 10_000, null], // under one percent: no badge
    [10_000, 10_000, null], // the same price is no reduction
    [11_000, 10_000, null], // dearer than 30 days ago: no badge
    [9_000, null, null],
  ])('%i against %s -> %s', (current, lowest, expected) => {
    expect(reductionPercent(current, lowest)).toBe(expected);
  });
});
