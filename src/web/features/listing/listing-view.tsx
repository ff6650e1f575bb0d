import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Filters } from '#domain/filters/filter-address';
import { listingHref, listingQuery } from '#domain/listing/listing-address';
import { SORT_KEYS, parseSort } from '#domain/listing/sort';
import type { PageRange } from '#domain/pagination/page-value';
import type { ListingData } from './listing-loader.server';
import { Button } from '#web/components/ui/button';
import { cx } from '#web/components/ui/cx';
import { ShopProductGrid } from '../catalog/shop-product-grid';
import { useT } from '#web/lib/i18n/use-translate';
import { FilterChips } from './filter-chips';
import { FilterPanel } from './filter-panel';
import { useLoadMore } from './load-more';
import { PageBar } from '#web/components/ui/page-bar';

/** A JSON call's URL for a query (`apiPath(API.…, params, query)`). */
export type ListingCall = (query: Record<string, string>) => string;

export interface ListingViewProps {
  data: ListingData;
  /** Usually a ListingHeader: breadcrumbs, title, count, subcategories. */
  header: ReactNode;
  /** The `pagination/yet` call of this listing. */
  pageCall: ListingCall;
  /** The count call for a filter set (catalogue only). */
  countCall?: ListingCall;
}

/** Everything a product listing shows: filters, sort, grid, load more and the page bar. */
export function ListingView({ data, header, pageCall, countCall }: ListingViewProps) {
  const t = useT();
  const navigate = useNavigate();
  const { listing, facets, location, sort, pageData } = data;
  // The listing as the address names it, on page 1: the base of every link drawn here.
  const here = { ...location, page: undefined };
  const { filters, search } = location;
  const more = useLoadMore(
    { products: listing.products, page: location.page, lastPage: listing.lastPage },
    {
      apiUrl: (page: number) => pageCall(listingQuery({ ...here, page })),
      href: (page: PageRange) => listingHref({ ...here, page }),
    },
  );
  const countUrl = useCallback(
    (f: Filters) => countCall?.(listingQuery({ filters: f, search })) ?? '',
    [countCall, search],
  );
  const hasFilters = Object.keys(filters).length > 0;
  // The phone's disclosure: closed until the shopper opens it, closed again on apply (the
  // chips above the results show what applies). Beside the results it is always open (CSS).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filteredHref = useCallback(
    (f: Filters) => listingHref({ ...location, page: undefined, filters: f }),
    [location],
  );
  // Nothing to filter by (e.g. a search that found nothing): no empty panel with a lone button.
  const canFilter = hasFilters || facets.attributes.length > 0 || facets.price !== null;

  return (
    <div className="container-page pt-5 pb-6 sm:pt-6">
      {header}
      <div className={cx('mt-6 grid gap-8', canFilter && 'lg:grid-cols-[16rem_1fr]')}>
        {canFilter && (
          <details
            className="filters-details group self-start rounded-card border border-line p-4 lg:border-0 lg:p-0"
            open={filtersOpen}
            onToggle={(e) => setFiltersOpen(e.currentTarget.open)}
          >
            <summary className="cursor-pointer font-semibold lg:hidden">
              {t('filters.title')}
            </summary>
            <div className="mt-4 lg:mt-0">
              <FilterPanel
                facets={facets}
                location={here}
                total={listing.total}
                onApplied={() => setFiltersOpen(false)}
                {...(countCall ? { countUrl } : {})}
              />
            </div>
          </details>
        )}
        <section aria-labelledby="listing-products" data-page-data={JSON.stringify(pageData)}>
          <h2 id="listing-products" className="sr-only">
            {t('listing.productsHeading')}
          </h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <FilterChips filters={filters} facets={facets} href={filteredHref} />
            <form method="get" className="ml-auto flex items-center gap-2 text-sm">
              {search && <input type="hidden" name="search" value={search} />}
              <label htmlFor="listing-sort" className="text-muted">
                {t('sort.label')}
              </label>
              <select
                id="listing-sort"
                name="sort"
                defaultValue={sort}
                onChange={(e) =>
                  navigate(listingHref({ ...here, sort: parseSort(e.target.value) }))
                }
                className="rounded border border-line bg-white px-2 py-1.5"
              >
                {SORT_KEYS.map((k) => (
                  <option key={k} value={k}>
                    {t(`sort.${k}`)}
                  </option>
                ))}
              </select>
              <noscript>
                <button type="submit" className="underline">
                  {t('sort.apply')}
                </button>
              </noscript>
            </form>
          </div>
          {more.products.length === 0 ? (
            <p className="rounded-card bg-canvas px-6 py-16 text-center text-muted">
              {/* A search with no filter chosen found nothing: say so, not "no product matches
                  the filters". */}
              {search && !hasFilters ? t('listing.emptySearch', { search }) : t('listing.empty')}
            </p>
          ) : (
            <ShopProductGrid products={more.products} eagerCount={4} />
          )}
          {more.canLoadMore && (
            <div className="mt-8 flex flex-col items-center gap-2">
              <Button
                variant="secondary"
                onClick={more.loadMore}
                loading={more.loading}
                data-testid="load-more"
              >
                {t('listing.loadMore')}
              </Button>
              {more.failed && (
                <p role="status" className="text-sm text-sale">
                  {t('listing.loadMoreFailed')}
                </p>
              )}
            </div>
          )}
          <PageBar
            page={more.page}
            lastPage={listing.lastPage}
            href={(page) => listingHref({ ...here, page })}
          />
        </section>
      </div>
    </div>
  );
}
