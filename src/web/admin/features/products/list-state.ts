import { PRODUCT_SORT_KEYS, type ProductSortKey } from '../../../../contracts/admin/products';

/**
 * What the products list shows, kept in the address (`/admin/products?search=lamp&published=false
 * &sort=-price&page=2`), so a reload, the back button and a shared link give the same list.
 * Parsing is forgiving: an unknown or broken value is dropped, never an error page.
 */

export type TriState = 'true' | 'false' | null;
export interface ListSort {
  key: ProductSortKey;
  desc: boolean;
}

export interface ListState {
  search: string;
  categoryId: number | null;
  published: TriState;
  inStock: TriState;
  onSale: TriState;
  sort: ListSort | null;
  page: number;
  limit: number;
}

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_LIMIT = 50;

export const EMPTY_LIST_STATE: ListState = {
  search: '',
  categoryId: null,
  published: null,
  inStock: null,
  onSale: null,
  sort: null,
  page: 1,
  limit: DEFAULT_LIMIT,
};

const MAX_SEARCH = 200;
const MAX_ID = 2 ** 31 - 1;

function positiveInt(text: string | null, max: number): number | null {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const n = Number(text);
  return n <= max ? n : null;
}

function tri(text: string | null): TriState {
  return text === 'true' || text === 'false' ? text : null;
}

function parseSort(text: string | null): ListSort | null {
  if (!text) return null;
  const desc = text.startsWith('-');
  const key = desc ? text.slice(1) : text;
  return (PRODUCT_SORT_KEYS as readonly string[]).includes(key)
    ? { key: key as ProductSortKey, desc }
    : null;
}

export function parseListState(params: URLSearchParams): ListState {
  const limit = positiveInt(params.get('limit'), 1000);
  return {
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH),
    categoryId: positiveInt(params.get('category_id'), MAX_ID),
    published: tri(params.get('published')),
    inStock: tri(params.get('in_stock')),
    onSale: tri(params.get('on_sale')),
    sort: parseSort(params.get('sort')),
    page: positiveInt(params.get('page'), 1_000_000) ?? 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit ?? 0) ? limit! : DEFAULT_LIMIT,
  };
}

/**
 * The same names as the API's query (CONTRACT.md), so the address and the call read alike.
 * Defaults are left out: the plain list is plain `/admin/products`.
 */
export function listStateToParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.categoryId !== null) params.set('category_id', String(state.categoryId));
  if (state.published) params.set('published', state.published);
  if (state.inStock) params.set('in_stock', state.inStock);
  if (state.onSale) params.set('on_sale', state.onSale);
  if (state.sort) params.set('sort', sortText(state.sort));
  if (state.page > 1) params.set('page', String(state.page));
  if (state.limit !== DEFAULT_LIMIT) params.set('limit', String(state.limit));
  return params;
}

/** The API call's query string: the address's, with the page size always named. */
export function listApiQuery(state: ListState): string {
  const params = listStateToParams(state);
  params.set('limit', String(state.limit));
  return params.toString();
}

export function sortText(sort: ListSort): string {
  return `${sort.desc ? '-' : ''}${sort.key}`;
}

/**
 * A change to what is listed (search, a filter, the sort, the page size) starts at page 1 again:
 * page 7 of the old list means nothing in the new one.
 */
export function withChange(state: ListState, change: Partial<Omit<ListState, 'page'>>): ListState {
  return { ...state, ...change, page: 1 };
}

/** A header click: ascending, then descending, then back to the server's default order. */
export function nextSort(current: ListSort | null, key: ProductSortKey): ListSort | null {
  if (!current || current.key !== key) return { key, desc: false };
  return current.desc ? null : { key, desc: true };
}

export function hasFilters(state: ListState): boolean {
  return (
    state.search !== '' ||
    state.categoryId !== null ||
    state.published !== null ||
    state.inStock !== null ||
    state.onSale !== null
  );
}

export function lastPage(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
