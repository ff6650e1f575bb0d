import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Locale } from '../../../../domain/locale';
import { adminApi } from '../../lib/api';

// TODO(merge): these shapes come from src/contracts/admin/presets.ts once the presets API lands
// on main; until then they follow the contract's AdminProduct style (translations by locale).
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
export const presetWriteSchema = z.strictObject({
  category_id: z.number().int().positive().max(2_147_483_647),
  filters: z.record(z.string().max(100), z.array(z.string().max(100)).max(50)),
  translations: z.strictObject({ pl: translation, en: translation, ru: translation }),
});
export type PresetWrite = z.output<typeof presetWriteSchema>;

export interface AdminPreset {
  id: number;
  category_id: number;
  position: number;
  filters: Record<string, string[]>;
  translations: Record<Locale, { title: string; slug: string }>;
}

const presetsKey = (categoryId: number | null) => ['presets', categoryId] as const;

export function usePresets(categoryId: number | null) {
  return useQuery({
    queryKey: presetsKey(categoryId),
    queryFn: ({ signal }) =>
      adminApi
        .get<{ items: AdminPreset[] }>(`/api/admin/presets?category_id=${categoryId}`, {
          signal,
          quiet: true,
        })
        .then((r) => r.items),
    enabled: categoryId !== null,
  });
}

export function usePresetCalls() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['presets'] });
  const url = (id: number) => `/api/admin/presets/${id}`;
  return {
    create: (body: PresetWrite) =>
      adminApi.post<AdminPreset>('/api/admin/presets', body, { quiet: true }).finally(refresh),
    update: (id: number, body: Partial<PresetWrite>) =>
      adminApi.patch<AdminPreset>(url(id), body, { quiet: true }).finally(refresh),
    remove: (id: number) => adminApi.delete<void>(url(id), { quiet: true }).finally(refresh),
  };
}

export function presetName(preset: AdminPreset, locale: Locale): string {
  return preset.translations[locale]?.title || preset.translations.pl?.title || `#${preset.id}`;
}
