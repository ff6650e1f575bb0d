import { href } from 'react-router';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { categoryTreeResponse } from '#contracts/admin/categories';
import {
  adminProductSchema,
  productBulkResponse,
  productListResponse,
  type AdminProduct,
  type ProductBulkRequest,
  type ProductCreate,
  type ProductPatch,
} from '#contracts/admin/products';
import type { Locale } from '#domain/locale';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { adminApi } from '#web/admin/lib/api';
import { queryRoots } from '#web/admin/lib/query-keys';

/**
 * The products screens' calls (docs/rules.md#back-office), their query keys, queries and
 * mutations. Every call is `quiet`: the screens show failures where the person is looking (the
 * form, the dialog).
 */

export const productKeys = {
  all: queryRoots.products,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: string) => [...productKeys.lists(), query] as const,
  one: (id: number) => [...productKeys.all, 'one', id] as const,
  images: (id: number) => [...productKeys.all, 'one', id, 'images'] as const,
  documents: (id: number) => [...productKeys.all, 'one', id, 'documents'] as const,
  /** The category picker's list: the products screens' own copy, kept a minute. */
  categories: () => queryRoots.productCategories,
};

const quiet = { quiet: true } as const;

/** One page of the list for the address's filters; the previous page stays while the next loads. */
export const productListQuery = (query: string) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) =>
      adminApi.get(`${apiPath(ADMIN_API.products, {})}?${query}`, {
        ...quiet,
        signal,
        schema: productListResponse,
      }),
    placeholderData: keepPreviousData,
  });

/** One product for the editor. */
export const productQuery = (id: number) =>
  queryOptions({
    queryKey: productKeys.one(id),
    queryFn: ({ signal }) =>
      adminApi.get(apiPath(ADMIN_API.product, { id }), {
        ...quiet,
        signal,
        schema: adminProductSchema,
      }),
    // The editor keeps its own copy from here on; a background refetch must not replace the form,
    // and a later visit loads afresh (an old copy would carry an old version: a false conflict).
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export const useProduct = (id: number) => useQuery(productQuery(id));

export const productCategoriesQuery = () =>
  queryOptions({
    queryKey: productKeys.categories(),
    queryFn: async ({ signal }) =>
      (
        await adminApi.get(apiPath(ADMIN_API.categories, {}), {
          ...quiet,
          signal,
          schema: categoryTreeResponse,
        })
      ).items,
    staleTime: 60_000,
  });

export const useProductList = (query: string) => useQuery(productListQuery(query));
export const useProductCategories = () => useQuery(productCategoriesQuery());

/** The editor's "load the latest": asked anew, whatever the cache holds. */
export function useReloadProduct() {
  const client = useQueryClient();
  return (id: number) => client.fetchQuery({ ...productQuery(id), staleTime: 0 });
}

/**
 * Create or patch: the answer becomes the cached product at once and the lists go stale. The
 * caller reads the outcome (409 and 422 are the editor's to show).
 */
export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ProductCreate | ProductPatch }) =>
      id === null
        ? adminApi.post(apiPath(ADMIN_API.products, {}), body, {
            ...quiet,
            schema: adminProductSchema,
          })
        : adminApi.patch(apiPath(ADMIN_API.product, { id }), body, {
            ...quiet,
            schema: adminProductSchema,
          }),
    onSuccess: (answer: AdminProduct) => {
      client.setQueryData(productKeys.one(answer.id), answer);
      void client.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

/** A bulk action on the selected products; everything about products is asked again after it. */
export function useBulkProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductBulkRequest) =>
      adminApi.post(apiPath(ADMIN_API.productsBulk, {}), body, {
        ...quiet,
        schema: productBulkResponse,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/** A product's address in the shop, in one language. */
export function shopProductPath(locale: Locale, slug: string): string {
  // href() fills parameters as they are: the slug is encoded here, as any path segment must be.
  return href('/:locale/product/:slug', { locale, slug: encodeURIComponent(slug) });
}
