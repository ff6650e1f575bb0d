import { z } from 'zod';
import { REVIEW_STATUSES } from '../reviews';

/** A review as the moderation queue shows it: everything, the author's e-mail too. */
export const adminReviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_title: z.string(),
  rating: z.number().int(),
  title: z.string().nullable(),
  body: z.string(),
  author: z.string(),
  author_email: z.string(),
  locale: z.string(),
  status: z.enum(REVIEW_STATUSES),
  reject_reason: z.string().nullable(),
  verified: z.boolean(),
  helpful: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListQuery = z.strictObject({
  status: z.enum(REVIEW_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminReviewListResponse = z.object({
  items: z.array(adminReviewSchema),
  total: z.number().int(),
  limit: z.number().int(),
});
export type AdminReviewList = z.infer<typeof adminReviewListResponse>;

/** Publish, or reject with a reason the author could be told; back to pending is not offered. */
export const adminReviewPatchRequest = z.discriminatedUnion(
  'status',
  [
    z.strictObject({ status: z.literal('published') }),
    z.strictObject({
      status: z.literal('rejected'),
      reason: z
        .string({ error: 'review.reason.required' })
        .trim()
        .min(1, 'review.reason.required')
        .max(500, 'review.reason.too_long'),
    }),
  ],
  { error: 'review.status.invalid' },
);
export type AdminReviewPatch = z.infer<typeof adminReviewPatchRequest>;
