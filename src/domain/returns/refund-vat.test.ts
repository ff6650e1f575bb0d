import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatOfGross } from '#domain/checkout/totals';
import { refundVat } from './refund-vat';

describe('refundVat', () => {
  it('splits a partial refund over the returned units by what they were sold for', () => {
    // 100 zł at 23% and 50 zł at 8%, refunded 90 zł: 60 zł and 30 zł.
    expect(
      refundVat(9_000, [
        { grossMinor: 10_000, rate: 23 },
        { grossMinor: 5_000, rate: 8 },
      ]),
    ).toEqual([
      { rate: 23, grossMinor: 6_000, vatMinor: vatOfGross(6_000, 23) },
      { rate: 8, grossMinor: 3_000, vatMinor: vatOfGross(3_000, 8) },
    ]);
  });

  it('counts what is above the goods as delivery, at the standard rate', () => {
    expect(refundVat(6_499, [{ grossMinor: 5_000, rate: 8 }])).toEqual([
      { rate: 23, grossMinor: 1_499, vatMinor: vatOfGross(1_499, 23) },
      { rate: 8, grossMinor: 5_000, vatMinor: vatOfGross(5_000, 8) },
    ]);
  });

  it('always adds up to the refund, to the grosz', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            grossMinor: fc.integer({ min: 0, max: 1_000_000 }),
            rate: fc.constantFrom(23 as const, 8 as const, 5 as const, 0 as const),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 1, max: 2_000_000 }),
        (parts, amount) => {
          const groups = refundVat(amount, parts);
          expect(groups.reduce((s, g) => s + g.grossMinor, 0)).toBe(amount);
        },
      ),
    );
  });
});
