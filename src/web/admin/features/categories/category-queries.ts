import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminCategorySchema,
  categoryTreeResponse,
  type AdminCategory,
  type CategoryCreateRequest,
  type CategoryPatchRequest,
} from '#contracts/admin/categories';
import type { Locale } from '#domain/locale';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { adminApi } from '#web/admin/lib/api';
import { useCrudMutations } from '#web/admin/lib/crud-mutations';
import { queryRoots } from '#web/admin/lib/query-keys';

export type { AdminCategory };

export const categoryKeys = { all: queryRoots.categories };

/** The API's nested tree as one list, parents before children (tree.ts rebuilds the nesting). */
export function flattenTree(nodes: readonly AdminCategory[]): AdminCategory[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

export const categoryListQuery = () =>
  queryOptions({
    queryKey: categoryKeys.all,
    queryFn: ({ signal }) =>
      adminApi
        .get(apiPath(ADMIN_API.categories, {}), {
          signal,
          quiet: true,
          schema: categoryTreeResponse,
        })
        .then((r) => flattenTree(r.items)),
  });

export const useCategories = () => useQuery(categoryListQuery());

/**
 * Writes that change the tree; each one refreshes the list, whether it worked or not (and the
 * shop's menu follows).
 */
export function useCategoryMutations() {
  return useCrudMutations<AdminCategory, CategoryCreateRequest, CategoryPatchRequest>({
    invalidate: categoryKeys.all,
    list: apiPath(ADMIN_API.categories, {}),
    item: (id) => apiPath(ADMIN_API.category, { id }),
    schema: adminCategorySchema,
  });
}

export function categoryName(category: AdminCategory, locale: Locale): string {
  return (
    category.translations[locale]?.title || category.translations.pl?.title || `#${category.id}`
  );
}

/** Products or subcategories (archived products count): the server refuses to delete it. */
export function isEmptyCategory(category: AdminCategory): boolean {
  return category.product_count + category.archived_count === 0 && category.children.length === 0;
}
