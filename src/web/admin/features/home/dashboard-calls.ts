import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../contracts/admin/dashboard';
import { ADMIN_API, apiPath } from '../../../../contracts/api-paths';
import { adminApi } from '../../lib/api';

export const dashboardKey = ['dashboard'] as const;

/** Every figure of the home page in one call; asked again when the window gets focus. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) =>
      adminApi.get<Dashboard>(apiPath(ADMIN_API.dashboard, {}), { signal, quiet: true }),
    staleTime: 30_000,
  });
}
