import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Locale } from '../../../../domain/locale';
import { adminApi } from '../../lib/api';

// TODO(merge): these shapes come from src/contracts/admin/categories.ts once the categories API
// lands on main; until then they follow the contract's AdminProduct style (translations by locale).
const slug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug.invalid');
const translation = z.strictObject({
  title: z.string().trim().min(1, 'required').max(120, 'too_long'),
  slug: slug.optional(),
});
export const categoryWriteSchema = z.strictObject({
  parent_id: z.number().int().positive().max(2_147_483_647).nullable(),
  translations: z.strictObject({ pl: translation, en: translation, ru: translation }),
});
export type CategoryWrite = z.output<typeof categoryWriteSchema>;

export interface AdminCategory {
  id: number;
  parent_id: number | null;
  position: number;
  translations: Record<Locale, { title: string; slug: string }>;
  /** Products directly in this category (a category with any cannot be deleted). */
  product_count?: number;
}

export const categoriesKey = ['categories'] as const;

export function useCategories() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) =>
      adminApi
        .get<{ items: AdminCategory[] }>('/api/admin/categories', { signal, quiet: true })
        .then((r) => r.items),
  });
}

/** Calls that change the tree; each one refreshes the list (and the shop's menu follows). */
export function useCategoryCalls() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: categoriesKey });
  const url = (id: number) => `/api/admin/categories/${id}`;
  return {
    create: (body: CategoryWrite) =>
      adminApi.post<AdminCategory>('/api/admin/categories', body, { quiet: true }).finally(refresh),
    update: (id: number, body: Partial<CategoryWrite> & { position?: number }) =>
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
