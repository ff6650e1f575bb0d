import { useCallback, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { buildFilterQuery, type Filters } from '../../../domain/filters/filter-address';
import { SORT_KEYS } from '../../../domain/listing/sort';
import { pageHref } from '../../../domain/pagination/page-address';
import type { ListingData } from './listing-loader.server';
import { Button } from '../../components/ui/button';
import { ProductGrid } from '../catalog/product-card';
import { useT } from '../../lib/i18n/use-translate';
import { FilterPanel } from './filter-panel';
import { listingHref } from './listing-address';
import { useLoadMore } from './load-more';
import { PageBar } from '../../components/ui/page-bar';

export interface ListingViewProps {
  data: ListingData;
  /** Usually a ListingHeader: breadcrumbs, title, count, subcategories. */
  header: ReactNode;
  /** The `pagination/yet` call of this listing for a page, carrying the current filters. */
  apiPath: string;
  /** The count call for a filter set (catalogue only). */
  countPath?: string;
}

/** Everything a product listing shows: filters, sort, grid, load more and the page bar. */
export function ListingView({ data, header, apiPath, countPath }: ListingViewProps) {
  const t = useT();
  const navigate = useNavigate();
  const { listing, facets, filters, sort, keep, style, pageData } = data;
  const query = (f: Filters, extra: Record<string, string>) => {
    const q = [buildFilterQuery(f), new URLSearchParams(extra).toString()]
      .filter(Boolean)
      .join('&');
    return q ? `?${q}` : '';
  };
  const apiUrl = useCallback(
    (page: number) => joinQuery(apiPath, query(filters, { ...keep, page: String(page) })),
    [apiPath, filters, keep],
  );
  const countUrl = useCallback(
    (f: Filters) => `${countPath}${query(f, keep.search ? { search: keep.search } : {})}`,
    [countPath, keep],
  );
  const more = useLoadMore(
    { products: listing.products, page: data.page, lastPage: listing.lastPage },
    apiUrl,
  );
  const hasFilters = Object.keys(filters).length > 0;
  const here = listingHref(pageData.routeName, style, filters, keep);

  return (
    <div className="container-page pt-5 pb-6 sm:pt-6">
      {header}
      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <details
          className="filters-details group self-start rounded-card border border-line p-4 lg:border-0 lg:p-0"
          open={hasFilters || undefined}
        >
          <summary className="cursor-pointer font-semibold lg:hidden">{t('filters.title')}</summary>
          <div className="mt-4 lg:mt-0">
            {hasFilters && (
              <Link
                to={pageData.filter_discard + query({}, keep)}
                className="mb-4 inline-block text-sm text-brand-700 underline"
                data-testid="filters-clear"
              >
                {t('filters.clear')}
              </Link>
            )}
            <FilterPanel
              key={JSON.stringify(filters)}
              facets={facets}
              filters={filters}
              style={style}
              base={pageData.filter_discard}
              keep={keep}
              total={listing.total}
              {...(countPath ? { countUrl } : {})}
            />
          </div>
        </details>
        <section aria-labelledby="listing-products" data-page-data={JSON.stringify(pageData)}>
          <h2 id="listing-products" className="sr-only">
            {t('listing.productsHeading')}
          </h2>
          <div className="mb-4 flex justify-end">
            <form method="get" className="flex items-center gap-2 text-sm">
              {keep.search && <input type="hidden" name="search" value={keep.search} />}
              <label htmlFor="listing-sort" className="text-muted">
                {t('sort.label')}
              </label>
              <select
                id="listing-sort"
                name="sort"
                defaultValue={sort}
                onChange={(e) => navigate(setParam(here, 'sort', e.target.value))}
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
              {t('listing.empty')}
            </p>
          ) : (
            <ProductGrid products={more.products} eagerCount={4} />
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
            href={(n) =>
              pageHref({
                style: 'query',
                base: listingHref(pageData.routeName, style, filters, keep),
                page: n,
              })
            }
          />
        </section>
      </div>
    </div>
  );
}

/** Appends `?a=b` to a path that may already have a query. */
function joinQuery(path: string, q: string) {
  return path.includes('?') && q ? `${path}&${q.slice(1)}` : path + q;
}

function setParam(href: string, key: string, value: string) {
  const url = new URL(href || '/', 'http://x');
  url.searchParams.set(key, value);
  return url.pathname + url.search;
}
