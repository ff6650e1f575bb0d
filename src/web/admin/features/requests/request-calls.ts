import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RequestDetail,
  RequestList,
  RequestStatus,
  UpdateRequestBody,
} from '../../../../contracts/admin/requests';
import { ADMIN_API, apiPath } from '../../../../contracts/api-paths';
import { adminApi } from '../../lib/api';

/** The inbox through TanStack Query: every list and request under one key, refreshed by a change. */
export const requestsKey = ['requests'] as const;

export function useRequestList(status: RequestStatus | null, page: number) {
  const url = apiPath(ADMIN_API.requests, {}, { ...(status ? { status } : {}), page });
  return useQuery({
    queryKey: [...requestsKey, 'list', status, page],
    queryFn: ({ signal }) => adminApi.get<RequestList>(url, { signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
}

export function useRequest(id: number) {
  return useQuery({
    queryKey: [...requestsKey, 'one', id],
    queryFn: ({ signal }) =>
      adminApi.get<RequestDetail>(apiPath(ADMIN_API.request, { id }), { signal, quiet: true }),
  });
}

/** A status, a reply or both; the answer (the request as it now stands) replaces the cached one. */
export function useUpdateRequest(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateRequestBody) =>
      adminApi.patch<RequestDetail>(apiPath(ADMIN_API.request, { id }), change, { quiet: true }),
    onSuccess: (detail) => {
      client.setQueryData([...requestsKey, 'one', id], detail);
      // The home page counts open requests (its key, written out: features do not import each other).
      void client.invalidateQueries({ queryKey: ['dashboard'] });
      return client.invalidateQueries({ queryKey: [...requestsKey, 'list'] });
    },
  });
}
