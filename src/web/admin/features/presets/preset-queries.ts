import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminPresetSchema,
  presetListResponse,
  type AdminPreset,
  type PresetCreateRequest,
  type PresetPatchRequest,
} from '#contracts/admin/presets';
import type { Locale } from '#domain/locale';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { adminApi } from '#web/admin/lib/api';
import { useCrudMutations } from '#web/admin/lib/crud-mutations';
import { queryRoots } from '#web/admin/lib/query-keys';

export type { AdminPreset };

export const presetKeys = {
  all: queryRoots.presets,
  list: (categoryId: number | null) => [...queryRoots.presets, categoryId] as const,
};

/** One category's presets (none asked for before a category is chosen). */
export const presetListQuery = (categoryId: number | null) =>
  queryOptions({
    queryKey: presetKeys.list(categoryId),
    queryFn: ({ signal }) =>
      adminApi
        .get(apiPath(ADMIN_API.presets, {}, { category_id: categoryId ?? undefined }), {
          signal,
          quiet: true,
          schema: presetListResponse,
        })
        .then((r) => r.items),
    enabled: categoryId !== null,
  });

export const usePresets = (categoryId: number | null) => useQuery(presetListQuery(categoryId));

/** Create, update and remove; the lists are asked again after each, whether it worked or not. */
export function usePresetMutations() {
  return useCrudMutations<AdminPreset, PresetCreateRequest, PresetPatchRequest>({
    invalidate: presetKeys.all,
    list: apiPath(ADMIN_API.presets, {}),
    item: (id) => apiPath(ADMIN_API.preset, { id }),
    schema: adminPresetSchema,
  });
}

export function presetName(preset: AdminPreset, locale: Locale): string {
  return preset.translations[locale]?.title || preset.translations.pl?.title || `#${preset.id}`;
}
