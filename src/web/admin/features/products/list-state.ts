import { PRODUCT_SORTS, type ProductSort } from '#contracts/admin/products';

/**
 * What the products list shows, kept in the address (`/admin/products?search=lamp&published=false
 * &sort=-price&page=2`), so a reload, the back button and a shared link give the same list.
 * Parsing is forgiving: an unknown or broken value is dropped, never an error page.
 */

export type TriState = 'true' | 'false' | null;
/** Live products (null, the default), only the archive, or both. */
export type ArchivedView = 'true' | 'all' | null;

export interface ListState {
  search: string;
  categoryId: number | null;
  published: TriState;
  inStock: TriState;
  onSale: TriState;
  archived: ArchivedView;
  /** Published products lacking safety data (docs/rules.md#product-safety). */
  safetyMissing: boolean;
  sort: ProductSort | null;
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
  archived: null,
  safetyMissing: false,
  sort: null,
  page: 1,
  limit: DEFAULT_LIMIT,
};

// The API's bounds (contracts/admin/products.ts): search up to 100 characters, pages up to 10000.
const MAX_SEARCH = 100;

// eslint-disable-next-line no-control-regex -- the API refuses them (422); typing never makes them
const CONTROLS = /[\u0000-\u001f\u007f]/g;
/** A search text without control characters (a pasted tab or line break, a crafted address). */
export function withoutControls(text: string): string {
  return text.replace(CONTROLS, '');
}
const MAX_PAGE = 10_000;
const MAX_ID = 2 ** 31 - 1;

function positiveInt(text: string | null, max: number): number | null {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const n = Number(text);
  return n <= max ? n : null;
}

function tri(text: string | null): TriState {
  return text === 'true' || text === 'false' ? text : null;
}

function parseSort(text: string | null): ProductSort | null {
  return (PRODUCT_SORTS as readonly (string | null)[]).includes(text)
    ? (text as ProductSort)
    : null;
}

function archivedView(text: string | null): ArchivedView {
  return text === 'true' || text === 'all' ? text : null;
}

export function parseListState(params: URLSearchParams): ListState {
  const limit = positiveInt(params.get('limit'), 1000);
  return {
    search: withoutControls(params.get('search') ?? '')
      .trim()
      .slice(0, MAX_SEARCH),
    categoryId: positiveInt(params.get('category_id'), MAX_ID),
    published: tri(params.get('published')),
    inStock: tri(params.get('in_stock')),
    onSale: tri(params.get('on_sale')),
    archived: archivedView(params.get('archived')),
    safetyMissing: params.get('safety_missing') === 'true',
    sort: parseSort(params.get('sort')),
    page: positiveInt(params.get('page'), MAX_PAGE) ?? 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit ?? 0) ? limit! : DEFAULT_LIMIT,
  };
}

/**
 * The same names as the API's query (`search`, `category_id`, `page`, …), so the address and the call read alike.
 * Defaults are left out: the plain list is plain `/admin/products`.
 */
export function listStateToParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.categoryId !== null) params.set('category_id', String(state.categoryId));
  if (state.published) params.set('published', state.published);
  if (state.inStock) params.set('in_stock', state.inStock);
  if (state.onSale) params.set('on_sale', state.onSale);
  if (state.archived) params.set('archived', state.archived);
  if (state.safetyMissing) params.set('safety_missing', 'true');
  if (state.sort) params.set('sort', state.sort);
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

/**
 * A change to what is listed (search, a filter, the sort, the page size) starts at page 1 again:
 * page 7 of the old list means nothing in the new one.
 */
export function withChange(state: ListState, change: Partial<Omit<ListState, 'page'>>): ListState {
  return { ...state, ...change, page: 1 };
}

/** The sortable columns and the orders a click on their header goes through, in turn. */
export const SORT_CYCLES = {
  sku: ['sku'],
  title: ['title'],
  price: ['price_asc', 'price_desc'],
  stock: ['stock'],
  updated: ['updated_desc', 'updated_asc'],
} as const satisfies Record<string, readonly ProductSort[]>;
export type SortColumn = keyof typeof SORT_CYCLES;

const DESCENDING: ReadonlySet<ProductSort> = new Set([
  'price_desc',
  'updated_desc',
  'created_desc',
]);

/**
 * A header click: the column's first order, then its next one, then back to the server's
 * default order (the newest changes first).
 */
export function nextSort(current: ProductSort | null, column: SortColumn): ProductSort | null {
  const cycle: readonly ProductSort[] = SORT_CYCLES[column];
  const at = current ? cycle.indexOf(current) : -1;
  if (at === -1) return cycle[0] ?? null;
  return cycle[at + 1] ?? null;
}

/** How a column is sorted now, for its header's `aria-sort` and arrow. */
export function columnSort(current: ProductSort | null, column: SortColumn): 'asc' | 'desc' | null {
  if (!current || !(SORT_CYCLES[column] as readonly ProductSort[]).includes(current)) return null;
  return DESCENDING.has(current) ? 'desc' : 'asc';
}

export function hasFilters(state: ListState): boolean {
  return (
    state.search !== '' ||
    state.categoryId !== null ||
    state.published !== null ||
    state.inStock !== null ||
    state.onSale !== null ||
    state.archived !== null ||
    state.safetyMissing
  );
}

/** Two query strings name the same list (`?a=1` and `a=1`; the order of keys as written). */
export function sameQuery(a: string, b: string): boolean {
  return new URLSearchParams(a).toString() === new URLSearchParams(b).toString();
}

export function lastPage(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
