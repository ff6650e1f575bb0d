import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PATH_VALUE_SEPARATOR,
  QUERY_VALUE_SEPARATOR,
  buildFilterPath,
  buildFilterQuery,
  filterHref,
  parseFilterPath,
  parseFilterQuery,
  toggleFilterValue,
  type FilterInput,
} from './filter-address';
import { isFilterKey, isFilterValue, normalizeFilters } from './filter-set';
import { listingHref, readListingAddress, splatSegments } from '../listing/listing-address';
import { SORT_KEYS } from '../listing/sort';
import { MAX_PAGE_RANGE } from '../pagination/page-value';

function expectCanonical(
  actual: unknown,
  expected: Readonly<Record<string, readonly string[]>> | null,
) {
  expect(actual).toEqual(expected);
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
}

it('uses -or- in paths and a comma in queries (docs/rules.md#listing-addresses)', () => {
  expect(PATH_VALUE_SEPARATOR).toBe('-or-');
  expect(QUERY_VALUE_SEPARATOR).toBe(',');
});

describe('buildFilterPath', () => {
  it.each<[string, FilterInput, string]>([
    ['/pl/catalog/shoes', {}, '/pl/catalog/shoes'],
    ['/pl/catalog/shoes/', {}, '/pl/catalog/shoes'],
    ['/pl/catalog/shoes?', {}, '/pl/catalog/shoes'],
    ['/pl/catalog/shoes/?', {}, '/pl/catalog/shoes'],
    ['/pl/catalog/shoes', { color: ['red'] }, '/pl/catalog/shoes/color=red'],
    ['/pl/catalog/shoes/', { color: ['red'] }, '/pl/catalog/shoes/color=red'],
    ['/pl/catalog/shoes?', { color: ['red'] }, '/pl/catalog/shoes/color=red'],
    [
      '/pl/catalog/shoes',
      { size: ['42', '40'], color: ['red', 'dark-blue'], price: ['100', '500'] },
      '/pl/catalog/shoes/color=dark-blue-or-red/price=100-500/size=40-or-42',
    ],
    ['/pl/sales', { color: [], size: ['m'] }, '/pl/sales/size=m'],
    ['/pl/sales', { color: [] }, '/pl/sales'],
    ['/pl/sales/shoes', { color: ['red', 'red'] }, '/pl/sales/shoes/color=red'],
    [
      '/pl/sales/shoes',
      { color: ['orange', 'floor-lamp'] },
      '/pl/sales/shoes/color=floor-lamp-or-orange',
    ],
    ['/', { color: ['red'] }, '/color=red'],
    ['/', {}, '/'],
    ['/pl/sales/shoes?ref=mail', { color: ['red'] }, '/pl/sales/shoes/color=red?ref=mail'],
    ['/pl/sales/shoes/?ref=mail', { color: ['red'] }, '/pl/sales/shoes/color=red?ref=mail'],
    ['/pl/sales/shoes#top', { color: ['red'] }, '/pl/sales/shoes/color=red'],
  ])('%s + %j -> %s', (base, filters, expected) => {
    expect(buildFilterPath(base, filters)).toBe(expected);
    expect(filterHref({ style: 'path', base, filters })).toBe(expected);
  });

  it.each<FilterInput>([
    { color: ['black-or-white'] },
    { color: ['Red'] },
    { page: ['2'] },
    { price: ['100'] },
    { price: ['500', '100'] },
  ])('throws on %j', (filters) => {
    expect(() => buildFilterPath('/pl/sales', filters)).toThrow(RangeError);
  });
});

describe('buildFilterQuery and filterHref, query style', () => {
  it.each<[FilterInput, string]>([
    [{}, ''],
    [{ color: [] }, ''],
    [{ color: ['red'] }, 'color=red'],
    [{ color: ['red', 'dark-blue'], brand: ['nike'] }, 'brand=nike&color=dark-blue,red'],
    [{ price: ['100', '500'], color: ['red'] }, 'color=red&price=100-500'],
    [{ size: ['m', 'l', 'm'] }, 'size=l,m'],
  ])('buildFilterQuery(%j) -> %j', (filters, expected) => {
    expect(buildFilterQuery(filters)).toBe(expected);
  });

  it.each<[string, FilterInput, string]>([
    ['/pl/search?search=abc', { color: ['red'] }, '/pl/search?search=abc&color=red'],
    ['/pl/search?search=abc&', { color: ['red'] }, '/pl/search?search=abc&color=red'],
    ['/pl/search?search=abc', {}, '/pl/search?search=abc'],
    ['/pl/search?', { color: ['red'] }, '/pl/search?color=red'],
    ['/pl/search?', {}, '/pl/search'],
    ['/pl/search/', { color: ['red'] }, '/pl/search?color=red'],
    [
      '/pl/search',
      { color: ['red', 'blue'], price: ['0', '50'] },
      '/pl/search?color=blue,red&price=0-50',
    ],
    [
      '/ru/search?search=%D0%BA%D1%80%D0%B0%D1%81%D0%BD%D1%8B%D0%B9',
      { color: ['red'] },
      '/ru/search?search=%D0%BA%D1%80%D0%B0%D1%81%D0%BD%D1%8B%D0%B9&color=red',
    ],
    ['/pl/search?search=a%20%26%20b', { size: ['m'] }, '/pl/search?search=a%20%26%20b&size=m'],
    ['/pl/search?search=abc#results', { size: ['m'] }, '/pl/search?search=abc&size=m'],
  ])('filterHref(%s, %j) -> %s', (base, filters, expected) => {
    expect(filterHref({ style: 'query', base, filters })).toBe(expected);
  });
});

