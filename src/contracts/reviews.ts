import { z } from 'zod';
import { localeParam } from './catalog';

import {
  REVIEW_BODY_MAX,
  REVIEW_SORTS,
  REVIEW_TITLE_MAX,
  REVIEWS_PAGE_SIZE,
  type ReviewSort,
} from './limits';
import { REVIEW_STATUSES } from '#domain/reviews/review-statuses';

export { REVIEW_BODY_MAX, REVIEW_SORTS, REVIEW_TITLE_MAX, REVIEWS_PAGE_SIZE, type ReviewSort };

export { REVIEW_STATUSES };
export type ReviewStatusValue = (typeof REVIEW_STATUSES)[number];

/** A review id in an address: plain digits, like product ids. */
export const reviewIdText = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(2 ** 31 - 1));
export const reviewParams = z.object({ id: reviewIdText });

/**
 * Plain text: trimmed, with line ends made `\n` so paragraphs survive. It is never rendered as
 * HTML (React escapes it, links stay text), so no tag stripping is needed or wanted.
 */
const plainText = (max: number, key: string) =>
  z
    .string({ error: `${key}.invalid` })
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max, `${key}.too_long`));

export const reviewWriteRequest = z.strictObject({
  rating: z
    .number({ error: 'review.rating.invalid' })
    .int('review.rating.invalid')
    .min(1, 'review.rating.invalid')
    .max(5, 'review.rating.invalid'),
  title: plainText(REVIEW_TITLE_MAX, 'review.title')
    .nullish()
    .transform((s) => s || null),
  body: plainText(REVIEW_BODY_MAX, 'review.body').pipe(z.string().min(1, 'review.body.required')),
});
export type ReviewWriteRequest = z.input<typeof reviewWriteRequest>;

export const reviewWriteResponse = z.object({
  id: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
});

export const reviewListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  sort: z.enum(REVIEW_SORTS).default('newest'),
  /** Only reviews written in this language. */
  lang: localeParam.optional(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string().nullable(),
  body: z.string(),
  /** The author's first name and the initial of the surname: enough to be a person, no more. */
  author: z.string(),
  locale: localeParam,
  verified: z.boolean(),
  created_at: z.string(),
  helpful: z.number().int(),
});
export type Review = z.infer<typeof reviewSchema>;

export const ratingCountsSchema = z.object({
  '1': z.number().int(),
  '2': z.number().int(),
  '3': z.number().int(),
  '4': z.number().int(),
  '5': z.number().int(),
});
export type RatingCounts = z.infer<typeof ratingCountsSchema>;

export const reviewListResponse = z.object({
  items: z.array(reviewSchema),
  total: z.number().int(),
  /** Of every published review (not only the language asked for); null with none. */
  average: z.number().nullable(),
  counts: ratingCountsSchema,
});
export type ReviewList = z.infer<typeof reviewListResponse>;

export const helpfulResponse = z.object({ helpful: z.number().int() });

/** The signed-in shopper's own review of a product, for the form (null: none yet). */
export const myReviewResponse = z.object({
  review: z
    .object({
      id: z.number().int(),
      rating: z.number().int(),
      title: z.string().nullable(),
      body: z.string(),
      status: z.enum(REVIEW_STATUSES),
    })
    .nullable(),
  /** The reviews this shopper already marked helpful among the product's. */
  voted: z.array(z.number().int()),
});
export type MyReview = z.infer<typeof myReviewResponse>;

/**
 * The review form's fields as the browser reads them (all strings): the same rules and message
 * keys as `reviewWriteRequest`, with the radio group's value turned into a number.
 */
export const reviewFormSchema = reviewWriteRequest.extend({
  rating: z.coerce
    .number({ error: 'review.rating.invalid' })
    .int('review.rating.invalid')
    .min(1, 'review.rating.invalid')
    .max(5, 'review.rating.invalid'),
});
