import { createAdminOrders, type AdminOrdersDeps } from './admin-orders';
import { exportOrdersCsv } from './order-export';
import { createCustomerOrders, type OrdersDeps } from './orders-service';

/**
 * The orders noun: cart and quick orders, the user's order list, and the back office's side (`admin`: list, detail, status moves, CSV export).
 */
export function createOrdersService(deps: OrdersDeps & Omit<AdminOrdersDeps, 'db' | 'outbox'>) {
  return {
    ...createCustomerOrders(deps),
    admin: {
      ...createAdminOrders(deps),
      exportCsv: (range: { from?: string; to?: string }) => exportOrdersCsv(deps.db, range),
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