describe('parseFilterPath', () => {
  it.each<[string[], Record<string, string[]>]>([
    [[], {}],
    [[''], {}],
    [['color=red'], { color: ['red'] }],
    [['color=red', ''], { color: ['red'] }],
    [['color=dark-blue-or-red'], { color: ['dark-blue', 'red'] }],
    [['color=red-or-dark-blue'], { color: ['dark-blue', 'red'] }],
    [['color=orange-or-floor-lamp'], { color: ['floor-lamp', 'orange'] }],
    [['color=xor-or-navy-orx'], { color: ['navy-orx', 'xor'] }],
    [['color=red-or-red'], { color: ['red'] }],
    [['price=100-500'], { price: ['100', '500'] }],
    [['size=m', 'color=red'], { color: ['red'], size: ['m'] }],
    [['color=red', 'color=blue'], { color: ['blue', 'red'] }],
    [['constructor=x'], { constructor: ['x'] }],
  ])('%j -> %j', (segments, expected) => {
    expectCanonical(parseFilterPath(segments), expected);
  });

  it.each<string[]>([
    ['color'],
    ['color='],
    ['=red'],
    ['Color=red'],
    ['color=Red'],
    ['color=red-or-'],
    ['color=-or-red'],
    ['color=red-or-or-blue'],
    ['color=red-or--or-blue'],
    ['color=red,blue'],
    ['color=red%20blue'],
    ['color=a=b'],
    ['price=100'],
    ['price=500-100'],
    ['price=100-500-or-1-2'],
    ['price=100-500', 'price=1-2'],
    ['page=2'],
    ['search=abc'],
    ['sort=price'],
    ['color=red', 'junk'],
  ])('%j is not a filter path (null)', (...segments) => {
    expect(parseFilterPath(segments)).toBeNull();
  });
});

describe('parseFilterQuery', () => {
  it.each<[string, Record<string, string[]>]>([
    ['', {}],
    ['search=abc&page=2&sort=price', {}],
    ['color=red,dark-blue', { color: ['dark-blue', 'red'] }],
    ['color=red&color=blue', { color: ['blue', 'red'] }],
    ['size=m&color=red', { color: ['red'], size: ['m'] }],
    ['color=red%2Cblue', { color: ['blue', 'red'] }],
    ['price=100-500', { price: ['100', '500'] }],
    ['price=100', {}],
    ['price=500-100', {}],
    ['price=bad&price=1-2', { price: ['1', '2'] }],
    ['price=1-2&price=3-4', { price: ['1', '2'] }],
    ['utm_source=newsletter&fbclid=IwAR0x&color=red', { color: ['red'] }],
    ['color=Red,blue', { color: ['blue'] }],
    ['color=black-or-white,red', { color: ['red'] }],
    ['color=', {}],
    ['color=red,,blue', { color: ['blue', 'red'] }],
    ['constructor=x', { constructor: ['x'] }],
  ])('%j -> %j', (query, expected) => {
    expectCanonical(parseFilterQuery(new URLSearchParams(query)), expected);
  });

  it('skips extra reserved names on top of page, search and sort', () => {
    const params = new URLSearchParams('ref=home&color=red&page=2');
    expectCanonical(parseFilterQuery(params), { color: ['red'], ref: ['home'] });
    expectCanonical(parseFilterQuery(params, { reserved: ['ref'] }), { color: ['red'] });
    expectCanonical(parseFilterQuery(new URLSearchParams('page=2'), { reserved: [] }), {});
  });
});

