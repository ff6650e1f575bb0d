import type { ContentKind } from '../../../contracts/content';

/** Blog and news share their routes' modules; the second path segment says which one. */
export function contentKindOf(url: string): ContentKind {
  return new URL(url, 'http://x').pathname.split('/')[2] === 'news' ? 'news' : 'blog';
}
