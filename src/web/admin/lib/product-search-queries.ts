import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_LIST_LIMIT, productListResponse } from '#contracts/admin/products';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { adminApi } from './api';
import { queryRoots } from './query-keys';

/**
 * Finding products to pick (a group's members, a promo code's products): the products list's
 * own search, and the picked ones by id. Under the products' root, so every product write
 * (and a group's, which invalidates it) refreshes what a picker shows.
 */
export const productSearchKeys = {
  search: (term: string) => [...queryRoots.products, 'search', term] as const,
  picked: (ids: readonly number[]) => [...queryRoots.products, 'picked', ids.join(',')] as const,
};

/** The shortest term searched: one letter matches half the catalogue. */
export const MIN_SEARCH = 2;

/** Live products whose SKU or title matches `term`, eight at most. */
export const useProductSearch = (term: string) =>
  useQuery({
    queryKey: productSearchKeys.search(term.trim()),
    queryFn: ({ signal }) =>
      adminApi.get(apiPath(ADMIN_API.products, {}, { search: term.trim(), limit: 8 }), {
        signal,
        quiet: true,
        schema: productListResponse,
      }),
    enabled: term.trim().length >= MIN_SEARCH,
    staleTime: 30_000,
  });

/** The products with these ids (MAX_LIST_LIMIT at most), archived ones too (a picker names what it holds). */
export const usePickedProducts = (ids: readonly number[]) =>
  useQuery({
    queryKey: productSearchKeys.picked(ids),
    queryFn: ({ signal }) =>
      adminApi.get(
        apiPath(
          ADMIN_API.products,
          {},
          { ids: ids.join(','), archived: 'all', limit: MAX_LIST_LIMIT },
        ),
        { signal, quiet: true, schema: productListResponse },
      ),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
