import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_SORT_KEYS } from '../../../../contracts/admin/products';
import {
  EMPTY_LIST_STATE,
  PAGE_SIZES,
  hasFilters,
  lastPage,
  listApiQuery,
  listStateToParams,
  nextSort,
  parseListState,
  withChange,
  type ListState,
} from './list-state';

const parse = (query: string) => parseListState(new URLSearchParams(query));

describe('parseListState', () => {
  it('reads every part of the address', () => {
    expect(
      parse(
        'search=lamp&category_id=12&published=false&in_stock=true&on_sale=true&sort=-price&page=3&limit=100',
      ),
    ).toEqual({
      search: 'lamp',
      categoryId: 12,
      published: 'false',
      inStock: 'true',
      onSale: 'true',
      sort: { key: 'price', desc: true },
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
    ['sort=--price', {}],
    ['page=-2', {}],
    ['page=1.5', {}],
    ['limit=7', {}],
    ['search=%20%20', {}],
  ])('drops a broken value: %s', (query, expected) => {
    expect(parse(query)).toEqual({ ...EMPTY_LIST_STATE, ...expected });
  });

  it('bounds the search text', () => {
    expect(parse(`search=${'a'.repeat(500)}`).search).toHaveLength(200);
  });
});

describe('listStateToParams', () => {
  it('leaves defaults out', () => {
    expect(listStateToParams(EMPTY_LIST_STATE).toString()).toBe('');
  });

  it('round-trips any state through the address', () => {
    const state = fc.record<ListState>({
      search: fc
        .string({ maxLength: 40 })
        .map((s) => s.trim())
        .filter((s) => !s.includes('\0')),
      categoryId: fc.option(fc.integer({ min: 1, max: 2 ** 31 - 1 }), { nil: null }),
      published: fc.constantFrom('true', 'false', null),
      inStock: fc.constantFrom('true', 'false', null),
      onSale: fc.constantFrom('true', 'false', null),
      sort: fc.option(
        fc.record({ key: fc.constantFrom(...PRODUCT_SORT_KEYS), desc: fc.boolean() }),
        { nil: null },
      ),
      page: fc.integer({ min: 1, max: 1_000_000 }),
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

  it('cycle a header: ascending, descending, none', () => {
    const asc = nextSort(null, 'price');
    expect(asc).toEqual({ key: 'price', desc: false });
    const desc = nextSort(asc, 'price');
    expect(desc).toEqual({ key: 'price', desc: true });
    expect(nextSort(desc, 'price')).toBeNull();
    expect(nextSort(desc, 'sku')).toEqual({ key: 'sku', desc: false });
  });

  it('know whether anything narrows the list', () => {
    expect(hasFilters(EMPTY_LIST_STATE)).toBe(false);
    expect(hasFilters({ ...EMPTY_LIST_STATE, sort: { key: 'sku', desc: false } })).toBe(false);
    expect(hasFilters({ ...EMPTY_LIST_STATE, onSale: 'false' })).toBe(true);
  });

  it('count pages', () => {
    expect(lastPage(0, 50)).toBe(1);
    expect(lastPage(50, 50)).toBe(1);
    expect(lastPage(51, 50)).toBe(2);
  });
});
