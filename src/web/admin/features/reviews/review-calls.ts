import { useQuery, useQueryClient } from '@tanstack/react-query';
import { keepPreviousData } from '@tanstack/react-query';
import type { AdminReviewList, AdminReviewPatch } from '../../../../contracts/admin/reviews';
import { ADMIN_API, apiPath } from '../../../../contracts/api-paths';
import type { ReviewStatusValue } from '../../../../contracts/reviews';
import { adminApi } from '../../lib/api';

const reviewsKey = ['reviews'] as const;

/** One status's page of the queue. */
export function useReviews(status: ReviewStatusValue, page: number) {
  const url = apiPath(ADMIN_API.reviews, {}, { status, page });
  return useQuery({
    queryKey: [...reviewsKey, url],
    queryFn: ({ signal }) => adminApi.get<AdminReviewList>(url, { signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
}

/** Publish or reject; every list of the queue is asked again afterwards. */
export function useModerate() {
  const client = useQueryClient();
  return async (id: number, patch: AdminReviewPatch) => {
    await adminApi.patch(apiPath(ADMIN_API.review, { id }), patch);
    await client.invalidateQueries({ queryKey: reviewsKey });
  };
}
