import { data } from 'react-router';
import type { Route } from './+types/content-list';
import type { Locale } from '../../domain/locale';
import { pageHref } from '../../domain/pagination/page-address';
import {
  MAX_PAGE_RANGE,
  formatPageValue,
  parsePageValue,
  rangeLength,
} from '../../domain/pagination/page-value';
import { contentKindOf } from '../features/content/content-kind';
import { PostGrid } from '../features/content/post-card';
import { SectionNav } from '../features/content/section-nav';
import { PageBar } from '../components/ui/page-bar';
import { createTranslate } from '../lib/i18n/translate';
import { useT } from '../lib/i18n/use-translate';

/** Blog list and news list: every post of the kind, newest first, `?page=` and `?search=`. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const kind = contentKindOf(request.url);
  const url = new URL(request.url);
  const page = parsePageValue(url.searchParams.get('page') ?? '1');
  if (!page || rangeLength(page) > MAX_PAGE_RANGE) throw data(null, { status: 404 });
  const search = url.searchParams.get('search')?.trim().slice(0, 100) ?? '';
  const { content } = context.services;
  const [sections, listing] = [
    await content.sections(kind, locale),
    await content.listPosts({ kind, locale, page, ...(search ? { search } : {}) }),
  ];
  if (page.last > listing.lastPage) throw data(null, { status: 404 });
  const routeName = `/${locale}/${kind}`;
  return {
    kind,
    sections,
    listing,
    page,
    search,
    address: url.pathname + url.search,
    pageData: {
      page: formatPageValue(page),
      limit: listing.limit,
      totalPage: listing.lastPage,
      routeName,
      locale,
      filter_discard: routeName,
    },
  };
}

export function meta({ data: d, params }: Route.MetaArgs) {
  if (!d) return [];
  const t = createTranslate(params.locale as Locale);
  return [{ title: `${t(d.kind === 'blog' ? 'nav.blog' : 'nav.news')} | ${t('site.name')}` }];
}

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { kind, sections, listing, page, search, address, pageData } = loaderData;
  return (
    <div className="container-page py-8">
      <h1 className="font-display text-h1 font-semibold text-ink">
        {t(kind === 'blog' ? 'nav.blog' : 'nav.news')}
      </h1>
      <SectionNav
        kind={kind}
        sections={sections}
        activeUrl={null}
        action={pageData.routeName}
        search={search}
      />
      <section className="mt-6" data-page-data={JSON.stringify(pageData)}>
        {listing.posts.length === 0 ? (
          <p className="py-16 text-center text-muted">{t('content.empty')}</p>
        ) : (
          <PostGrid posts={listing.posts} />
        )}
      </section>
      <PageBar
        page={page}
        lastPage={listing.lastPage}
        href={(n) => pageHref({ style: 'query', base: address, page: n })}
      />
    </div>
  );
}
