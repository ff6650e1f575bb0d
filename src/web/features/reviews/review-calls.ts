import { API, apiPath } from '../../../contracts/api-paths';
import type { MyReview, ReviewWriteRequest } from '../../../contracts/reviews';
import type { Locale } from '../../../domain/locale';
import { api } from '../../lib/api';

type Written = { id: number; status: 'pending' | 'published' | 'rejected' };
// The form shows its own messages (422 inline, the rest as text): no error popup.
const quiet = { popup: false } as const;

/** The shopper's review calls; the list itself comes with the (cached) product page. */
export const reviewCalls = {
  mine: (productId: number) => api.get<MyReview>(apiPath(API.myReview, { id: productId }), quiet),
  create: (productId: number, locale: Locale, body: ReviewWriteRequest) =>
    api.post<Written>(apiPath(API.reviewCreate, { id: productId }, { locale }), body, quiet),
  update: (id: number, body: ReviewWriteRequest) =>
    api.put<Written>(apiPath(API.review, { id }), body, quiet),
  remove: (id: number) => api.delete<void>(apiPath(API.review, { id }), quiet),
  helpful: (id: number) =>
    api.post<{ helpful: number }>(apiPath(API.reviewHelpful, { id }), undefined, quiet),
};
