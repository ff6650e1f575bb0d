import { data, type AppLoadContext } from 'react-router';
import type { ContentKind } from '#contracts/content';
import { contentPage, contentPageData, contentSearch } from '#domain/content/content-address';
import type { Locale } from '#domain/locale';
import type { PageRange } from '#domain/pagination/page-value';

/** What every blog and news page knows before it reads: which kind, which language, where. */
export interface ContentRequest {
  context: AppLoadContext;
  kind: ContentKind;
  locale: Locale;
  url: URL;
}

const notFound = () => data(null, { status: 404 });

/** Checked before anything is read: an address that is not a page costs no query. */
function pageOf(value: string | null) {
  const page = contentPage(value);
  if (!page) throw notFound();
  return page;
}

/**
 * A page of posts (the whole kind's, or one section's): the section chips and the posts are read
 * in parallel; a page past the last answers 404 (docs/rules.md#content-blog-and-news).
 */
async function postsPage(
  { context, kind, locale, url }: ContentRequest,
  page: PageRange,
  section: { id: number } | null,
) {
  const search = contentSearch(url.searchParams.get('search'));
  const { content } = context.services;
  const [sections, listing] = await Promise.all([
    content.sections(kind, locale),
    content.listPosts({
      kind,
      locale,
      page,
      ...(section ? { sectionId: section.id } : {}),
      ...(search ? { search } : {}),
    }),
  ]);
  if (page.last > listing.lastPage) throw notFound();
  return { kind, sections, listing, page, search, address: url.pathname + url.search };
}

/** The blog or news list: every post of the kind, `?page=` and `?search=`. */
export async function loadPostList(request: ContentRequest, routeName: string) {
  const posts = await postsPage(request, pageOf(request.url.searchParams.get('page')), null);
  const { page, listing } = posts;
  const pageData = contentPageData({ ...listing, page, routeName, locale: request.locale });
  return { ...posts, pageData };
}

/** A section's page: `pageValue` is its `/page={n}` segment's value, null on the first page. */
export async function loadSection(request: ContentRequest, slug: string, pageValue: string | null) {
  const { kind, locale } = request;
  const page = pageOf(pageValue);
  const section = await request.context.services.content.sectionBySlug(kind, locale, slug);
  if (!section) throw notFound();
  const posts = await postsPage(request, page, section);
  const { listing } = posts;
  const pageData = contentPageData({ ...listing, page, routeName: section.url, locale });
  return { ...posts, section, pageData, alternates: section.alternates };
}

/** One post of a section, with its neighbours and its address in every language. */
export async function loadPost(request: ContentRequest, sectionSlug: string, postSlug: string) {
  const { context, kind, locale } = request;
  const post = await context.services.content.post(kind, locale, sectionSlug, postSlug);
  if (!post) throw notFound();
  return { kind, post, alternates: post.alternates };
}
