import { Link, data } from 'react-router';
import type { Route } from './+types/content-section';
import type { Locale } from '../../domain/locale';
import { pageHref, parsePathPage } from '../../domain/pagination/page-address';
import { MAX_PAGE_RANGE, formatPageValue, rangeLength } from '../../domain/pagination/page-value';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { contentKindOf } from '../features/content/content-kind';
import { Markdown } from '../components/ui/markdown';
import { PostGrid, PublishedDate } from '../features/content/post-card';
import { SectionNav } from '../features/content/section-nav';
import { PageBar } from '../components/ui/page-bar';
import { useLocale, useT } from '../lib/i18n/use-translate';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `/{locale}/{blog|news}/{section}[/page={n}]` (blog-show, news-show: the page is a path segment)
 * and `/{locale}/{blog|news}/{section}/{post}` share this module: a post slug never contains `=`.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const kind = contentKindOf(request.url);
  const url = new URL(request.url);
  const rest = params['*'] ?? '';
  const { content } = context.services;

  if (SLUG.test(rest)) {
    const post = await content.post(kind, locale, params.section, rest);
    if (!post) throw data(null, { status: 404 });
    return { view: 'post' as const, kind, post, alternates: post.alternates };
  }

  const { basePath, page: parsed, raw } = parsePathPage(url.pathname);
  const page = parsed ?? { first: 1, last: 1 };
  const validRest = rest === '' || (raw !== null && rest === `page=${raw}`);
  if (!validRest || (raw !== null && !parsed) || rangeLength(page) > MAX_PAGE_RANGE)
    throw data(null, { status: 404 });
  const section = await content.sectionBySlug(kind, locale, params.section);
  if (!section) throw data(null, { status: 404 });
  const search = url.searchParams.get('search')?.trim().slice(0, 100) ?? '';
  const sections = await content.sections(kind, locale);
  const listing = await content.listPosts({
    kind,
    locale,
    sectionId: section.id,
    page,
    ...(search ? { search } : {}),
  });
  if (page.last > listing.lastPage) throw data(null, { status: 404 });
  return {
    view: 'section' as const,
    kind,
    section,
    sections,
    listing,
    page,
    search,
    address: basePath + url.search,
    pageData: {
      page: formatPageValue(page),
      limit: listing.limit,
      totalPage: listing.lastPage,
      routeName: section.url,
      locale,
      filter_discard: section.url,
    },
    alternates: section.alternates,
  };
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [];
  if (d.view === 'post')
    return [
      { title: `${d.post.title} | Dom i Styl` },
      { name: 'description', content: d.post.excerpt },
    ];
  return [
    { title: `${d.section.title} | Dom i Styl` },
    { name: 'description', content: d.section.description },
  ];
}

export default function ContentSection({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  if (loaderData.view === 'post') {
    const { post, kind } = loaderData;
    return (
      <article className="mx-auto max-w-3xl px-4 py-8">
        <Breadcrumbs
          items={[
            { title: '', url: `/${locale}` },
            { title: t(kind === 'blog' ? 'nav.blog' : 'nav.news'), url: `/${locale}/${kind}` },
            post.section,
            { title: post.title, url: post.url },
          ]}
        />
        <h1 className="mt-4 font-display text-h1 font-semibold text-ink">{post.title}</h1>
        <p className="mt-2 text-sm text-muted">
          <PublishedDate iso={post.publishedAt} />
        </p>
        {post.cover && (
          <img
            src={post.cover}
            alt=""
            width={1200}
            height={630}
            className="mt-6 w-full rounded-card"
          />
        )}
        <div className="mt-6">
          <Markdown source={post.body} />
        </div>
        <nav
          aria-label={t('content.neighbours')}
          className="mt-10 grid gap-4 border-t border-line pt-6 sm:grid-cols-2"
        >
          {post.prev ? (
            <Link to={post.prev.url} rel="prev" className="block">
              <span className="block text-xs text-muted">{t('content.older')}</span>
              {post.prev.title}
            </Link>
          ) : (
            <span />
          )}
          {post.next && (
            <Link to={post.next.url} rel="next" className="block sm:text-right">
              <span className="block text-xs text-muted">{t('content.newer')}</span>
              {post.next.title}
            </Link>
          )}
        </nav>
      </article>
    );
  }
  const { kind, section, sections, listing, page, search, address, pageData } = loaderData;
  return (
    <div className="container-page py-8">
      <h1 className="font-display text-h1 font-semibold text-ink">{section.title}</h1>
      {section.description && <p className="mt-2 max-w-2xl text-muted">{section.description}</p>}
      <SectionNav
        kind={kind}
        sections={sections}
        activeUrl={section.url}
        action={section.url}
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
        href={(n) => pageHref({ style: 'path', base: address, page: n })}
      />
    </div>
  );
}
