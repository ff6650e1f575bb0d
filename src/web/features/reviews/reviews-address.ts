import type { ReviewListQuery } from '#contracts/reviews';

/**
 * The reviews list's state lives in the product page's query string (`?reviews_sort=helpful&
 * reviews_page=2`), so every view of the list is a plain, cacheable page, a page-bar link works
 * without JavaScript, and the canonical address stays the bare product page. The loader reads it
 * with reviews-query.server.ts, which keeps the schema out of the browser's bundle.
 */
const KEYS = { page: 'reviews_page', sort: 'reviews_sort', lang: 'reviews_lang' } as const;

/** The product page's address showing `query`, scrolled to the reviews. */
export function reviewsHref(path: string, query: ReviewListQuery): string {
  const search = new URLSearchParams();
  if (query.sort !== 'newest') search.set(KEYS.sort, query.sort);
  if (query.lang) search.set(KEYS.lang, query.lang);
  if (query.page > 1) search.set(KEYS.page, String(query.page));
  const text = search.toString();
  return `${path}${text ? `?${text}` : ''}#reviews`;
}

export const REVIEWS_QUERY_KEYS = KEYS;
