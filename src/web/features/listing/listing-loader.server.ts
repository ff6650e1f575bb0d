import { data, redirect, type AppLoadContext } from 'react-router';
import type { FilterAddressStyle } from '#domain/filters/filter-address';
import { formRedirect, listingHref, readListingAddress } from '#domain/listing/listing-address';
import type { Locale } from '#domain/locale';
import { formatPageValue } from '#domain/pagination/page-value';
import type { ListingScope } from '#server/services/catalog/listing';

export interface ListingRoute {
  style: FilterAddressStyle;
  /** The listing's address without filters: `filter_discard` and `routeName` of the page data. */
  route: string;
  /** Path-style filter segments (the route's splat). */
  segments?: string[];
  /** The route in every locale (slugs are translated), for the language switch. */
  alternateRoutes?: Record<Locale, string>;
}

/**
 * What every product listing page loads: one page (or range) of products and the facets, read
 * from the address by `readListingAddress` (keep, redirect or 404: docs/rules.md#listing-addresses),
 * and the page data the browser reads (docs/rules.md#load-more).
 */
export async function loadListing(
  request: Request,
  context: AppLoadContext,
  scope: ListingScope,
  at: ListingRoute,
) {
  const asked = { ...at, query: new URL(request.url).searchParams };
  const read = readListingAddress(asked);
  const { catalog } = context.services;
  if (read.kind === 'not-found') throw data(null, { status: 404 });
  if (read.kind === 'form') {
    const { price } = await catalog.facets({ ...scope, filters: {} });
    throw redirect(formRedirect(asked, price ?? undefined));
  }
  const { location, sort } = read;
  const { filters, page } = location;
  // One statement for the products and the facets: a search is matched once (decision 008).
  const { listing, facets } = await catalog.listingPage({ ...scope, filters, sort, page });
  if (page.last > listing.lastPage) throw data(null, { status: 404 });
  // The same listing in another language: same filters, page, search and sort.
  const alternates =
    at.alternateRoutes &&
    mapValues(at.alternateRoutes, (route) => listingHref({ ...location, route }));
  const pageData = {
    page: formatPageValue(page),
    limit: listing.limit,
    totalPage: listing.lastPage,
    routeName: at.route,
    locale: scope.locale,
    filter_discard: at.route,
  };
  return { location, sort, listing, facets, alternates, pageData };
}

export type ListingData = Awaited<ReturnType<typeof loadListing>>;

function mapValues<K extends string, V, W>(record: Record<K, V>, f: (value: V) => W): Record<K, W> {
  return Object.fromEntries(Object.entries<V>(record).map(([k, v]) => [k, f(v)])) as Record<K, W>;
}
