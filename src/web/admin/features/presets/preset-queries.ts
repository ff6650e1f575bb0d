import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: presetKeys.all });
  const url = (id: number) => apiPath(ADMIN_API.preset, { id });
  const create = useMutation({
    mutationFn: (body: PresetCreateRequest) =>
      adminApi.post(apiPath(ADMIN_API.presets, {}), body, {
        quiet: true,
        schema: adminPresetSchema,
      }),
    onSettled,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: PresetPatchRequest }) =>
      adminApi.patch(url(id), body, { quiet: true, schema: adminPresetSchema }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: number) => adminApi.delete<void>(url(id), { quiet: true }),
    onSettled,
  });
  return {
    create: create.mutateAsync,
    update: (id: number, body: PresetPatchRequest) => update.mutateAsync({ id, body }),
    remove: remove.mutateAsync,
  };
}

export function presetName(preset: AdminPreset, locale: Locale): string {
  return preset.translations[locale]?.title || preset.translations.pl?.title || `#${preset.id}`;
}
