import { describe, expect, it } from 'vitest';
import { applyPercent, parsePercent } from './price-percent';

describe('applyPercent', () => {
  it.each([
    // price, percent, rounding, expected (all in grosze)
    [10_000, 10, 'none', 11_000],
    [12_345, 10, 'none', 13_580], // 135.795 -> half up
    [999, -33.33, 'none', 666], // 6.6603 -> 6.66
    [12_345, 10, 'whole', 13_600],
    [12_340, -0.4, 'whole', 12_300], // 122.90 -> 123.00
    [12_340, 0.01, 'ninety_nine', 12_299], // 123.41 -> 122.99
    [12_360, 0.01, 'ninety_nine', 12_399], // 123.61 -> 123.99
    [30, -50, 'ninety_nine', 99], // a charm price never drops to -0.01
    [0, 50, 'whole', 0],
    [100, -99, 'none', 1],
  ] as const)('%i %s%% %s -> %i', (price, percent, rounding, expected) => {
    expect(applyPercent(price, percent, rounding)).toBe(expected);
  });

  it('is exact where floating point is not (19.99 + 15%)', () => {
    // 1999 * 1.15 = 2298.85 in decimal; as a float 2298.8499999999997 would round down.
    expect(applyPercent(1999, 15, 'none')).toBe(2299);
  });
});

describe('parsePercent', () => {
  it.each([
    ['10', 10],
    ['-12,5', -12.5],
    ['+7.25', 7.25],
    [' 3 ', 3],
  ])('%s -> %d', (text, value) => expect(parsePercent(text)).toBe(value));

  it.each(['', 'abc', '0', '-100', '1001', '1.234', '1e2'])('refuses %j', (text) =>
    expect(parsePercent(text)).toBeNull(),
  );
});
