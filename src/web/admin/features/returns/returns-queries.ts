import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminRefundResponse,
  adminReturnListResponse,
  adminReturnSchema,
  type AdminReturnPatch,
} from '#contracts/admin/returns';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { addressListQuery } from '#web/admin/lib/address-filters';
import { adminApi, ApiError } from '#web/admin/lib/api';
import { queryRoots } from '#web/admin/lib/query-keys';

/** The list's filters, kept in the page's address. */
export const RETURN_FILTERS = ['kind', 'status', 'overdue', 'order_id'] as const;

export const returnKeys = {
  all: queryRoots.returns,
  list: (query: string) => [...queryRoots.returns, 'list', query] as const,
  one: (id: number) => [...queryRoots.returns, 'one', id] as const,
};

/** The returns the address asks for, a page at a time. */
export const returnListQuery = (params: URLSearchParams) =>
  addressListQuery(
    {
      path: apiPath(ADMIN_API.returns, {}),
      filters: RETURN_FILTERS,
      key: returnKeys.list,
      schema: adminReturnListResponse,
    },
    params,
  );

export const useReturnList = (params: URLSearchParams) => useQuery(returnListQuery(params));

export const returnQuery = (id: number) =>
  queryOptions({
    queryKey: returnKeys.one(id),
    queryFn: ({ signal }) =>
      adminApi.get(apiPath(ADMIN_API.return, { id }), {
        signal,
        quiet: true,
        schema: adminReturnSchema,
      }),
  });

export const useReturn = (id: number) => useQuery(returnQuery(id));

/** After a write: this return is asked again, lists, orders and the dashboard are stale. */
function useRefreshAfterWrite(id: number) {
  const client = useQueryClient();
  return {
    done: () => {
      void client.invalidateQueries({ queryKey: returnKeys.one(id) });
      void client.invalidateQueries({ queryKey: returnKeys.all, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: queryRoots.orders, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: queryRoots.dashboard });
    },
    conflict: (error: unknown) => {
      if (error instanceof ApiError && error.status === 409) {
        return client.invalidateQueries({ queryKey: returnKeys.one(id) });
      }
    },
    client,
  };
}

/** A status move; a 409 (a colleague's move came first) reloads the return. */
export function useMoveReturn(id: number) {
  const refresh = useRefreshAfterWrite(id);
  return useMutation({
    mutationFn: (body: AdminReturnPatch) =>
      adminApi.patch(apiPath(ADMIN_API.return, { id }), body, {
        quiet: true,
        schema: adminReturnSchema,
      }),
    onSuccess: (moved) => {
      refresh.client.setQueryData(returnKeys.one(id), moved);
      refresh.done();
    },
    onError: refresh.conflict,
  });
}

/**
 * A refund, with the key the form was opened with: a double click or a retry after a lost
 * answer is the same refund (the server answers the first one's result).
 */
export function useRefund(id: number) {
  const refresh = useRefreshAfterWrite(id);
  return useMutation({
    mutationFn: ({ amount, key }: { amount: number | undefined; key: string }) =>
      adminApi.post(
        apiPath(ADMIN_API.returnRefund, { id }),
        amount === undefined ? {} : { amount },
        { quiet: true, schema: adminRefundResponse, idempotencyKey: key },
      ),
    onSuccess: refresh.done,
    onError: refresh.conflict,
  });
}

/** Staff sent the bank transfer of the pending refund. */
export function useRefundSent(id: number) {
  const refresh = useRefreshAfterWrite(id);
  return useMutation({
    mutationFn: () =>
      adminApi.post(apiPath(ADMIN_API.returnRefundSent, { id }), undefined, {
        quiet: true,
        schema: adminRefundResponse,
      }),
    onSuccess: refresh.done,
    onError: refresh.conflict,
  });
}
