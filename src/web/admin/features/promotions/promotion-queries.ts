import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  promotionListResponse,
  promotionSchema,
  type Promotion,
  type PromotionCreateInput,
  type PromotionPatch,
} from '#contracts/admin/promotions';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { adminApi } from '#web/admin/lib/api';
import { useCrudMutations } from '#web/admin/lib/crud-mutations';
import { queryRoots } from '#web/admin/lib/query-keys';

export const promotionKeys = {
  all: queryRoots.promotions,
  list: () => [...queryRoots.promotions, 'list'] as const,
};

/** Every code with its uses and revenue, newest first. */
export const promotionListQuery = () =>
  queryOptions({
    queryKey: promotionKeys.list(),
    queryFn: ({ signal }) =>
      adminApi
        .get(apiPath(ADMIN_API.promotions, {}), {
          signal,
          quiet: true, // the screen shows the failure where the person looks
          schema: promotionListResponse,
        })
        .then((r) => r.items),
  });

export const usePromotions = () => useQuery(promotionListQuery());

/** Create, change, delete; the list is asked again after each. */
export function usePromotionMutations() {
  return useCrudMutations<Promotion, PromotionCreateInput, PromotionPatch>({
    invalidate: promotionKeys.all,
    list: apiPath(ADMIN_API.promotions, {}),
    item: (id) => apiPath(ADMIN_API.promotion, { id }),
    schema: promotionSchema,
  });
}