describe('properties', () => {
  // Words chosen to put `or` next to separators: the unambiguity rule is what is under test.
  const word = fc.constantFrom(
    'or',
    'orx',
    'xor',
    'o',
    'r',
    'dark',
    'blue',
    'navy',
    'floor',
    '1',
    '42',
  );
  const value = fc
    .oneof(
      fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join('-')),
      fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,6}){0,2}$/),
    )
    .filter(isFilterValue);
  const key = fc
    .oneof(
      fc.constantFrom('color', 'size', 'brand', 'screen-size', 'constructor', 'to-string'),
      fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8})?$/),
    )
    .filter((k) => isFilterKey(k) && k !== 'price');
  const price = fc
    .tuple(fc.nat({ max: 1_000_000 }), fc.nat({ max: 1_000_000 }))
    .map(([a, b]) => [String(Math.min(a, b)), String(Math.max(a, b))]);
  const filters: fc.Arbitrary<Record<string, string[]>> = fc
    .tuple(
      fc.dictionary(key, fc.array(value, { maxLength: 4 }), { maxKeys: 5 }),
      fc.option(price, { nil: undefined }),
    )
    .map(([attributes, p]) => (p ? { ...attributes, price: p } : { ...attributes }));

  const base = '/pl/catalog/shoes';
  const segmentsOf = (path: string) => path.slice(base.length).split('/');

  it('path style: parse(build(x)) is normalize(x)', () => {
    fc.assert(
      fc.property(filters, (x) => {
        expectCanonical(parseFilterPath(segmentsOf(buildFilterPath(base, x))), {
          ...normalizeFilters(x),
        });
      }),
    );
  });

  it('query style: parse(build(x)) is normalize(x)', () => {
    fc.assert(
      fc.property(filters, (x) => {
        const parsed = parseFilterQuery(new URLSearchParams(buildFilterQuery(x)));
        expectCanonical(parsed, { ...normalizeFilters(x) });
      }),
    );
  });

  it('equivalent filter sets make one address (order and duplicates do not matter)', () => {
    fc.assert(
      fc.property(filters, (x) => {
        const shuffled = Object.fromEntries(
          Object.entries(x)
            .reverse()
            .map(([k, v]) => [k, k === 'price' ? v : [...v, ...v].reverse()]),
        );
        expect(buildFilterPath(base, shuffled)).toBe(buildFilterPath(base, x));
        expect(buildFilterQuery(shuffled)).toBe(buildFilterQuery(x));
      }),
    );
  });

  it('toggling a value twice gives the canonical original back', () => {
    fc.assert(
      fc.property(filters, key, value, (x, k, v) => {
        const once = toggleFilterValue(x, k, v);
        // Removing a key's only value drops the key: no list is "not included" too.
        expect(once[k]?.includes(v) ?? false).toBe(!normalizeFilters(x)[k]?.includes(v));
        expectCanonical(toggleFilterValue(once, k, v), { ...normalizeFilters(x) });
      }),
    );
  });

  it('listing addresses: reading listingHref(x) gives x back, in both styles', () => {
    const page = fc
      .tuple(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: MAX_PAGE_RANGE - 1 }))
      .map(([first, extra]) => ({ first, last: first + extra }));
    const location = fc.record({
      style: fc.constantFrom('path' as const, 'query' as const),
      filters,
      search: fc.option(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }), {
        nil: undefined,
      }),
      sort: fc.option(fc.constantFrom(...SORT_KEYS), { nil: undefined }),
      page: fc.option(page, { nil: undefined }),
    });
    fc.assert(
      fc.property(location, (x) => {
        const route = x.style === 'path' ? base : '/pl/search';
        const url = new URL(listingHref({ ...x, route }), 'http://shop');
        const read = readListingAddress({
          route,
          style: x.style,
          segments: splatSegments(url.pathname.slice(route.length)),
          query: url.searchParams,
        });
        expect(read).toEqual({
          kind: 'listing',
          location: {
            route,
            style: x.style,
            filters: { ...normalizeFilters(x.filters) },
            page: x.page ?? { first: 1, last: 1 },
            ...(x.search ? { search: x.search } : {}),
            ...(x.sort ? { sort: x.sort } : {}),
          },
          sort: x.sort ?? 'relevance',
        });
      }),
    );
  });

  it('parsers never throw on arbitrary input and return canonical filters', () => {
    const anySegment = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.stringMatching(/^[a-z=,-]{0,20}$/),
    );
    fc.assert(
      fc.property(fc.array(anySegment, { maxLength: 4 }), (segments) => {
        const parsed = parseFilterPath(segments);
        if (parsed) expectCanonical(parsed, { ...normalizeFilters(parsed) });
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (query) => {
        const parsed = parseFilterQuery(new URLSearchParams(query));
        expectCanonical(parsed, { ...normalizeFilters(parsed) });
        expectCanonical(parseFilterQuery(new URLSearchParams(buildFilterQuery(parsed))), {
          ...parsed,
        });
      }),
    );
  });
});
