import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_LINE_COUNT,
  NEW_LINE_COUNT,
  applyCartChange,
  canOrder,
  cartTotal,
  type CartChange,
  type CartEntry,
  type CartOp,
  type PricedLine,
} from './cart-math';

/** `[[id, count], ...]` -> lines, frozen so that a mutation of the input throws. */
function cart(...pairs: [number, number][]): readonly CartEntry[] {
  return Object.freeze(pairs.map(([id, count]) => Object.freeze({ id, count })));
}

describe('constants', () => {
  it('caps a line at 99 and adds new products with count 1', () => {
    expect(MAX_LINE_COUNT).toBe(99);
    expect(NEW_LINE_COUNT).toBe(1);
  });
});

describe('applyCartChange', () => {
  it.each<[string, readonly CartEntry[], CartChange, readonly CartEntry[]]>([
    [
      '+1 on an empty cart adds the product with count 1',
      cart(),
      { id: 5, op: 'inc' },
      cart([5, 1]),
    ],
    ['+1 adds one', cart([5, 1]), { id: 5, op: 'inc' }, cart([5, 2])],
    ['+1 reaches the cap', cart([5, 98]), { id: 5, op: 'inc' }, cart([5, 99])],
    ['+1 above the cap clamps to it', cart([5, 150]), { id: 5, op: 'inc' }, cart([5, 99])],
    [
      'a new product goes last',
      cart([1, 1], [5, 2]),
      { id: 7, op: 'inc' },
      cart([1, 1], [5, 2], [7, 1]),
    ],
    ['-1 takes one', cart([5, 2]), { id: 5, op: 'dec' }, cart([5, 1])],
    ['-1 at count 1 removes the line', cart([5, 1]), { id: 5, op: 'dec' }, cart()],
    [
      '-1 keeps the order of the rest',
      cart([1, 2], [5, 1], [7, 3]),
      { id: 5, op: 'dec' },
      cart([1, 2], [7, 3]),
    ],
    [
      '-1 in the middle',
      cart([1, 2], [5, 4], [7, 3]),
      { id: 5, op: 'dec' },
      cart([1, 2], [5, 3], [7, 3]),
    ],
    ['delete removes the line whatever its count', cart([5, 3]), { id: 5, op: 'delete' }, cart()],
    ['delete keeps the rest', cart([1, 2], [5, 3]), { id: 1, op: 'delete' }, cart([5, 3])],
  ])('%s', (_label, lines, change, expected) => {
    expect(applyCartChange(lines, change)).toEqual(expected);
  });

  it.each<[string, readonly CartEntry[], CartChange]>([
    ['+1 at the cap', cart([5, 99]), { id: 5, op: 'inc' }],
    ['-1 of a product not in the cart', cart([1, 1]), { id: 5, op: 'dec' }],
    ['-1 on an empty cart', cart(), { id: 5, op: 'dec' }],
    ['delete of a product not in the cart', cart([1, 1]), { id: 5, op: 'delete' }],
    ['no product id (undefined)', cart([1, 1]), { op: 'inc' }],
    ['no product id (null)', cart([1, 1]), { id: null, op: 'inc' }],
    ['product id 0', cart([1, 1]), { id: 0, op: 'inc' }],
    ['negative product id', cart([1, 1]), { id: -1, op: 'delete' }],
    ['fractional product id', cart([1, 1]), { id: 1.5, op: 'inc' }],
    ['NaN product id', cart([1, 1]), { id: Number.NaN, op: 'inc' }],
    ['string product id from an untyped message', cart([1, 1]), { id: '1' as never, op: 'delete' }],
    ['unknown operation from an untyped message', cart([1, 1]), { id: 1, op: 'set' as CartOp }],
  ])('ignores %s: the same array comes back', (_label, lines, change) => {
    expect(applyCartChange(lines, change)).toBe(lines);
  });

  it('keeps untouched lines as the same objects', () => {
    const lines = cart([1, 1], [5, 2]);
    const next = applyCartChange(lines, { id: 5, op: 'inc' });
    expect(next[0]).toBe(lines[0]);
    expect(next).not.toBe(lines);
  });

  const id = fc.integer({ min: 1, max: 6 });
  const change = fc.record({ id, op: fc.constantFrom<CartOp>('inc', 'dec', 'delete') });

  it('any sequence of changes keeps ids unique and counts within 1..99', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 300 }), (changes) => {
        const lines = changes.reduce(applyCartChange, cart());
        expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
        for (const line of lines) {
          expect(line.count).toBeGreaterThanOrEqual(1);
          expect(line.count).toBeLessThanOrEqual(MAX_LINE_COUNT);
        }
      }),
    );
  });

  it('+1 then -1 gives the cart back, unless the line was at the cap', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 50 }), id, (changes, target) => {
        const lines = changes.reduce(applyCartChange, cart());
        const atCap = lines.find((l) => l.id === target)?.count === MAX_LINE_COUNT;
        const back = applyCartChange(applyCartChange(lines, { id: target, op: 'inc' }), {
          id: target,
          op: 'dec',
        });
        if (atCap) expect(back.find((l) => l.id === target)?.count).toBe(MAX_LINE_COUNT - 1);
        else expect(back).toEqual(lines);
      }),
    );
  });

  it('delete leaves no line of that product and touches no other', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 50 }), id, (changes, target) => {
        const lines = changes.reduce(applyCartChange, cart());
        const next = applyCartChange(lines, { id: target, op: 'delete' });
        expect(next).toEqual(lines.filter((l) => l.id !== target));
      }),
    );
  });
});

