import { href } from 'react-router';
import type { Route } from './+types/search';
import { API, apiPath } from '#contracts/api-paths';
import { loadListing } from '../features/listing/listing-loader.server';
import { ListingHeader } from '../features/listing/listing-header';
import { ListingView } from '../features/listing/listing-view';
import { createTranslate } from '../lib/i18n/translate';
import { useT } from '../lib/i18n/use-translate';
import { routeLocale } from '../lib/route-locale';

/** Longer queries are refused with a message: ranking cost grows with the query. */
const MAX_QUERY = 100;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  const query = new URL(request.url).searchParams.get('search')?.trim() ?? '';
  if (query === '' || query.length > MAX_QUERY) {
    return {
      query,
      problem: query === '' ? ('empty' as const) : ('tooLong' as const),
      result: null,
    };
  }
  const result = await loadListing(
    request,
    context,
    { locale, search: query },
    { style: 'query', route: href('/:locale/search', { locale }) },
  );
  return { query, problem: null, result };
}

export function meta({ data: d, params }: Route.MetaArgs) {
  const t = createTranslate(routeLocale(params));
  // Result pages are endless combinations: keep them out of the index, follow their links.
  return [
    { title: `${d?.query ? `${t('search.title', { query: d.query })} | ` : ''}${t('site.name')}` },
    { name: 'robots', content: 'noindex,follow' },
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { query, problem, result } = loaderData;
  if (!result) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t('search.heading')}</h1>
        <p className="mt-4 text-muted" role="status">
          {t(problem === 'tooLong' ? 'search.tooLong' : 'search.empty', { max: MAX_QUERY })}
        </p>
      </div>
    );
  }
  return (
    <ListingView
      data={result}
      header={<ListingHeader title={t('search.title', { query })} total={result.listing.total} />}
      pageCall={(q) => apiPath(API.searchPage, { locale: result.pageData.locale }, q)}
    />
  );
}
