import { describe, expect, it } from 'vitest';
import {
  MAX_PRICE,
  RESERVED_FILTER_KEYS,
  formatPriceValue,
  getPriceRange,
  hasFilterValue,
  isFilterKey,
  isFilterValue,
  isSlug,
  normalizeFilters,
  parsePriceValue,
  toggleFilterValue,
  withPriceRange,
  withoutFilter,
  type FilterInput,
  type PriceRange,
} from './filter-set';

/** toEqual ignores key order; the canonical form is about order, so compare the JSON too. */
function expectCanonical(actual: unknown, expected: Readonly<Record<string, readonly string[]>>) {
  expect(actual).toEqual(expected);
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
}

describe('slugs, keys and values', () => {
  it.each([
    ['color', true],
    ['dark-blue', true],
    ['a1', true],
    ['42', true],
    ['a'.repeat(100), true],
    ['a'.repeat(101), false],
    ['', false],
    ['Color', false],
    ['dark_blue', false],
    ['-dark', false],
    ['dark-', false],
    ['dark--blue', false],
    ['dark blue', false],
    ['żółty', false],
    ['синий', false],
    ['red,blue', false],
    ['a=b', false],
  ])('isSlug(%j) is %s', (text, expected) => {
    expect(isSlug(text)).toBe(expected);
  });

  it('reserves page, search and sort', () => {
    expect(RESERVED_FILTER_KEYS).toEqual(['page', 'search', 'sort']);
  });

  it.each([
    ['color', true],
    ['price', true],
    ['screen-size', true],
    ['constructor', true],
    ['page', false],
    ['search', false],
    ['sort', false],
    ['Color', false],
    ['utm_source', false],
  ])('isFilterKey(%j) is %s', (key, expected) => {
    expect(isFilterKey(key)).toBe(expected);
  });

  it.each([
    ['orange', true],
    ['floor', true],
    ['color', true],
    ['xor', true],
    ['dark-blue', true],
    ['navy-orx', true],
    ['or', false],
    ['or-ange', false],
    ['navy-or', false],
    ['black-or-white', false],
    ['ore-or-else', false],
    ['navy-or-', false],
    ['Red', false],
  ])('isFilterValue(%j) is %s', (value, expected) => {
    expect(isFilterValue(value)).toBe(expected);
  });
});

describe('price', () => {
  it.each<[string, PriceRange | null]>([
    ['100-500', { min: 100, max: 500 }],
    ['0-0', { min: 0, max: 0 }],
    ['0-100', { min: 0, max: 100 }],
    ['250-250', { min: 250, max: 250 }],
    ['21474835-21474835', { min: 21_474_835, max: 21_474_835 }],
    // Past MAX_PRICE the query's minor units would overflow int4.
    ['0-21474836', null],
    ['0-21474837', null],
    ['21474837-999999999999', null],
    ['0-999999999999', null],
    ['500-100', null],
    ['100', null],
    ['100-', null],
    ['-100', null],
    ['-5-100', null],
    ['100-500-600', null],
    ['1.5-3', null],
    ['01-5', null],
    ['a-b', null],
    ['', null],
    ['100 - 500', null],
    ['1000000000000-1000000000001', null],
  ])('parsePriceValue(%j) -> %j', (raw, expected) => {
    expect(parsePriceValue(raw)).toEqual(expected);
  });

  it('formats min-max', () => {
    expect(formatPriceValue({ min: 100, max: 500 })).toBe('100-500');
    expect(formatPriceValue({ min: 0, max: 0 })).toBe('0-0');
  });

  it.each<PriceRange>([
    { min: 500, max: 100 },
    { min: -1, max: 5 },
    { min: 1.5, max: 3 },
    { min: Number.NaN, max: 1 },
    { min: 0, max: Number.POSITIVE_INFINITY },
    { min: 0, max: 1e13 },
    { min: 0, max: MAX_PRICE + 1 },
  ])('formatPriceValue throws on %j', (range) => {
    expect(() => formatPriceValue(range)).toThrow(RangeError);
  });

  it.each<[FilterInput, PriceRange | null]>([
    [{ price: ['100', '500'] }, { min: 100, max: 500 }],
    [{ color: ['red'] }, null],
    [{ price: ['100'] }, null],
    [{ price: ['500', '100'] }, null],
  ])('getPriceRange(%j) -> %j', (filters, expected) => {
    expect(getPriceRange(filters)).toEqual(expected);
  });
});

