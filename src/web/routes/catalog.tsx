import { Link, data } from 'react-router';
import type { Route } from './+types/catalog';
import type { Locale } from '../../domain/locale';
import { buildFilterPath, parseFilterPath } from '../../domain/filters/filter-address';
import { pageHref } from '../../domain/pagination/page-address';
import { formatPageValue, parsePageValue } from '../../domain/pagination/page-value';
import { ProductGrid } from '../features/catalog/product-card';
import { PageBar } from '../features/listing/page-bar';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { useT } from '../lib/i18n/use-translate';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const url = new URL(request.url);
  const page = parsePageValue(url.searchParams.get('page') ?? '1');
  const filters = parseFilterPath((params['*'] ?? '').split('/').filter(Boolean));
  if (!page || !filters) throw data(null, { status: 404 });

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
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs items={category.breadcrumbs} />
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{category.title}</h1>
        <p className="text-sm text-muted">{t('listing.products', { count: listing.total })}</p>
      </div>
      {category.children.length > 0 && (
        <nav aria-label={t('listing.subcategories')} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {category.children.map((c) => (
              <li key={c.id}>
                <Link to={c.url} className="inline-block rounded-full border border-line px-3 py-1.5 text-sm hover:border-brand-600">
                  {c.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section className="mt-6" data-page-data={JSON.stringify(pageData)} aria-label={category.title}>
        {listing.products.length === 0 ? <p className="py-16 text-center text-muted">{t('listing.empty')}</p> : <ProductGrid products={listing.products} />}
      </section>
      <PageBar page={page} lastPage={listing.lastPage} href={(n) => pageHref({ style: 'query', base: address, page: n })} />
    </div>
  );
}
