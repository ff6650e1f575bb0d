import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCategory,
  CategoryCreateRequest,
  CategoryPatchRequest,
} from '../../../../contracts/admin/categories';
import type { Locale } from '../../../../domain/locale';
import { ADMIN_API, apiPath } from '../../../../contracts/api-paths';
import { adminApi } from '../../lib/api';

export type { AdminCategory };

export const categoriesKey = ['categories'] as const;

/** The API's nested tree as one list, parents before children (tree.ts rebuilds the nesting). */
export function flattenTree(nodes: readonly AdminCategory[]): AdminCategory[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

export function useCategories() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) =>
      adminApi
        .get<{ items: AdminCategory[] }>(apiPath(ADMIN_API.categories, {}), { signal, quiet: true })
        .then((r) => flattenTree(r.items)),
  });
}

/** Calls that change the tree; each one refreshes the list (and the shop's menu follows). */
export function useCategoryCalls() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: categoriesKey });
  const url = (id: number) => apiPath(ADMIN_API.category, { id });
  return {
    create: (body: CategoryCreateRequest) =>
      adminApi
        .post<AdminCategory>(apiPath(ADMIN_API.categories, {}), body, { quiet: true })
        .finally(refresh),
    update: (id: number, body: CategoryPatchRequest) =>
      adminApi.patch<AdminCategory>(url(id), body, { quiet: true }).finally(refresh),
    remove: (id: number) => adminApi.delete<void>(url(id), { quiet: true }).finally(refresh),
  };
}

/** A category's name in the staff member's language, else in Polish (always filled). */
export function categoryName(category: AdminCategory, locale: Locale): string {
  return (
    category.translations[locale]?.title || category.translations.pl?.title || `#${category.id}`
  );
}

/** Products or subcategories (archived products count): the server refuses to delete it. */
export function isEmptyCategory(category: AdminCategory): boolean {
  return category.product_count + category.archived_count === 0 && category.children.length === 0;
}
