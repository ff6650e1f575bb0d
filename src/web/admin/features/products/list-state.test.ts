import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS } from '#contracts/admin/products';
import {
  EMPTY_LIST_STATE,
  PAGE_SIZES,
  columnSort,
  hasFilters,
  lastPage,
  listApiQuery,
  listStateToParams,
  nextSort,
  sameQuery,
  parseListState,
  withChange,
  type ListState,
} from './list-state';

const parse = (query: string) => parseListState(new URLSearchParams(query));

describe('parseListState', () => {
  it('reads every part of the address', () => {
    expect(
      parse(
        'search=lamp&category_id=12&published=false&in_stock=true&on_sale=true&archived=all&safety_missing=true&sort=price_desc&page=3&limit=100',
      ),
    ).toEqual({
      search: 'lamp',
      categoryId: 12,
      published: 'false',
      inStock: 'true',
      onSale: 'true',
      archived: 'all',
      safetyMissing: true,
      sort: 'price_desc',
      page: 3,
      limit: 100,
    });
  });

  it('gives the plain list for an empty address', () => {
    expect(parse('')).toEqual(EMPTY_LIST_STATE);
  });

  it.each([
    ['category_id=0', {}],
    ['category_id=abc', {}],
    ['category_id=99999999999', {}],
    ['published=yes', {}],
    ['sort=password', {}],
    ['sort=-price', {}],
    ['archived=false', {}],
    ['safety_missing=yes', {}],
    ['page=10001', {}],
    ['page=-2', {}],
    ['page=1.5', {}],
    ['limit=7', {}],
    ['search=%20%20', {}],
    ['search=%00%1F', {}],
  ])('drops a broken value: %s', (query, expected) => {
    expect(parse(query)).toEqual({ ...EMPTY_LIST_STATE, ...expected });
  });

  it('bounds the search text', () => {
    expect(parse(`search=${'a'.repeat(500)}`).search).toHaveLength(100);
  });
});

describe('listStateToParams', () => {
  it('leaves defaults out', () => {
    expect(listStateToParams(EMPTY_LIST_STATE).toString()).toBe('');
  });

  it('round-trips any state through the address', () => {
    const state = fc.record<ListState>({
      search: fc
        .string({ maxLength: 100 })
        .map((s) => s.trim())
        .filter((s) => !s.includes('\0')),
      categoryId: fc.option(fc.integer({ min: 1, max: 2 ** 31 - 1 }), { nil: null }),
      published: fc.constantFrom('true', 'false', null),
      inStock: fc.constantFrom('true', 'false', null),
      onSale: fc.constantFrom('true', 'false', null),
      archived: fc.constantFrom('true', 'all', null),
      safetyMissing: fc.boolean(),
      sort: fc.option(fc.constantFrom(...PRODUCT_SORTS), { nil: null }),
      page: fc.integer({ min: 1, max: 10_000 }),
      limit: fc.constantFrom(...PAGE_SIZES),
    });
    fc.assert(
      fc.property(state, (s) => {
        expect(parseListState(listStateToParams(s))).toEqual(s);
      }),
    );
  });
});

describe('listApiQuery', () => {
  it('always names the page size', () => {
    expect(listApiQuery(EMPTY_LIST_STATE)).toBe('limit=50');
    expect(listApiQuery({ ...EMPTY_LIST_STATE, search: 'ab c', page: 2 })).toBe(
      'search=ab+c&page=2&limit=50',
    );
  });
});

describe('list changes', () => {
  it('start at page 1 again', () => {
    const on7 = { ...EMPTY_LIST_STATE, page: 7 };
    expect(withChange(on7, { published: 'true' })).toMatchObject({ page: 1, published: 'true' });
  });

  it('cycle a header through its orders, then back to the default', () => {
    expect(nextSort(null, 'price')).toBe('price_asc');
    expect(nextSort('price_asc', 'price')).toBe('price_desc');
    expect(nextSort('price_desc', 'price')).toBeNull();
    expect(nextSort('price_desc', 'sku')).toBe('sku');
    expect(nextSort('sku', 'sku')).toBeNull();
    expect(nextSort(null, 'updated')).toBe('updated_desc');
  });

  it('tell each header how it is sorted', () => {
    expect(columnSort('price_desc', 'price')).toBe('desc');
    expect(columnSort('price_asc', 'price')).toBe('asc');
    expect(columnSort('price_asc', 'sku')).toBeNull();
    expect(columnSort('updated_desc', 'updated')).toBe('desc');
    expect(columnSort(null, 'title')).toBeNull();
  });

  it('know whether anything narrows the list', () => {
    expect(hasFilters(EMPTY_LIST_STATE)).toBe(false);
    expect(hasFilters({ ...EMPTY_LIST_STATE, sort: 'sku' })).toBe(false);
    expect(hasFilters({ ...EMPTY_LIST_STATE, archived: 'true' })).toBe(true);
    expect(hasFilters({ ...EMPTY_LIST_STATE, onSale: 'false' })).toBe(true);
  });

  it('tell two query strings of one list apart from others', () => {
    expect(sameQuery('?page=2&sort=sku', 'page=2&sort=sku')).toBe(true);
    expect(sameQuery('', '?')).toBe(true);
    expect(sameQuery('?page=2', '?page=3')).toBe(false);
  });

  it('count pages', () => {
    expect(lastPage(0, 50)).toBe(1);
    expect(lastPage(50, 50)).toBe(1);
    expect(lastPage(51, 50)).toBe(2);
  });
});
