import type {
  AdminOrder,
  AdminOrderList,
  AdminOrderPatch,
} from '../../../../contracts/admin/orders';
import { ADMIN_API, apiPath } from '../../../../contracts/api-paths';
import { adminApi } from '../../lib/api';

/** The list's filters, kept in the page's address. */
export const ORDER_FILTERS = ['status', 'q', 'from', 'to'] as const;

export const orderKeys = {
  all: ['orders'] as const,
  list: (query: string) => ['orders', 'list', query] as const,
  one: (id: string) => ['orders', 'one', id] as const,
};

export function listUrl(params: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const name of ORDER_FILTERS) {
    const value = params.get(name)?.trim();
    if (value) query.set(name, value);
  }
  const page = Math.max(1, Number(params.get('page')) || 1);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `${apiPath(ADMIN_API.orders, {})}${text ? `?${text}` : ''}`;
}

export function exportUrl(params: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const name of ['from', 'to'] as const) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return `${apiPath(ADMIN_API.ordersExport, {})}${text ? `?${text}` : ''}`;
}

export const fetchOrders = (url: string, signal?: AbortSignal) =>
  adminApi.get<AdminOrderList>(url, { signal, quiet: true });

export const fetchOrder = (id: string, signal?: AbortSignal) =>
  adminApi.get<AdminOrder>(apiPath(ADMIN_API.order, { id }), { signal, quiet: true });

/** `quiet`: the screen shows a 409 or a 422 itself. */
export const moveOrder = (id: string, body: AdminOrderPatch) =>
  adminApi.patch<AdminOrder>(apiPath(ADMIN_API.order, { id }), body, { quiet: true });
