import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPreset,
  PresetCreateRequest,
  PresetPatchRequest,
} from '../../../../contracts/admin/presets';
import type { Locale } from '../../../../domain/locale';
import { ADMIN_API, apiPath } from '../../../../contracts/api-paths';
import { adminApi } from '../../lib/api';

export type { AdminPreset };

const presetsKey = (categoryId: number | null) => ['presets', categoryId] as const;

export function usePresets(categoryId: number | null) {
  return useQuery({
    queryKey: presetsKey(categoryId),
    queryFn: ({ signal }) =>
      adminApi
        .get<{ items: AdminPreset[] }>(
          apiPath(ADMIN_API.presets, {}, { category_id: categoryId ?? undefined }),
          {
            signal,
            quiet: true,
          },
        )
        .then((r) => r.items),
    enabled: categoryId !== null,
  });
}

export function usePresetCalls() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['presets'] });
  const url = (id: number) => apiPath(ADMIN_API.preset, { id });
  return {
    create: (body: PresetCreateRequest) =>
      adminApi
        .post<AdminPreset>(apiPath(ADMIN_API.presets, {}), body, { quiet: true })
        .finally(refresh),
    update: (id: number, body: PresetPatchRequest) =>
      adminApi.patch<AdminPreset>(url(id), body, { quiet: true }).finally(refresh),
    remove: (id: number) => adminApi.delete<void>(url(id), { quiet: true }).finally(refresh),
  };
}

export function presetName(preset: AdminPreset, locale: Locale): string {
  return preset.translations[locale]?.title || preset.translations.pl?.title || `#${preset.id}`;
}
