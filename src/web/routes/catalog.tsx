import { Link, data } from 'react-router';
import type { Route } from './+types/catalog';
import type { Locale } from '../../domain/locale';
import { buildFilterPath, parseFilterPath } from '../../domain/filters/filter-address';
import { pageHref } from '../../domain/pagination/page-address';
import { MAX_PAGE_RANGE, formatPageValue, parsePageValue, rangeLength } from '../../domain/pagination/page-value';
import { ProductGrid } from '../features/catalog/product-card';
import { PageBar } from '../features/listing/page-bar';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { useT } from '../lib/i18n/use-translate';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const url = new URL(request.url);
  const page = parsePageValue(url.searchParams.get('page') ?? '1');
  const filters = parseFilterPath((params['*'] ?? '').split('/').filter(Boolean));
  if (!page || !filters || rangeLength(page) > MAX_PAGE_RANGE) throw data(null, { status: 404 });

  const { catalog } = context.services;
  const category = await catalog.categoryBySlug(locale, params.category);
  if (!category) throw data(null, { status: 404 });
  const listing = await catalog.listProducts({ locale, categoryId: category.id, filters, sort: 'relevance', page });
  if (page.last > listing.lastPage) throw data(null, { status: 404 });

  const routeName = category.url;
  return {
    category,
    listing,
    page,
    address: buildFilterPath(routeName, filters) + url.search,
    // Spec section 3: page data for the browser code.
    pageData: {
      page: formatPageValue(page),
      limit: listing.limit,
      totalPage: listing.lastPage,
      routeName,
      locale,
      filter_discard: routeName,
    },
    alternates: category.alternates,
  };
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [];
  return [{ title: `${d.category.title} | Dom i Styl` }, { name: 'description', content: d.category.description }];
}

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { category, listing, page, address, pageData } = loaderData;
  return (
    <div className="container-page pt-5 pb-6 sm:pt-6">
      <Breadcrumbs items={category.breadcrumbs} />
      <header className="mt-5 border-b border-line pb-6">
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <h1 className="min-w-0 font-display text-h1 font-semibold text-ink">{category.title}</h1>
          <p className="text-sm text-muted tabular-nums">{t('listing.products', { count: listing.total })}</p>
        </div>
        {category.description && <p className="mt-2 max-w-3xl text-muted">{category.description}</p>}
        {category.children.length > 0 && (
          <nav aria-label={t('listing.subcategories')} className="mt-5">
            <ul className="flex flex-wrap gap-2">
              {category.children.map((c) => (
                <li key={c.id}>
                  <Link
                    to={c.url}
                    className="inline-flex min-h-10 items-center rounded-full bg-white px-4 text-sm font-medium text-ink ring-1 ring-line-strong/60 transition-colors ring-inset hover:bg-brand-50 hover:text-brand-700 hover:ring-brand-600"
                  >
                    {c.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <section className="mt-6" data-page-data={JSON.stringify(pageData)} aria-labelledby="listing-products">
        <h2 id="listing-products" className="sr-only">
          {t('listing.productsHeading')}
        </h2>
        {listing.products.length === 0 ? (
          <p className="rounded-card bg-canvas px-6 py-16 text-center text-muted">{t('listing.empty')}</p>
        ) : (
          <ProductGrid products={listing.products} eagerCount={4} />
        )}
      </section>
      <PageBar page={page} lastPage={listing.lastPage} href={(n) => pageHref({ style: 'query', base: address, page: n })} />
    </div>
  );
}
