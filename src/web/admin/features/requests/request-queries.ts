import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  requestDetailResponse,
  requestListResponse,
  type RequestStatus,
  type UpdateRequestBody,
} from '#contracts/admin/requests';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { adminApi } from '#web/admin/lib/api';
import { queryRoots } from '#web/admin/lib/query-keys';

export const requestKeys = {
  all: queryRoots.requests,
  lists: () => [...queryRoots.requests, 'list'] as const,
  list: (status: RequestStatus | null, page: number) =>
    [...queryRoots.requests, 'list', status, page] as const,
  one: (id: number) => [...queryRoots.requests, 'one', id] as const,
};

/** The inbox, one status (or all) and one page; the previous page stays while the next loads. */
export const requestListQuery = (status: RequestStatus | null, page: number) =>
  queryOptions({
    queryKey: requestKeys.list(status, page),
    queryFn: ({ signal }) =>
      adminApi.get(apiPath(ADMIN_API.requests, {}, { ...(status ? { status } : {}), page }), {
        signal,
        quiet: true,
        schema: requestListResponse,
      }),
    placeholderData: keepPreviousData,
  });

export const requestQuery = (id: number) =>
  queryOptions({
    queryKey: requestKeys.one(id),
    queryFn: ({ signal }) =>
      adminApi.get(apiPath(ADMIN_API.request, { id }), {
        signal,
        quiet: true,
        schema: requestDetailResponse,
      }),
  });

export const useRequestList = (status: RequestStatus | null, page: number) =>
  useQuery(requestListQuery(status, page));
export const useRequest = (id: number) => useQuery(requestQuery(id));

/** A reply and/or a new status; the inbox and the dashboard's open requests follow. */
export function useUpdateRequest(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateRequestBody) =>
      adminApi.patch(apiPath(ADMIN_API.request, { id }), change, {
        quiet: true,
        schema: requestDetailResponse,
      }),
    onSuccess: (detail) => {
      client.setQueryData(requestKeys.one(id), detail);
      void client.invalidateQueries({ queryKey: queryRoots.dashboard });
      return client.invalidateQueries({ queryKey: requestKeys.lists() });
    },
  });
}
