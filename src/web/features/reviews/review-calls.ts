import { API, apiPath } from '#contracts/api-paths';
import type { ReviewWriteRequest } from '#contracts/reviews';
import type { Locale } from '#domain/locale';
import { api } from '#web/lib/api';
import { answer } from '#web/lib/answer';

// The form shows its own messages (422 inline, the rest as text): no error popup. The schemas
// load with the first call: a product page loads no zod (docs/decisions/029-scripts-after-load.md).
const quiet = <K extends 'myReviewResponse' | 'reviewWriteResponse' | 'helpfulResponse'>(
  name: K,
) => ({ popup: false, schema: answer(name) });

/** The shopper's review calls; the list itself comes with the (cached) product page. */
export const reviewCalls = {
  mine: (productId: number) =>
    api.get(apiPath(API.myReview, { id: productId }), quiet('myReviewResponse')),
  create: (productId: number, locale: Locale, body: ReviewWriteRequest) =>
    api.post(
      apiPath(API.reviewCreate, { id: productId }, { locale }),
      body,
      quiet('reviewWriteResponse'),
    ),
  update: (id: number, body: ReviewWriteRequest) =>
    api.put(apiPath(API.review, { id }), body, quiet('reviewWriteResponse')),
  remove: (id: number) => api.delete<void>(apiPath(API.review, { id }), { popup: false }),
  helpful: (id: number) =>
    api.post(apiPath(API.reviewHelpful, { id }), undefined, quiet('helpfulResponse')),
};
