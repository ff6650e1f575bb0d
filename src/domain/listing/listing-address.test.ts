import { describe, expect, it } from 'vitest';
import type { FilterAddressStyle } from '../filters/filter-address';
import {
  formRedirect,
  listingHref,
  listingQuery,
  readListingAddress,
  splatSegments,
  splitSalesPath,
  type ListingLocation,
} from './listing-address';

const CATALOG = '/pl/catalog/lamps';
const SEARCH = '/pl/search';

describe('listingHref', () => {
  it.each<[ListingLocation, string]>([
    [{ route: CATALOG, style: 'path', filters: {} }, CATALOG],
    [{ route: `${CATALOG}/`, style: 'path', filters: {} }, CATALOG],
    [
      { route: CATALOG, style: 'path', filters: { size: ['m'], color: ['red', 'dark-blue'] } },
      `${CATALOG}/color=dark-blue-or-red/size=m`,
    ],
    [
      { route: CATALOG, style: 'path', filters: { price: ['100', '500'] }, page: 3 },
      `${CATALOG}/price=100-500?page=3`,
    ],
    [
      {
        route: CATALOG,
        style: 'path',
        filters: {},
        sort: 'price-asc',
        page: { first: 1, last: 3 },
      },
      `${CATALOG}?sort=price-asc&page=1-3`,
    ],
    [{ route: CATALOG, style: 'path', filters: {}, page: 1 }, CATALOG],
    [{ route: CATALOG, style: 'path', filters: {}, page: { first: 1, last: 1 } }, CATALOG],
    [
      { route: SEARCH, style: 'query', filters: { color: ['red', 'blue'] }, search: 'lampa' },
      `${SEARCH}?color=blue,red&search=lampa`,
    ],
    [
      { route: SEARCH, style: 'query', filters: {}, search: 'a & b', sort: 'name', page: 2 },
      `${SEARCH}?search=a+%26+b&sort=name&page=2`,
    ],
    [{ route: SEARCH, style: 'query', filters: {}, search: '' }, SEARCH],
    [
      { route: '/pl/sales/lamps', style: 'path', filters: { color: ['red'] }, search: 'x' },
      '/pl/sales/lamps/color=red?search=x',
    ],
  ])('%j -> %s', (location, expected) => {
    expect(listingHref(location)).toBe(expected);
  });
});

describe('listingQuery (the JSON calls)', () => {
  it.each<[Omit<ListingLocation, 'route' | 'style'>, Record<string, string>]>([
    [{ filters: {} }, {}],
    [{ filters: {}, page: 2 }, { page: '2' }],
    [
      {
        filters: { color: ['red', 'blue'], price: ['1', '9'] },
        search: 'lampa',
        sort: 'name',
        page: 4,
      },
      { color: 'blue,red', price: '1-9', search: 'lampa', sort: 'name', page: '4' },
    ],
    [
      { filters: { size: ['m'] }, search: 'a b' },
      { size: 'm', search: 'a b' },
    ],
  ])('%j -> %j', (location, expected) => {
    expect(listingQuery(location)).toEqual(expected);
  });
});

/** The decision for an address, as one line: `keep <canonical address>`, `redirect <to>` or 404. */
function decide(style: FilterAddressStyle, address: string, bounds = { min: 10, max: 900 }) {
  const url = new URL(address, 'http://shop');
  const route = style === 'path' ? CATALOG : SEARCH;
  const request = {
    route,
    style,
    segments: splatSegments(url.pathname.slice(route.length)),
    query: url.searchParams,
  };
  const read = readListingAddress(request);
  if (read.kind === 'not-found') return '404';
  if (read.kind === 'form') return `redirect ${formRedirect(request, bounds)}`;
  return `keep ${listingHref(read.location)} (${read.sort})`;
}

