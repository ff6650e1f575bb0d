import { href } from 'react-router';
import type { ContentKind } from '#contracts/content';
import type { Locale } from '#domain/locale';

/** Blog and news share their routes' modules; the second path segment says which one. */
export function contentKindOf(url: string): ContentKind {
  return new URL(url, 'http://x').pathname.split('/')[2] === 'news' ? 'news' : 'blog';
}

/** The list of every post of a kind: `/{locale}/blog` or `/{locale}/news`. */
export function contentListHref(kind: ContentKind, locale: Locale): string {
  return kind === 'blog' ? href('/:locale/blog', { locale }) : href('/:locale/news', { locale });
}
