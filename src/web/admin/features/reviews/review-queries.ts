import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminReviewListResponse, type AdminReviewPatch } from '#contracts/admin/reviews';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { reviewWriteResponse, type ReviewStatusValue } from '#contracts/reviews';
import { adminApi } from '#web/admin/lib/api';
import { queryRoots } from '#web/admin/lib/query-keys';

export const reviewKeys = {
  all: queryRoots.reviews,
  list: (url: string) => [...queryRoots.reviews, url] as const,
};

/** One page of the moderation queue; the previous page stays on screen while the next loads. */
export const reviewListQuery = (status: ReviewStatusValue, page: number) => {
  const url = apiPath(ADMIN_API.reviews, {}, { status, page });
  return queryOptions({
    queryKey: reviewKeys.list(url),
    queryFn: ({ signal }) =>
      adminApi.get(url, { signal, quiet: true, schema: adminReviewListResponse }),
    placeholderData: keepPreviousData,
  });
};

export const useReviews = (status: ReviewStatusValue, page: number) =>
  useQuery(reviewListQuery(status, page));

/** Publishes or rejects a review; the queue is asked again. */
export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: AdminReviewPatch }) =>
      adminApi.patch(apiPath(ADMIN_API.review, { id }), patch, { schema: reviewWriteResponse }),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
