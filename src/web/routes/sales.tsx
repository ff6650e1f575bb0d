import { data } from 'react-router';
import type { Route } from './+types/sales';
import type { Locale } from '../../domain/locale';
import { ListingHeader } from '../features/listing/listing-header';
import { loadListing } from '../features/listing/listing-loader.server';
import { ListingView } from '../features/listing/listing-view';
import { createTranslate } from '../lib/i18n/translate';
import { useT } from '../lib/i18n/use-translate';

const FILTER_SEGMENT = /=/;

/**
 * `/{locale}/sales[/{category}][/{filters}]`: products with a sale price. The first segment is a
 * category unless it is a filter (`key=value`).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const segments = (params['*'] ?? '').split('/').filter(Boolean);
  let category = null;
  if (segments[0] && !FILTER_SEGMENT.test(segments[0])) {
    category = await context.services.catalog.categoryBySlug(locale, segments[0]);
    if (!category) throw data(null, { status: 404 });
    segments.shift();
  }
  const routeName = category ? `/${locale}/sales/${category.slug}` : `/${locale}/sales`;
  const alternateRoutes = category
    ? (Object.fromEntries(
        Object.entries(category.alternates).map(([l, url]) => [
          l,
          url.replace('/catalog/', '/sales/'),
        ]),
      ) as typeof category.alternates)
    : { pl: '/pl/sales', en: '/en/sales', ru: '/ru/sales' };
  const result = await loadListing(
    request,
    context,
    { locale, saleOnly: true, ...(category ? { categoryId: category.id } : {}) },
    { style: 'path', routeName, segments, alternateRoutes },
  );
  return { result, category, alternates: result.alternates };
}

export function meta({ data: d, params }: Route.MetaArgs) {
  const t = createTranslate(params.locale as Locale);
  const filtered = d ? Object.keys(d.result.filters).length > 0 : false;
  return [
    { title: `${t('nav.sales')}${d?.category ? `: ${d.category.title}` : ''} | ${t('site.name')}` },
    ...(filtered ? [{ name: 'robots', content: 'noindex,follow' }] : []),
  ];
}

export default function SalesPage({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { result, category } = loaderData;
  const apiPath = category
    ? `/api/client/${params.locale}/sales/categories/${category.id}/pagination/yet`
    : `/api/client/sales/search/pagination/yet?locale=${params.locale}`;
  return (
    <ListingView
      data={result}
      header={
        <ListingHeader
          breadcrumbs={[
            { title: '', url: `/${params.locale}` },
            { title: t('nav.sales'), url: `/${params.locale}/sales` },
            ...(category ? [{ title: category.title, url: result.pageData.routeName }] : []),
          ]}
          title={category ? `${t('nav.sales')}: ${category.title}` : t('nav.sales')}
          total={result.listing.total}
        />
      }
      apiPath={apiPath}
    />
  );
}
