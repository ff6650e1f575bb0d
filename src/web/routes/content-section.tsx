import { data } from 'react-router';
import type { Route } from './+types/content-section';
import { sectionEntry } from '#domain/content/content-address';
import { contentKindOf } from '../features/content/content-kind';
import { loadPost, loadSection } from '../features/content/content-loaders.server';
import {
  contentListDescriptionKey,
  postMetaDescription,
  sectionMetaDescription,
} from '../features/content/content-meta';
import { createTranslate } from '../lib/i18n/translate';
import { PostArticle } from '../features/content/post-article';
import { SectionPage } from '../features/content/section-page';
import { routeLocale } from '../lib/route-locale';

/**
 * Everything below a section (blog-show, news-show): the section itself, `/{section}`, its later
 * pages, `/{section}/page=2` or `/{section}/page=2-3`, and its posts, `/{section}/{post-slug}`.
 * React Router matches a segment whole (it has no `page=:n`), so the post route and the section
 * route cannot be told apart by the route table: this module takes the splat, reads it with
 * `sectionEntry` (a slug never holds `=`) and hands over to the post's or the section's loader
 * and view in features/content. Anything else below a section is a 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = {
    context,
    kind: contentKindOf(request.url),
    locale: routeLocale(params),
    url: new URL(request.url),
  };
  const rest = params['*'] ?? '';
  const entry = rest === '' ? { kind: 'page' as const, raw: null } : sectionEntry(rest);
  if (!entry) throw data(null, { status: 404 });
  if (entry.kind === 'post')
    return { view: 'post' as const, ...(await loadPost(content, params.section, entry.slug)) };
  return { view: 'section' as const, ...(await loadSection(content, params.section, entry.raw)) };
}

export function meta({ data: d, params }: Route.MetaArgs) {
  if (!d) return [];
  const t = createTranslate(routeLocale(params));
  const [title, description] =
    d.view === 'post'
      ? [d.post.title, postMetaDescription(d.post)]
      : [d.section.title, sectionMetaDescription(d.section, t(contentListDescriptionKey(d.kind)))];
  return [{ title: `${title} | Dom i Styl` }, { name: 'description', content: description }];
}

export default function ContentSection({ loaderData }: Route.ComponentProps) {
  return loaderData.view === 'post' ? (
    <PostArticle kind={loaderData.kind} post={loaderData.post} />
  ) : (
    <SectionPage {...loaderData} />
  );
}
