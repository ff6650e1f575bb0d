import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopSettingsSchema, type UpdateSettingsBody } from '#contracts/admin/settings';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { adminApi } from '#web/admin/lib/api';
import { queryRoots } from '#web/admin/lib/query-keys';

export const settingsKeys = { all: queryRoots.settings };

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) =>
      adminApi.get(apiPath(ADMIN_API.settings, {}), {
        signal,
        quiet: true,
        schema: shopSettingsSchema,
      }),
  });

export const useSettings = () => useQuery(settingsQuery());

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateSettingsBody) =>
      adminApi.patch(apiPath(ADMIN_API.settings, {}), change, {
        quiet: true,
        schema: shopSettingsSchema,
      }),
    onSuccess: async (saved) => {
      client.setQueryData(settingsKeys.all, saved);
      // The dashboard's low-stock list follows the threshold.
      await client.invalidateQueries({ queryKey: queryRoots.dashboard });
    },
  });
}
