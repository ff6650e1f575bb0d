import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardResponse, listSizeResponse } from '#contracts/admin/dashboard';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { adminApi } from '#web/admin/lib/api';
import { queryRoots } from '#web/admin/lib/query-keys';

export const dashboardKeys = {
  all: queryRoots.dashboard,
  count: (name: string) => [...queryRoots.dashboardCounts, name] as const,
};

/** Every figure of the dashboard in one call; asked again when the window gets focus. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) =>
      adminApi.get(apiPath(ADMIN_API.dashboard, {}), {
        signal,
        quiet: true,
        schema: dashboardResponse,
      }),
    staleTime: 30_000,
  });

export const useDashboard = () => useQuery(dashboardQuery());

/** How many items a list holds, children of a tree included. */
function countItems(items: unknown[]): number {
  return items.reduce<number>((n, item) => {
    const children = (item as { children?: unknown }).children;
    return n + 1 + (Array.isArray(children) ? countItems(children) : 0);
  }, 0);
}

/** A list call's size: its `total`, or the count of its items (a tree: every node). */
export const countQuery = (name: string, url: string) =>
  queryOptions({
    queryKey: dashboardKeys.count(name),
    queryFn: async ({ signal }) => {
      const body = await adminApi.get(url, { signal, quiet: true, schema: listSizeResponse });
      return body.total ?? (body.items ? countItems(body.items) : null);
    },
    // A figure is a nicety: quiet, never retried, and nothing shown when it fails.
    retry: false,
  });

export const useListCount = (name: string, url: string) => useQuery(countQuery(name, url));
