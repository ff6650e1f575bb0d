import { describe, expect, it } from 'vitest';
import { reviewsHref } from './reviews-address';
import { readReviewsQuery } from './reviews-query.server';

describe('reviews list address', () => {
  it('reads the defaults from a bare product address', () => {
    expect(readReviewsQuery(new URLSearchParams())).toEqual({ page: 1, sort: 'newest' });
  });

  it('reads sort, language and page', () => {
    const q = new URLSearchParams('reviews_sort=helpful&reviews_lang=ru&reviews_page=3');
    expect(readReviewsQuery(q)).toEqual({ page: 3, sort: 'helpful', lang: 'ru' });
  });

  it('falls back to the defaults on a value that does not parse, instead of failing the page', () => {
    for (const bad of ['reviews_sort=worst', 'reviews_page=0', 'reviews_page=x', 'reviews_lang=de'])
      expect(readReviewsQuery(new URLSearchParams(bad))).toEqual({ page: 1, sort: 'newest' });
  });

  it('builds addresses that read back the same, leaving the defaults out', () => {
    expect(reviewsHref('/pl/product/lampa', { page: 1, sort: 'newest' })).toBe(
      '/pl/product/lampa#reviews',
    );
    const query = { page: 2, sort: 'rating' as const, lang: 'en' as const };
    const href = reviewsHref('/pl/product/lampa', query);
    expect(href).toBe(
      '/pl/product/lampa?reviews_sort=rating&reviews_lang=en&reviews_page=2#reviews',
    );
    const search = new URL(href, 'http://x').searchParams;
    expect(readReviewsQuery(search)).toEqual(query);
  });
});