describe('readListingAddress: keep, redirect or 404', () => {
  it.each<[FilterAddressStyle, string, string]>([
    // Kept: the address is read as it stands.
    ['path', CATALOG, `keep ${CATALOG} (relevance)`],
    ['path', `${CATALOG}?page=2`, `keep ${CATALOG}?page=2 (relevance)`],
    ['path', `${CATALOG}?page=1`, `keep ${CATALOG} (relevance)`],
    ['path', `${CATALOG}?page=2-4`, `keep ${CATALOG}?page=2-4 (relevance)`],
    ['path', `${CATALOG}?page=1-10`, `keep ${CATALOG}?page=1-10 (relevance)`],
    [
      'path',
      `${CATALOG}/color=red-or-dark-blue/price=1-9?sort=name&page=3`,
      `keep ${CATALOG}/color=dark-blue-or-red/price=1-9?sort=name&page=3 (name)`,
    ],
    ['path', `${CATALOG}/color=red/?page=2`, `keep ${CATALOG}/color=red?page=2 (relevance)`],
    ['path', `${CATALOG}?search=lampa`, `keep ${CATALOG}?search=lampa (relevance)`],
    // An unknown sort lists by the default, and the listing's links leave it out.
    ['path', `${CATALOG}?sort=cheapest`, `keep ${CATALOG} (relevance)`],
    ['query', `${SEARCH}?search=lampa`, `keep ${SEARCH}?search=lampa (relevance)`],
    [
      'query',
      `${SEARCH}?search=lampa&color=red,blue&sort=price-desc&page=2`,
      `keep ${SEARCH}?color=blue,red&search=lampa&sort=price-desc&page=2 (price-desc)`,
    ],
    // Query style reads leniently: what is not a filter (tracking, a bad value) is skipped.
    [
      'query',
      `${SEARCH}?search=x&utm_source=mail&color=Red`,
      `keep ${SEARCH}?search=x (relevance)`,
    ],
    ['query', `${SEARCH}?search=x&price=9-1`, `keep ${SEARCH}?search=x (relevance)`],
    // 404: a page that is not a page, too long a range, a path segment that is not a filter.
    ['path', `${CATALOG}?page=0`, '404'],
    ['path', `${CATALOG}?page=`, '404'],
    ['path', `${CATALOG}?page=abc`, '404'],
    ['path', `${CATALOG}?page=4-2`, '404'],
    ['path', `${CATALOG}?page=1-11`, '404'],
    ['query', `${SEARCH}?search=x&page=1-11`, '404'],
    ['path', `${CATALOG}/junk`, '404'],
    ['path', `${CATALOG}/color=Red`, '404'],
    ['path', `${CATALOG}/price=100`, '404'],
    ['path', `${CATALOG}/junk?price_min=5`, '404'],
    ['path', `${CATALOG}/price=0-999999999999`, '404'],
    // Redirect: a filter form sent without JavaScript goes to its filter address, page 1.
    ['path', `${CATALOG}?color=red&color=blue`, `redirect ${CATALOG}/color=blue-or-red`],
    [
      'path',
      `${CATALOG}/size=m?color=red&sort=name&page=3`,
      `redirect ${CATALOG}/color=red?sort=name`,
    ],
    ['path', `${CATALOG}?price_min=100`, `redirect ${CATALOG}/price=100-900`],
    ['path', `${CATALOG}?price_max=50&search=x`, `redirect ${CATALOG}/price=0-50?search=x`],
    ['path', `${CATALOG}?price_min=0&price_max=5000`, `redirect ${CATALOG}`],
    ['path', `${CATALOG}?price_min=&price_max=`, `redirect ${CATALOG}`],
    ['path', `${CATALOG}?utm_source=mail`, `redirect ${CATALOG}`],
    ['path', `${CATALOG}?price_min=999999999999`, `redirect ${CATALOG}/price=21474835-21474835`],
    [
      'query',
      `${SEARCH}?search=x&color=red&color=blue`,
      `redirect ${SEARCH}?color=blue,red&search=x`,
    ],
    [
      'query',
      `${SEARCH}?search=x&price_min=20&price_max=30`,
      `redirect ${SEARCH}?price=20-30&search=x`,
    ],
    ['query', `${SEARCH}?search=a&search=b`, `redirect ${SEARCH}?search=a`],
  ])('%s %s -> %s', (style, address, expected) => {
    expect(decide(style, address)).toBe(expected);
  });

  it('closes an open price end without bounds from the price typed', () => {
    const query = new URLSearchParams('price_min=100');
    expect(formRedirect({ route: CATALOG, style: 'path', query })).toBe(`${CATALOG}/price=100-100`);
  });
});

describe('route splats', () => {
  it.each<[string | undefined, string[]]>([
    [undefined, []],
    ['', []],
    ['color=red', ['color=red']],
    ['color=red/', ['color=red']],
    ['lamps//color=red', ['lamps', 'color=red']],
  ])('splatSegments(%j) -> %j', (splat, expected) => {
    expect(splatSegments(splat)).toEqual(expected);
  });

  it.each<[string[], ReturnType<typeof splitSalesPath>]>([
    [[], { category: null, filters: [] }],
    [['lamps'], { category: 'lamps', filters: [] }],
    [['lamps', 'color=red'], { category: 'lamps', filters: ['color=red'] }],
    [['color=red', 'size=m'], { category: null, filters: ['color=red', 'size=m'] }],
    [['price=1-2'], { category: null, filters: ['price=1-2'] }],
  ])('splitSalesPath(%j) -> %j', (segments, expected) => {
    expect(splitSalesPath(segments)).toEqual(expected);
  });
});
