import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeTotals,
  splitByWeight,
  vatOfGross,
  VAT_RATES,
  type TotalsInput,
  type TotalsLine,
  type VatRate,
} from './totals';

const line = (id: number, count: number, unitPriceMinor: number, vatRate: VatRate = 23) => ({
  id,
  count,
  unitPriceMinor,
  vatRate,
});

describe('splitByWeight', () => {
  it.each<[number, number[], number[]]>([
    [1001, [3000, 1000], [751, 250]],
    [1, [100, 100], [1, 0]], // a tie goes to the earlier weight
    [10, [1, 1, 1], [4, 3, 3]],
    [0, [5, 7], [0, 0]],
    [5, [0, 0], [0, 0]],
    [7, [0, 3], [0, 7]],
  ])('%i over %j -> %j', (amount, weights, expected) => {
    expect(splitByWeight(amount, weights)).toEqual(expected);
  });
});

describe('vatOfGross', () => {
  it.each<[number, VatRate, number]>([
    [12300, 23, 2300],
    [10000, 23, 1870], // net 8130.08 -> 8130
    [5997, 8, 444], // net 5552.78 -> 5553
    [105, 5, 5],
    [999, 0, 0],
    [0, 23, 0],
    [1, 23, 0], // net 0.81 -> 1: nothing left for VAT
  ])('%i at %i%% holds %i VAT', (gross, rate, vat) => {
    expect(vatOfGross(gross, rate)).toBe(vat);
  });
});

describe('computeTotals', () => {
  it('one rate, no delivery chosen', () => {
    const t = computeTotals({ lines: [line(1, 2, 12300)] });
    expect(t).toMatchObject({
      itemsTotalMinor: 24600,
      discountMinor: 0,
      deliveryMinor: 0,
      totalMinor: 24600,
      vat: [{ rate: 23, grossMinor: 24600, netMinor: 20000, vatMinor: 4600 }],
    });
    expect(t.lines[0]).toMatchObject({ totalMinor: 24600, netMinor: 20000, vatMinor: 4600 });
  });

  it('three rates and a paid delivery (delivery at 23%)', () => {
    const t = computeTotals({
      lines: [line(1, 1, 10000, 23), line(2, 3, 1999, 8), line(3, 1, 500, 0)],
      delivery: { priceMinor: 1499, freeFromMinor: null },
    });
    expect(t.itemsTotalMinor).toBe(16497);
    expect(t.deliveryMinor).toBe(1499);
    expect(t.totalMinor).toBe(17996);
    expect(t.vat).toEqual([
      { rate: 23, grossMinor: 11499, netMinor: 9349, vatMinor: 2150 },
      { rate: 8, grossMinor: 5997, netMinor: 5553, vatMinor: 444 },
      { rate: 0, grossMinor: 500, netMinor: 500, vatMinor: 0 },
    ]);
    expect(t.lines.map((l) => [l.netMinor, l.vatMinor])).toEqual([
      [8130, 1870],
      [5553, 444],
      [500, 0],
    ]);
  });

  it('VAT of a rate is rounded once and split back over its lines', () => {
    const t = computeTotals({ lines: [line(1, 1, 100), line(2, 1, 100)] });
    expect(t.vat).toEqual([{ rate: 23, grossMinor: 200, netMinor: 163, vatMinor: 37 }]);
    expect(t.lines.map((l) => [l.netMinor, l.vatMinor])).toEqual([
      [81, 19],
      [82, 18],
    ]);
  });

  it.each<[string, number | null, number]>([
    ['below free_from', 20001, 1500],
    ['exactly free_from', 20000, 0],
    ['above free_from', 19999, 0],
    ['never free', null, 1500],
  ])('delivery %s', (_name, freeFromMinor, delivery) => {
    const t = computeTotals({
      lines: [line(1, 2, 10000)],
      delivery: { priceMinor: 1500, freeFromMinor },
    });
    expect(t.deliveryMinor).toBe(delivery);
    expect(t.totalMinor).toBe(20000 + delivery);
  });

  it('splits a discount over the lines to the grosz', () => {
    const t = computeTotals({
      lines: [line(1, 3, 1000, 23), line(2, 1, 1000, 8)],
      discount: { amountMinor: 1001 },
    });
    expect(t.discountMinor).toBe(1001);
    expect(t.lines.map((l) => [l.discountMinor, l.paidMinor, l.netMinor, l.vatMinor])).toEqual([
      [751, 2249, 1828, 421],
      [250, 750, 694, 56],
    ]);
    expect(t.totalMinor).toBe(2999);
  });

  it('a discount on some lines never exceeds what they cost', () => {
    const t = computeTotals({
      lines: [line(1, 1, 3000), line(2, 1, 1000)],
      discount: { amountMinor: 5000, eligibleIds: [2] },
    });
    expect(t.discountMinor).toBe(1000);
    expect(t.lines.map((l) => l.paidMinor)).toEqual([3000, 0]);
    expect(t.totalMinor).toBe(3000);
  });

  it('free_from compares the items total after the discount', () => {
    const input: TotalsInput = {
      lines: [line(1, 2, 10000)],
      delivery: { priceMinor: 1500, freeFromMinor: 20000 },
    };
    expect(computeTotals(input).deliveryMinor).toBe(0);
    expect(computeTotals({ ...input, discount: { amountMinor: 1 } }).deliveryMinor).toBe(1500);
    expect(
      computeTotals({ ...input, discount: { amountMinor: 0, freeDelivery: true } }).deliveryMinor,
    ).toBe(0);
  });

  it('every part adds up (property)', () => {
    const lineArb = fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      count: fc.integer({ min: 1, max: 99 }),
      unitPriceMinor: fc.integer({ min: 0, max: 500_000 }),
      vatRate: fc.constantFrom(...VAT_RATES),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(lineArb, { minLength: 1, maxLength: 8, selector: (l) => l.id }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (lines: TotalsLine[], discount, delivery) => {
          const t = computeTotals({
            lines,
            discount: { amountMinor: discount },
            delivery: { priceMinor: delivery, freeFromMinor: null },
          });
          const paid = t.lines.reduce((s, l) => s + l.paidMinor, 0);
          expect(paid + t.deliveryMinor).toBe(t.totalMinor);
          expect(t.itemsTotalMinor - t.discountMinor).toBe(paid);
          expect(t.vat.reduce((s, g) => s + g.grossMinor, 0)).toBe(t.totalMinor);
          for (const l of t.lines) {
            expect(l.netMinor + l.vatMinor).toBe(l.paidMinor);
            expect(l.paidMinor).toBeGreaterThanOrEqual(0);
          }
          for (const g of t.vat) {
            expect(g.netMinor + g.vatMinor).toBe(g.grossMinor);
            const linesVat = t.lines
              .filter((l) => l.vatRate === g.rate)
              .reduce((s, l) => s + l.vatMinor, 0);
            if (g.rate !== 23) expect(linesVat).toBe(g.vatMinor);
          }
        },
      ),
    );
  });
});
