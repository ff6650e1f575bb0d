import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deliveryMethodList,
  deliveryMethodSchema,
  type AdminDeliveryMethod,
  type DeliveryMethodCreate,
  type DeliveryMethodPatch,
} from '#contracts/admin/delivery';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { adminApi } from '#web/admin/lib/api';
import { useCrudMutations } from '#web/admin/lib/crud-mutations';
import { queryRoots } from '#web/admin/lib/query-keys';

export type { AdminDeliveryMethod };

export const deliveryKeys = {
  all: queryRoots.delivery,
  list: () => [...queryRoots.delivery, 'list'] as const,
};

/** Every method, in the order shoppers see them (position, then id). */
export const deliveryMethodsQuery = () =>
  queryOptions({
    queryKey: deliveryKeys.list(),
    queryFn: ({ signal }) =>
      adminApi
        .get(apiPath(ADMIN_API.deliveryMethods, {}), {
          signal,
          quiet: true,
          schema: deliveryMethodList,
        })
        .then((r) => r.items),
  });

export const useDeliveryMethods = () => useQuery(deliveryMethodsQuery());

/** Create, update and remove; the list is asked again after each. */
export function useDeliveryMethodMutations() {
  return useCrudMutations<AdminDeliveryMethod, DeliveryMethodCreate, DeliveryMethodPatch>({
    invalidate: deliveryKeys.all,
    list: apiPath(ADMIN_API.deliveryMethods, {}),
    item: (id) => apiPath(ADMIN_API.deliveryMethod, { id }),
    schema: deliveryMethodSchema,
  });
}

/**
 * Moves a method one place up or down: the whole list is numbered again (10, 20, 30…) and only
 * the methods whose position changes are written.
 */
export function useReorderDeliveryMethods() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      methods,
      id,
      step,
    }: {
      methods: AdminDeliveryMethod[];
      id: number;
      step: -1 | 1;
    }) => {
      const order = [...methods];
      const from = order.findIndex((m) => m.id === id);
      const to = from + step;
      if (from < 0 || to < 0 || to >= order.length) return;
      [order[from], order[to]] = [order[to]!, order[from]!];
      for (const [index, method] of order.entries()) {
        const position = (index + 1) * 10;
        if (method.position === position) continue;
        await adminApi.patch(
          apiPath(ADMIN_API.deliveryMethod, { id: method.id }),
          { position } satisfies DeliveryMethodPatch,
          { quiet: true, schema: deliveryMethodSchema },
        );
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
}
