import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminOrderListResponse,
  adminOrderSchema,
  type AdminOrderPatch,
} from '#contracts/admin/orders';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { addressListQuery } from '#web/admin/lib/address-filters';
import { adminApi, ApiError } from '#web/admin/lib/api';
import { queryRoots } from '#web/admin/lib/query-keys';

/** The list's filters, kept in the page's address. */
export const ORDER_FILTERS = ['status', 'payment_status', 'q', 'from', 'to'] as const;

export const orderKeys = {
  all: queryRoots.orders,
  list: (query: string) => [...queryRoots.orders, 'list', query] as const,
  one: (id: string) => [...queryRoots.orders, 'one', id] as const,
};

export function exportUrl(params: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const name of ['from', 'to'] as const) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return `${apiPath(ADMIN_API.ordersExport, {})}${text ? `?${text}` : ''}`;
}

/** The orders the address asks for, a page at a time. */
export const orderListQuery = (params: URLSearchParams) =>
  addressListQuery(
    {
      path: apiPath(ADMIN_API.orders, {}),
      filters: ORDER_FILTERS,
      key: orderKeys.list,
      schema: adminOrderListResponse,
    },
    params,
  );

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.one(id),
    queryFn: ({ signal }) =>
      adminApi.get(apiPath(ADMIN_API.order, { id }), {
        signal,
        quiet: true,
        schema: adminOrderSchema,
      }),
  });

export const useOrderList = (params: URLSearchParams) => useQuery(orderListQuery(params));
export const useOrder = (id: string) => useQuery(orderQuery(id));

/**
 * A status move. The order shows the answer at once; the lists are marked stale, asked again
 * when shown. A 409 (a colleague moved it first) reloads the order.
 */
export function useMoveOrder(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOrderPatch) =>
      adminApi.patch(apiPath(ADMIN_API.order, { id }), body, {
        quiet: true,
        schema: adminOrderSchema,
      }),
    onSuccess: (moved) => {
      client.setQueryData(orderKeys.one(id), moved);
      void client.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        return client.invalidateQueries({ queryKey: orderKeys.one(id) });
      }
    },
  });
}

/**
 * Staff record the money of a transfer (or cash) received: `{ payment_status: "paid" }`. The
 * dashboard's revenue follows it. A 409 (already paid, or no longer pending) reloads the order.
 */
export function useMarkPaid(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      adminApi.patch(
        apiPath(ADMIN_API.order, { id }),
        { payment_status: 'paid' } satisfies AdminOrderPatch,
        { quiet: true, schema: adminOrderSchema },
      ),
    onSuccess: (paid) => {
      client.setQueryData(orderKeys.one(id), paid);
      void client.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: queryRoots.dashboard });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        return client.invalidateQueries({ queryKey: orderKeys.one(id) });
      }
    },
  });
}
