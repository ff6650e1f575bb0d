import { data, href } from 'react-router';
import type { Route } from './+types/sales';
import { API, apiPath } from '#contracts/api-paths';
import { splatSegments, splitSalesPath } from '#domain/listing/listing-address';
import { LOCALES, type Locale } from '#domain/locale';
import { ListingHeader } from '../features/listing/listing-header';
import { loadListing } from '../features/listing/listing-loader.server';
import { ListingView } from '../features/listing/listing-view';
import { createTranslate } from '../lib/i18n/translate';
import { useT } from '../lib/i18n/use-translate';
import { routeLocale } from '../lib/route-locale';
import { salesHref } from '../lib/shop-links';

/**
 * `/{locale}/sales[/{category}][/{filters}]`: products with a sale price (docs/rules.md#sales).
 * The first segment is a category unless it is a filter (`key=value`).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  const path = splitSalesPath(splatSegments(params['*']));
  const category = path.category
    ? await context.services.catalog.categoryBySlug(locale, path.category)
    : null;
  if (path.category && !category) throw data(null, { status: 404 });
  // A category's sales in another language: its translated slug, from its catalogue address.
  const alternateRoutes = category
    ? (Object.fromEntries(
        Object.entries(category.alternates).map(([l, url]) => [
          l,
          url.replace('/catalog/', '/sales/'),
        ]),
      ) as typeof category.alternates)
    : (Object.fromEntries(LOCALES.map((l) => [l, salesHref(l)])) as Record<Locale, string>);
  const result = await loadListing(
    request,
    context,
    { locale, saleOnly: true, ...(category ? { categoryId: category.id } : {}) },
    {
      style: 'path',
      route: salesHref(locale, category?.slug),
      segments: path.filters,
      alternateRoutes,
    },
  );
  return { result, category, alternates: result.alternates };
}

export function meta({ data: d, params }: Route.MetaArgs) {
  const t = createTranslate(routeLocale(params));
  const filtered = d ? Object.keys(d.result.location.filters).length > 0 : false;
  return [
    { title: `${t('nav.sales')}${d?.category ? `: ${d.category.title}` : ''} | ${t('site.name')}` },
    ...(filtered ? [{ name: 'robots', content: 'noindex,follow' }] : []),
  ];
}

export default function SalesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { result, category } = loaderData;
  const { locale } = result.pageData;
  return (
    <ListingView
      data={result}
      header={
        <ListingHeader
          breadcrumbs={[
            { title: '', url: href('/:locale', { locale }) },
            { title: t('nav.sales'), url: salesHref(locale) },
            ...(category ? [{ title: category.title, url: result.pageData.routeName }] : []),
          ]}
          title={category ? `${t('nav.sales')}: ${category.title}` : t('nav.sales')}
          total={result.listing.total}
        />
      }
      pageCall={(query) =>
        category
          ? apiPath(API.salesPage, { locale, categoryId: category.id }, query)
          : apiPath(API.salesSearchPage, {}, { locale, ...query })
      }
    />
  );
}