describe('cartTotal', () => {
  const line = (price: number, price_sale: number | null, count: number): PricedLine => ({
    price,
    price_sale,
    count,
  });

  it.each<[string, PricedLine[], number]>([
    ['an empty cart', [], 0],
    ['regular price x count', [line(1000, null, 2)], 2000],
    ['sale price x count', [line(1000, 800, 3)], 2400],
    ['a sale price of 0', [line(500, 0, 4)], 0],
    ['a count of 0', [line(1000, null, 0)], 0],
    [
      'several lines',
      [line(1000, null, 1), line(2599, 1999, 2), line(500, 0, 4), line(1, null, 99)],
      1000 + 3998 + 0 + 99,
    ],
  ])('%s', (_label, lines, expected) => {
    expect(cartTotal(lines)).toBe(expected);
  });

  it.each<[string, PricedLine]>([
    ['a decimal price', line(10.5, null, 1)],
    ['a decimal sale price', line(1000, 0.1, 1)],
    ['a fractional count', line(1000, null, 1.5)],
    ['a negative count', line(1000, null, -1)],
    ['NaN', line(Number.NaN, null, 1)],
  ])('refuses %s', (_label, bad) => {
    expect(() => cartTotal([line(100, null, 1), bad])).toThrow(RangeError);
  });

  it('refuses a total it cannot count exactly', () => {
    expect(() => cartTotal([line(Number.MAX_SAFE_INTEGER, null, 1), line(1, null, 1)])).toThrow(
      RangeError,
    );
  });

  const pricedLine = fc.record({
    price: fc.integer({ min: 0, max: 10_000_000 }),
    price_sale: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
    count: fc.integer({ min: 0, max: MAX_LINE_COUNT }),
  });

  it('adds up over lines, in any order', () => {
    fc.assert(
      fc.property(
        fc.array(pricedLine, { maxLength: 20 }),
        fc.array(pricedLine, { maxLength: 20 }),
        (a, b) => {
          expect(cartTotal([...a, ...b])).toBe(cartTotal(a) + cartTotal(b));
          expect(cartTotal([...b, ...a])).toBe(cartTotal([...a, ...b]));
        },
      ),
    );
  });

  it('uses the sale price when set and the regular price otherwise', () => {
    fc.assert(
      fc.property(pricedLine, (l) => {
        expect(cartTotal([l])).toBe((l.price_sale ?? l.price) * l.count);
        expect(cartTotal([{ ...l, price_sale: null }])).toBe(l.price * l.count);
      }),
    );
  });
});

describe('canOrder', () => {
  it.each<[string, { empty: boolean }[], boolean]>([
    ['an empty cart', [], false],
    ['one available line', [{ empty: false }], true],
    ['several available lines', [{ empty: false }, { empty: false }, { empty: false }], true],
    ['one unavailable line', [{ empty: true }], false],
    [
      'an unavailable line among available ones',
      [{ empty: false }, { empty: true }, { empty: false }],
      false,
    ],
  ])('%s -> %s', (_label, lines, expected) => {
    expect(canOrder(lines)).toBe(expected);
  });
});