describe('normalizeFilters', () => {
  it.each<[FilterInput, Record<string, string[]>]>([
    [{}, {}],
    [{ color: [] }, {}],
    [{ color: [], size: ['m'] }, { size: ['m'] }],
    [
      { size: ['m', 'l', 'm'], color: ['red', 'dark-blue', 'red'] },
      { color: ['dark-blue', 'red'], size: ['l', 'm'] },
    ],
    [
      { price: ['100', '500'], brand: ['nike'], 'screen-size': ['15'] },
      { brand: ['nike'], price: ['100', '500'], 'screen-size': ['15'] },
    ],
    [{ price: ['0', '0'] }, { price: ['0', '0'] }],
    // Keys that are also names on Object.prototype are plain keys.
    [
      { constructor: ['x'], 'to-string': ['y'] },
      { constructor: ['x'], 'to-string': ['y'] },
    ],
    // An empty list of an invalid key is dropped before it is checked.
    [{ Color: [] }, {}],
  ])('%j -> %j', (input, expected) => {
    expectCanonical(normalizeFilters(input), expected);
  });

  it.each<FilterInput>([
    { Color: ['red'] },
    { page: ['2'] },
    { search: ['x'] },
    { sort: ['price'] },
    { color: ['Red'] },
    { color: ['black-or-white'] },
    { color: [''] },
    { price: ['100'] },
    { price: ['500', '100'] },
    { price: ['100', '500', '600'] },
    { price: ['01', '5'] },
    { price: ['a', 'b'] },
  ])('throws on %j', (input) => {
    expect(() => normalizeFilters(input)).toThrow(RangeError);
  });

  it('answers undefined for keys it does not hold, even Object.prototype names', () => {
    const filters = normalizeFilters({ color: ['red'] });
    expect(filters['constructor']).toBeUndefined();
    expect(filters['color']).toEqual(['red']);
  });

  it('does not change its input', () => {
    const input = { size: ['m', 'l'], color: ['red'] };
    normalizeFilters(input);
    expect(input).toEqual({ size: ['m', 'l'], color: ['red'] });
    expect(Object.keys(input)).toEqual(['size', 'color']);
  });
});

describe('toggleFilterValue', () => {
  it.each<[FilterInput, string, string, Record<string, string[]>]>([
    [{}, 'color', 'red', { color: ['red'] }],
    [{ color: ['red'] }, 'color', 'blue', { color: ['blue', 'red'] }],
    [{ color: ['red', 'blue'] }, 'color', 'red', { color: ['blue'] }],
    [{ color: ['red'], size: ['m'] }, 'color', 'red', { size: ['m'] }],
    [{ size: ['m'] }, 'color', 'dark-blue', { color: ['dark-blue'], size: ['m'] }],
    [{ price: ['1', '2'] }, 'color', 'red', { color: ['red'], price: ['1', '2'] }],
    [{}, 'constructor', 'x', { constructor: ['x'] }],
  ])('%j toggle %s=%s -> %j', (input, key, value, expected) => {
    expectCanonical(toggleFilterValue(input, key, value), expected);
  });

  it('returns a new object and leaves the input alone', () => {
    const input = { color: ['red'] };
    const output = toggleFilterValue(input, 'color', 'blue');
    expect(output).not.toBe(input);
    expect(input).toEqual({ color: ['red'] });
  });

  it('rejects price, invalid keys and invalid values', () => {
    expect(() => toggleFilterValue({}, 'price', '100')).toThrow(RangeError);
    expect(() => toggleFilterValue({}, 'page', '2')).toThrow(RangeError);
    expect(() => toggleFilterValue({}, 'color', 'Red')).toThrow(RangeError);
    expect(() => toggleFilterValue({}, 'color', 'red-or-blue')).toThrow(RangeError);
  });
});

describe('hasFilterValue', () => {
  it.each<[FilterInput, string, string, boolean]>([
    [{ color: ['red'] }, 'color', 'red', true],
    [{ color: ['red'] }, 'color', 'blue', false],
    [{ color: ['red'] }, 'size', 'red', false],
    [{}, 'constructor', 'x', false],
    [{ constructor: ['x'] }, 'constructor', 'x', true],
  ])('%j has %s=%s: %s', (filters, key, value, expected) => {
    expect(hasFilterValue(filters, key, value)).toBe(expected);
  });
});

describe('withoutFilter and withPriceRange', () => {
  it('removes one key, keeps the rest canonical', () => {
    const input = { size: ['m'], color: ['red'], brand: ['nike'] };
    expectCanonical(withoutFilter(input, 'color'), { brand: ['nike'], size: ['m'] });
    expectCanonical(withoutFilter(input, 'absent'), {
      brand: ['nike'],
      color: ['red'],
      size: ['m'],
    });
    expect(input).toEqual({ size: ['m'], color: ['red'], brand: ['nike'] });
  });

  it('sets, replaces and removes the price', () => {
    expectCanonical(withPriceRange({ color: ['red'] }, { min: 10, max: 20 }), {
      color: ['red'],
      price: ['10', '20'],
    });
    expectCanonical(withPriceRange({ price: ['1', '2'] }, { min: 0, max: 99 }), {
      price: ['0', '99'],
    });
    expectCanonical(withPriceRange({ price: ['1', '2'], size: ['m'] }, null), { size: ['m'] });
    expect(() => withPriceRange({}, { min: 20, max: 10 })).toThrow(RangeError);
  });
});
