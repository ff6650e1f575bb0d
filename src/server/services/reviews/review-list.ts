import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  REVIEWS_PAGE_SIZE,
  type RatingCounts,
  type ReviewList,
  type ReviewListQuery,
} from '#contracts/reviews';
import { rows } from '#server/db/rows';
import type { Db } from '#server/db/types';
import { ratingOf } from '../catalog/product-query';
import { LOCALES } from '#domain/locale';

const ORDER = {
  newest: sql`r.created_at desc, r.id desc`,
  helpful: sql`r.helpful_count desc, r.created_at desc, r.id desc`,
  rating: sql`r.rating desc, r.created_at desc, r.id desc`,
} as const;

const itemRow = z.object({
  id: z.number(),
  rating: z.number(),
  title: z.string().nullable(),
  body: z.string(),
  // Null once the author deleted their account (the review stays, anonymised).
  name: z.string().nullable(),
  surname: z.string().nullable(),
  locale: z.enum(LOCALES),
  verified: z.boolean(),
  created_at: z.union([z.string(), z.date()]),
  helpful_count: z.number(),
  total: z.coerce.number(),
});
const countRow = z.object({ rating: z.number(), n: z.coerce.number() });
const productRow = z.object({ rating_count: z.number(), rating_sum: z.number() });

/** "Anna N.": a person, not an identity. Empty for a deleted account (the page says who then). */
export const authorName = (name: string | null, surname: string | null) =>
  surname?.trim() ? `${(name ?? '').trim()} ${surname.trim().charAt(0)}.` : (name ?? '').trim();

export const isoTime = (value: string | Date) => new Date(value).toISOString();

/**
 * A published product's published reviews, one page, with the histogram. The average comes from
 * the product's kept count and sum (the same numbers the cards show), so both always agree; the
 * histogram is one grouped read on the (product, status) index. Null: no such published product.
 */
export async function listReviews(
  db: Db,
  productId: number,
  query: ReviewListQuery,
): Promise<ReviewList | null> {
  const [product] = await rows(
    db,
    sql`select rating_count, rating_sum from products where id = ${productId} and published`,
    productRow,
  );
  if (!product) return null;
  const lang = query.lang ? sql`and r.locale = ${query.lang}` : sql``;
  const [items, histogram] = await Promise.all([
    rows(
      db,
      sql`select r.id, r.rating, r.title, r.body, u.name, u.surname, r.locale, r.verified,
            r.created_at, r.helpful_count, count(*) over () as total
          from reviews r left join users u on u.id = r.user_id
          where r.product_id = ${productId} and r.status = 'published' ${lang}
          order by ${ORDER[query.sort]}
          limit ${REVIEWS_PAGE_SIZE} offset ${(query.page - 1) * REVIEWS_PAGE_SIZE}`,
      itemRow,
    ),
    rows(
      db,
      sql`select rating, count(*) as n from reviews
          where product_id = ${productId} and status = 'published' group by rating`,
      countRow,
    ),
  ]);
  const counts: RatingCounts = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const c of histogram) counts[String(c.rating) as keyof RatingCounts] = c.n;
  let total = items[0]?.total ?? 0;
  if (!items.length && query.page > 1) {
    // Past the last page: the total still has to be right for the page bar.
    const [all] = await rows(
      db,
      sql`select count(*) as n, 0 as rating from reviews r
          where r.product_id = ${productId} and r.status = 'published' ${lang}`,
      countRow,
    );
    total = all?.n ?? 0;
  }
  return {
    items: items.map((r) => ({
      id: r.id,
      rating: r.rating,
      title: r.title,
      body: r.body,
      author: authorName(r.name, r.surname),
      locale: r.locale,
      verified: r.verified,
      created_at: isoTime(r.created_at),
      helpful: r.helpful_count,
    })),
    total,
    average: ratingOf(product.rating_count, product.rating_sum)?.average ?? null,
    counts,
  };
}
