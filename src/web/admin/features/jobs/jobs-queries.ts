import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminJobListResponse, adminJobSchema } from '#contracts/admin/jobs';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { addressListQuery } from '#web/admin/lib/address-filters';
import { adminApi } from '#web/admin/lib/api';
import { queryRoots } from '#web/admin/lib/query-keys';

/** The list's filters, kept in the page's address. */
export const JOB_FILTERS = ['status', 'topic'] as const;

export const jobKeys = {
  all: queryRoots.jobs,
  list: (url: string) => [...queryRoots.jobs, 'list', url] as const,
};

/** The jobs the address asks for, a page at a time. */
export const jobListQuery = (params: URLSearchParams) =>
  addressListQuery(
    {
      path: apiPath(ADMIN_API.jobs, {}),
      filters: JOB_FILTERS,
      key: jobKeys.list,
      schema: adminJobListResponse,
    },
    params,
  );

export const useJobList = (params: URLSearchParams) => useQuery(jobListQuery(params));

/** After a write (or a 409: someone else's came first): the list and the dashboard's count. */
function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: queryRoots.dashboard });
    return client.invalidateQueries({ queryKey: jobKeys.all });
  };
}

/** "Retry now": the job is due at once; a failure is the client's toast. */
export function useRetryJob() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      adminApi.post(apiPath(ADMIN_API.jobRetry, { id }), undefined, { schema: adminJobSchema }),
    onSettled: refresh,
  });
}

/** "Give up" a failed job (quiet: the confirmation dialog shows the failure). */
export function useAbandonJob() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      adminApi.post(apiPath(ADMIN_API.jobAbandon, { id }), undefined, {
        quiet: true,
        schema: adminJobSchema,
      }),
    onSettled: refresh,
  });
}
