import type { ReviewList } from '#contracts/reviews';

/**
 * `aggregateRating` and the shown `review`s for the product's schema.org data, only when there
 * is a published review (search engines reject an AggregateRating of zero reviews). The texts
 * go through JSON escaping in `JsonLd`, so a review cannot close the script element.
 */
export function reviewsJsonLd(list: ReviewList): Record<string, unknown> {
  const count = Object.values(list.counts).reduce((a, b) => a + b, 0);
  if (list.average === null || count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: list.average,
      reviewCount: count,
      bestRating: 5,
      worstRating: 1,
    },
    review: list.items.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author },
      datePublished: r.created_at.slice(0, 10),
      inLanguage: r.locale,
      ...(r.title ? { name: r.title } : {}),
      reviewBody: r.body,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
