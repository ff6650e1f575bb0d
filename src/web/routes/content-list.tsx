import type { Route } from './+types/content-list';
import { contentKindOf, contentListHref } from '../features/content/content-kind';
import { contentListDescriptionKey } from '../features/content/content-meta';
import { loadPostList } from '../features/content/content-loaders.server';
import { PostListing } from '../features/content/post-listing';
import { createTranslate } from '../lib/i18n/translate';
import { useT } from '../lib/i18n/use-translate';
import { routeLocale } from '../lib/route-locale';

/** Blog list and news list (blog-list, news-list): every post of the kind, newest first. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  const kind = contentKindOf(request.url);
  const url = new URL(request.url);
  return loadPostList({ context, kind, locale, url }, contentListHref(kind, locale));
}

export function meta({ data: d, params }: Route.MetaArgs) {
  if (!d) return [];
  const t = createTranslate(routeLocale(params));
  return [
    { title: `${t(d.kind === 'blog' ? 'nav.blog' : 'nav.news')} | ${t('site.name')}` },
    { name: 'description', content: t(contentListDescriptionKey(d.kind)) },
  ];
}

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <PostListing
      {...loaderData}
      heading={
        <h1 className="font-display text-h1 font-semibold text-ink">
          {t(loaderData.kind === 'blog' ? 'nav.blog' : 'nav.news')}
        </h1>
      }
      activeUrl={null}
      pageStyle="query"
    />
  );
}
