import { reviewListQuery, type ReviewListQuery } from '#contracts/reviews';
import { REVIEWS_QUERY_KEYS } from './reviews-address';

/**
 * The reviews list's state read from the product page's query string (reviews-address.ts). A
 * value that does not parse falls back to the defaults rather than failing the product page.
 */
export function readReviewsQuery(search: URLSearchParams): ReviewListQuery {
  const raw: Record<string, string> = {};
  for (const [field, key] of Object.entries(REVIEWS_QUERY_KEYS)) {
    const value = search.get(key);
    if (value) raw[field] = value;
  }
  const parsed = reviewListQuery.safeParse(raw);
  return parsed.success ? parsed.data : reviewListQuery.parse({});
}
