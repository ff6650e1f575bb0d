import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminShopPage,
  adminShopPageList,
  type AdminShopPage,
  type ShopPagePatch,
} from '#contracts/admin/shop-pages';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { adminApi } from '#web/admin/lib/api';
import { queryRoots } from '#web/admin/lib/query-keys';

export type { AdminShopPage };

export const shopPageKeys = {
  all: queryRoots.shopPages,
  list: () => [...queryRoots.shopPages, 'list'] as const,
  one: (slug: string) => [...queryRoots.shopPages, 'one', slug] as const,
};

export const shopPageListQuery = () =>
  queryOptions({
    queryKey: shopPageKeys.list(),
    queryFn: ({ signal }) =>
      adminApi
        .get(apiPath(ADMIN_API.shopPages, {}), { signal, quiet: true, schema: adminShopPageList })
        .then((r) => r.items),
  });

export const shopPageQuery = (slug: string) =>
  queryOptions({
    queryKey: shopPageKeys.one(slug),
    queryFn: ({ signal }) =>
      adminApi.get(apiPath(ADMIN_API.shopPage, { slug }), {
        signal,
        quiet: true,
        schema: adminShopPage,
      }),
  });

export const useShopPages = () => useQuery(shopPageListQuery());
export const useShopPage = (slug: string) => useQuery(shopPageQuery(slug));

/** Saves titles and bodies; the answer (with the terms' new version) replaces the cached page. */
export function useSaveShopPage(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: ShopPagePatch) =>
      adminApi.patch(apiPath(ADMIN_API.shopPage, { slug }), patch, {
        quiet: true,
        schema: adminShopPage,
      }),
    onSuccess: (saved) => {
      client.setQueryData(shopPageKeys.one(slug), saved);
      return client.invalidateQueries({ queryKey: shopPageKeys.list() });
    },
  });
}
