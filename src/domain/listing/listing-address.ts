/**
 * A product listing's address (docs/rules.md#listing-addresses): the listing's route, its
 * filters (path style for the catalogue and sales, query style for search), the kept search and
 * sort, and the page. `listingHref` is the one builder of these addresses and
 * `readListingAddress` the one reader, so every link a listing draws opens the listing it names.
 */
import {
  buildFilterQuery,
  filterHref,
  parseFilterPath,
  parseFilterQuery,
  type FilterAddressStyle,
  type FilterInput,
  type Filters,
} from '../filters/filter-address';
import {
  PRICE_MAX_FIELD,
  PRICE_MIN_FIELD,
  filtersFromForm,
  hasFormFilters,
} from '../filters/filter-form';
import type { PriceRange } from '../filters/filter-set';
import { PAGE_PARAM, pageHref } from '../pagination/page-address';
import {
  MAX_PAGE_RANGE,
  formatPageValue,
  parsePageValue,
  rangeLength,
  type PageRange,
} from '../pagination/page-value';
import { isSortKey, parseSort, type SortKey } from './sort';

/** Parameters that are not filters and survive a filter change, in the order addresses write them. */
export const KEPT_PARAMS = ['search', 'sort'] as const;

export interface ListingLocation {
  /** The listing without filters or parameters (`filter_discard`): `/pl/catalog/lamps`, `/pl/search`. */
  readonly route: string;
  readonly style: FilterAddressStyle;
  readonly filters: FilterInput;
  /** The search, kept across filter, sort and page changes. */
  readonly search?: string | undefined;
  /** The chosen sort; absent means the default. */
  readonly sort?: SortKey | undefined;
  /** A page or a range ("load more"); absent or 1 is the first page, which has no page part. */
  readonly page?: number | PageRange | undefined;
}

/**
 * `route[/filters]?[filters&]search=…&sort=…&page=…`: filters in their style, then the kept
 * parameters, then the page (docs/rules.md#listing-addresses).
 */
export function listingHref(at: ListingLocation): string {
  const href = filterHref({ style: at.style, base: at.route, filters: at.filters });
  const kept = new URLSearchParams(keptParams(at)).toString();
  const withKept = kept ? `${href}${href.includes('?') ? '&' : '?'}${kept}` : href;
  return at.page === undefined
    ? withKept
    : pageHref({ style: 'query', base: withKept, page: at.page });
}

/** The kept parameters that have a value, as name/value pairs (hidden fields of a GET form). */
export function keptParams(at: Pick<ListingLocation, 'search' | 'sort'>): Array<[string, string]> {
  return KEPT_PARAMS.flatMap((name) => (at[name] ? [[name, at[name]] as [string, string]] : []));
}

/**
 * The query of a listing's JSON calls (`pagination/yet`, `count`): query-style filters, the
 * kept parameters and the page, as the API reads them.
 */
export function listingQuery(at: Omit<ListingLocation, 'route' | 'style'>): Record<string, string> {
  const query = Object.fromEntries(new URLSearchParams(buildFilterQuery(at.filters)));
  for (const [name, value] of keptParams(at)) query[name] = value;
  if (at.page !== undefined) query[PAGE_PARAM] = formatPageValue(at.page);
  return query;
}

/** A listing page's request: which route answered and the address it was asked for. */
export interface ListingRequest {
  readonly route: string;
  readonly style: FilterAddressStyle;
  /** Path-style filter segments (the route's splat). */
  readonly segments?: readonly string[];
  readonly query: URLSearchParams;
}

export type ListingAddressRead =
  /** Render the listing here. */
  | {
      readonly kind: 'listing';
      readonly location: ListingLocation & { readonly filters: Filters; readonly page: PageRange };
      /** The sort to list by: the chosen one or the default. */
      readonly sort: SortKey;
    }
  /** A filter form sent without JavaScript: redirect to `formRedirect(…)`. */
  | { readonly kind: 'form' }
  /** No such listing page: 404. */
  | { readonly kind: 'not-found' };

/**
 * Keep, redirect or 404 (docs/rules.md#listing-addresses). A page that is not a page, or a range
 * of more than MAX_PAGE_RANGE pages, and a path segment that is not a filter are 404. Form
 * fields (`price_min`, a repeated checkbox name; in path style any parameter but the kept ones
 * and the page) redirect to the canonical filter address. An unknown sort lists by the default.
 */
export function readListingAddress(request: ListingRequest): ListingAddressRead {
  const { query, style } = request;
  const page = parsePageValue(query.get(PAGE_PARAM) ?? '1');
  if (!page || rangeLength(page) > MAX_PAGE_RANGE) return { kind: 'not-found' };
  let filters: Filters | null;
  if (style === 'path') {
    filters = parseFilterPath(request.segments ?? []);
    if (!filters) return { kind: 'not-found' };
    if (hasFormFilters(query)) return { kind: 'form' };
  } else {
    if (isQueryForm(query)) return { kind: 'form' };
    filters = parseFilterQuery(query, { reserved: KEPT_PARAMS });
  }
  const location = { route: request.route, style, filters, page, ...keptFrom(query) };
  return { kind: 'listing', location, sort: parseSort(query.get('sort')) };
}

/**
 * Where a filter form sent without JavaScript goes: its choice as a filter address, page 1.
 * `priceBounds` (the listing's price range) closes an open price end, so `price_min=100` alone
 * means "100 and up", and a range covering it all is no filter.
 */
export function formRedirect(request: ListingRequest, priceBounds?: PriceRange): string {
  const filters = filtersFromForm(request.query, {
    reserved: KEPT_PARAMS,
    ...(priceBounds ? { priceBounds } : {}),
  });
  return listingHref({
    route: request.route,
    style: request.style,
    filters,
    ...keptFrom(request.query),
  });
}

/** The segments of a route's splat (`color=red/price=1-2`), without empty ones. */
export function splatSegments(splat: string | undefined): string[] {
  return (splat ?? '').split('/').filter(Boolean);
}

/** `/{locale}/sales[/{category}][/{filters}]`: the first segment is a category unless it is a filter. */
export function splitSalesPath(segments: readonly string[]): {
  category: string | null;
  filters: string[];
} {
  const [first, ...rest] = segments;
  return first !== undefined && !first.includes('=')
    ? { category: first, filters: rest }
    : { category: null, filters: [...segments] };
}

/** Query-style filters never carry form fields or a name twice: those came from the form. */
function isQueryForm(query: URLSearchParams): boolean {
  return (
    query.has(PRICE_MIN_FIELD) ||
    query.has(PRICE_MAX_FIELD) ||
    [...query.keys()].length !== new Set(query.keys()).size
  );
}

function keptFrom(query: URLSearchParams): { search?: string; sort?: SortKey } {
  const search = query.get('search');
  const sort = query.get('sort');
  return { ...(search ? { search } : {}), ...(isSortKey(sort) ? { sort } : {}) };
}
