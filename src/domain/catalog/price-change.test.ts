import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changePrice, changePrices } from './price-change';

describe('changePrice', () => {
  it.each([
    // [minor, percent, rounding, expected]
    [10_000, 10, 'cent', 11_000],
    [1_999, 10, 'cent', 2_199], // 21.989 -> 21.99
    [1_005, -50, 'cent', 503], // 5.025 -> 5.03 (half up)
    [12_345, 0.5, 'cent', 12_407], // 124.07 (0.5% of 123.45 is 0.61725)
    [1_234, 0, 'whole', 1_200],
    [1_250, 0, 'whole', 1_300],
    [30, 0, 'whole', 100], // never below 1.00
    [1_234, 0, 'ends_99', 1_199], // 12.34 -> 11.99
    [1_250, 0, 'ends_99', 1_299], // 12.50 -> 12.99
    [1_299, 0, 'ends_99', 1_299],
    [20, 0, 'ends_99', 99], // never below 0.99
    [10_000, -10, 'ends_99', 8_999], // 90.00 -> 89.99
    [0, 50, 'whole', 0], // free stays free
  ] as const)('%i %s%% %s -> %i', (minor, percent, rounding, expected) => {
    expect(changePrice(minor, percent, rounding)).toBe(expected);
  });

  it('is exact for every whole price and two-decimal percent with cent rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.integer({ min: -9_000, max: 100_000 }),
        (minor, hundredths) => {
          const result = changePrice(minor, hundredths / 100, 'cent');
          // The same computation in BigInt: half up on the exact quotient.
          const num = BigInt(minor) * BigInt(10_000 + hundredths);
          const expected = Number((num * 2n + 10_000n) / 20_000n);
          expect(result).toBe(Math.max(0, expected));
        },
      ),
    );
  });

  it('refuses a price that is not whole minor units', () => {
    expect(() => changePrice(1.5, 10, 'cent')).toThrow(RangeError);
    expect(() => changePrice(-1, 10, 'cent')).toThrow(RangeError);
  });
});

describe('changePrices', () => {
  it('moves the sale price with the price', () => {
    expect(changePrices({ price: 10_000, sale: 8_000 }, 10, 'cent')).toEqual({
      price: 11_000,
      sale: 8_800,
      saleRemoved: false,
    });
  });

  it('ends the sale when rounding leaves it not below the price', () => {
    // 10.10 -> 9.99 and 10.05 -> 9.99 with .99 rounding: no longer a sale.
    expect(changePrices({ price: 1_010, sale: 1_005 }, 0.01, 'ends_99')).toEqual({
      price: 999,
      sale: null,
      saleRemoved: true,
    });
  });

  it('keeps no sale as no sale', () => {
    expect(changePrices({ price: 500, sale: null }, -10, 'cent')).toEqual({
      price: 450,
      sale: null,
      saleRemoved: false,
    });
  });
});
