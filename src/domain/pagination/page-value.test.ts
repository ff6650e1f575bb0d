import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_PAGE,
  rangeLength,
  formatPageValue,
  isValidPage,
  parsePageValue,
  toPageRange,
  type PageRange,
} from './page-value';

describe('parsePageValue', () => {
  it.each<[unknown, PageRange]>([
    ['1', { first: 1, last: 1 }],
    ['3', { first: 3, last: 3 }],
    ['42', { first: 42, last: 42 }],
    ['2-4', { first: 2, last: 4 }],
    ['1-20', { first: 1, last: 20 }],
    ['3-3', { first: 3, last: 3 }],
    ['1000000', { first: MAX_PAGE, last: MAX_PAGE }],
    ['999999-1000000', { first: 999_999, last: MAX_PAGE }],
    [7, { first: 7, last: 7 }],
  ])('parses %j', (raw, expected) => {
    expect(parsePageValue(raw)).toEqual(expected);
  });

  it.each<unknown>([
    '',
    ' ',
    'abc',
    '3abc',
    'abc3',
    '0',
    '-1',
    '-3',
    '+3',
    '03',
    '1.5',
    '1e2',
    '0x10',
    ' 3',
    '3 ',
    '4-2',
    '2-',
    '-2',
    '-2-4',
    '2--4',
    '2-4-6',
    '0-3',
    '2-0',
    '2 - 4',
    '1000001',
    '10000000',
    '1-1000001',
    '99999999999999999999',
    'Infinity',
    'NaN',
    '３', // full-width digit: `Number` would not accept it, but make sure the regex does not either
    0,
    -1,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    MAX_PAGE + 1,
    null,
    undefined,
    {},
    [],
    ['3'],
    true,
  ])('rejects %j', (raw) => {
    expect(parsePageValue(raw)).toBeNull();
  });
});

describe('formatPageValue', () => {
  it.each<[number | PageRange, string]>([
    [1, '1'],
    [3, '3'],
    [{ first: 3, last: 3 }, '3'],
    [{ first: 2, last: 4 }, '2-4'],
    [{ first: 1, last: 20 }, '1-20'],
  ])('formats %j as %s', (page, expected) => {
    expect(formatPageValue(page)).toBe(expected);
  });

  it.each<number | PageRange>([
    0,
    -1,
    1.5,
    Number.NaN,
    MAX_PAGE + 1,
    { first: 4, last: 2 },
    { first: 0, last: 2 },
    { first: 1, last: 2.5 },
  ])('throws on %j', (page) => {
    expect(() => formatPageValue(page)).toThrow(RangeError);
  });
});

describe('toPageRange', () => {
  it('turns a number into a one-page range and copies a range', () => {
    expect(toPageRange(5)).toEqual({ first: 5, last: 5 });
    const range = { first: 2, last: 4 };
    const copy = toPageRange(range);
    expect(copy).toEqual(range);
    expect(copy).not.toBe(range);
  });
});

describe('isValidPage', () => {
  it.each([
    [1, true],
    [MAX_PAGE, true],
    [0, false],
    [MAX_PAGE + 1, false],
    [2.5, false],
    ['2', false],
  ])('%j -> %s', (value, expected) => {
    expect(isValidPage(value)).toBe(expected);
  });
});

describe('properties', () => {
  const page = fc.integer({ min: 1, max: MAX_PAGE });
  const range = fc
    .tuple(page, page)
    .map(([a, b]): PageRange => ({ first: Math.min(a, b), last: Math.max(a, b) }));

  it('parse(format(range)) returns the range', () => {
    fc.assert(
      fc.property(range, (r) => {
        expect(parsePageValue(formatPageValue(r))).toEqual(r);
      }),
    );
  });

  // `n-n` is accepted as page n and written `n`; every other accepted string is already canonical,
  // so a route can redirect when format(parse(raw)) !== raw.
  const canonical = (s: string) => s.replace(/^([0-9]+)-\1$/, '$1');

  it('format(parse(s)) is s for every accepted string, except `n-n` which becomes `n`', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (s) => {
        const parsed = parsePageValue(s);
        if (parsed) expect(formatPageValue(parsed)).toBe(canonical(s));
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,8}(-[0-9]{1,8})?$/), (s) => {
        const parsed = parsePageValue(s);
        if (parsed) expect(formatPageValue(parsed)).toBe(canonical(s));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PAGE }), (n) => {
        expect(formatPageValue(parsePageValue(`${n}-${n}`)!)).toBe(`${n}`);
      }),
    );
  });

  it('every parsed value is a valid range within 1..MAX_PAGE', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?[0-9]{1,8}(-[0-9]{0,8})?$/), (s) => {
        const parsed = parsePageValue(s);
        if (parsed) {
          expect(parsed.first).toBeGreaterThanOrEqual(1);
          expect(parsed.last).toBeLessThanOrEqual(MAX_PAGE);
          expect(parsed.first).toBeLessThanOrEqual(parsed.last);
        }
      }),
    );
  });
});

describe('rangeLength', () => {
  it('counts the pages of a range', () => {
    expect(rangeLength({ first: 1, last: 1 })).toBe(1);
    expect(rangeLength({ first: 2, last: 4 })).toBe(3);
  });
});
