import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminProductGroupSchema,
  productGroupCreatedResponse,
  type AdminProductGroup,
  type ProductGroupCreateRequest,
  type ProductGroupPatchRequest,
} from '#contracts/admin/product-groups';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { adminApi } from '#web/admin/lib/api';
import { useCrudMutations } from '#web/admin/lib/crud-mutations';
import { queryRoots } from '#web/admin/lib/query-keys';

/**
 * The product groups' calls (docs/api.md "Product groups"; docs/rules.md#product-groups): one
 * group for the editor's panel, and the writes (members are found with lib/product-search-queries).
 * Every write refreshes the products too (their `group_id`).
 */
export const productGroupKeys = {
  all: queryRoots.productGroups,
  one: (id: number) => [...queryRoots.productGroups, 'one', id] as const,
};

export const productGroupQuery = (id: number) =>
  queryOptions({
    queryKey: productGroupKeys.one(id),
    queryFn: ({ signal }) =>
      adminApi.get(apiPath(ADMIN_API.productGroup, { id }), {
        signal,
        quiet: true,
        schema: adminProductGroupSchema,
      }),
  });

export const useProductGroup = (id: number | null) =>
  useQuery({ ...productGroupQuery(id ?? 0), enabled: id !== null });

export function useProductGroupMutations() {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: queryRoots.products });
    return client.invalidateQueries({ queryKey: productGroupKeys.all });
  };
  const { update, remove } = useCrudMutations<
    AdminProductGroup,
    ProductGroupCreateRequest,
    ProductGroupPatchRequest
  >({
    invalidate: queryRoots.products,
    list: apiPath(ADMIN_API.productGroups, {}),
    item: (id) => apiPath(ADMIN_API.productGroup, { id }),
    schema: adminProductGroupSchema,
    onSaved: (group) => {
      client.setQueryData(productGroupKeys.one(group.id), group);
      return refresh();
    },
  });
  // The create answers `{ id }`, not the group: a write of its own shape.
  const create = useMutation({
    mutationFn: (body: ProductGroupCreateRequest) =>
      adminApi.post(apiPath(ADMIN_API.productGroups, {}), body, {
        quiet: true,
        schema: productGroupCreatedResponse,
      }),
    onSettled: refresh,
  });
  return {
    create: create.mutateAsync,
    update,
    remove: async (id: number) => {
      await remove(id);
      // Gone: dropped, not refreshed (asking for it again would only answer 404).
      client.removeQueries({ queryKey: productGroupKeys.one(id), exact: true });
      await refresh();
    },
  };
}
