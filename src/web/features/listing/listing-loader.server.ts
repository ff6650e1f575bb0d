import { data, redirect, type AppLoadContext } from 'react-router';
import {
  parseFilterPath,
  parseFilterQuery,
  type FilterAddressStyle,
  type Filters,
} from '../../../domain/filters/filter-address';
import { filtersFromForm, hasFormFilters } from '../../../domain/filters/filter-form';
import type { Locale } from '../../../domain/locale';
import { pageHref } from '../../../domain/pagination/page-address';
import {
  MAX_PAGE_RANGE,
  formatPageValue,
  parsePageValue,
  rangeLength,
} from '../../../domain/pagination/page-value';
import { parseSort } from '../../../domain/listing/sort';
import type { ListingScope } from '../../../server/services/catalog/listing';
import { listingHref } from './listing-address';

export interface ListingAddress {
  style: FilterAddressStyle;
  /** The listing's address without filters: `filter_discard` and `routeName` of the page data. */
  routeName: string;
  /** Path-style filter segments (the route's splat). */
  segments?: string[];
  /** The route name in every locale (slugs are translated), for the language switch. */
  alternateRoutes?: Record<Locale, string>;
}

/** Parameters that are not filters and survive a filter change. */
const KEEP = ['search', 'sort'] as const;

/**
 * What every product listing page loads: the page value, filters from the address (path or
 * query style), one page (or range) of products, facets, and the page data of spec section 3.
 * A filter form submitted without JavaScript is redirected to its canonical filter address.
 */
export async function loadListing(
  request: Request,
  context: AppLoadContext,
  scope: ListingScope,
  address: ListingAddress,
) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const keep = Object.fromEntries(
    KEEP.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])),
  ) as Record<string, string>;
  const page = parsePageValue(params.get('page') ?? '1');
  if (!page || rangeLength(page) > MAX_PAGE_RANGE) throw data(null, { status: 404 });

  const { catalog } = context.services;
  // A form submitted without JavaScript: redirect to the canonical filter address. An open price
  // end takes the scope's bound, so `price_min=100` alone means "100 and up".
  const fromForm = async () => {
    const { price } = await catalog.facets({ ...scope, filters: {} });
    return filtersFromForm(params, {
      reserved: [...KEEP],
      ...(price ? { priceBounds: price } : {}),
    });
  };
  let filters: Filters | null;
  if (address.style === 'path') {
    filters = parseFilterPath(address.segments ?? []);
    if (!filters) throw data(null, { status: 404 });
    if (hasFormFilters(params))
      throw redirect(listingHref(address.routeName, 'path', await fromForm(), keep));
  } else {
    if (
      params.has('price_min') ||
      params.has('price_max') ||
      [...params.values()].length !== new Set(params.keys()).size
    ) {
      throw redirect(listingHref(address.routeName, 'query', await fromForm(), keep));
    }
    filters = parseFilterQuery(params, { reserved: [...KEEP] });
  }
  const sort = parseSort(params.get('sort'));
  // One statement for the products and the facets: a search is matched once (decision 008).
  const { listing, facets } = await catalog.listingPage({ ...scope, filters, sort, page });
  if (page.last > listing.lastPage) throw data(null, { status: 404 });
  // The same listing in another language: same filters, page, search and sort.
  const here = (routeName: string) => {
    const href = listingHref(routeName, address.style, filters, keep);
    return page.first === 1 && page.last === 1
      ? href
      : pageHref({ style: 'query', base: href, page });
  };
  const alternates = address.alternateRoutes
    ? (Object.fromEntries(
        Object.entries(address.alternateRoutes).map(([l, r]) => [l, here(r)]),
      ) as Record<Locale, string>)
    : undefined;
  return {
    alternates,
    listing,
    facets,
    filters,
    sort,
    page,
    keep,
    style: address.style,
    pageData: {
      page: formatPageValue(page),
      limit: listing.limit,
      totalPage: listing.lastPage,
      routeName: address.routeName,
      locale: scope.locale as Locale,
      filter_discard: address.routeName,
    },
  };
}

export type ListingData = Awaited<ReturnType<typeof loadListing>>;
