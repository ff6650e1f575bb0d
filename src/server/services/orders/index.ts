import type { SettingsService } from '../settings/settings-service';
import { createAdminOrders, type AdminOrdersDeps } from './admin-orders';
import { exportOrdersCsv } from './order-export';
import { orderStatus } from './order-status';
import { createCustomerOrders, type OrdersDeps } from './orders-service';
import { createStatusLinks } from './status-link';

export { restockLines, returnStock, takeStock, type SoldLine } from './stock';
export { statusTokenMatches, type StatusLinks } from './status-link';
export { cancelByShop, moveOrder, type OrderMove } from './status-moves';

export interface OrdersServiceDeps extends OrdersDeps, Omit<AdminOrdersDeps, 'db' | 'outbox'> {
  settings: SettingsService;
  /** The shop's public origin and the key of the status links' HMAC. */
  links: { origin: string; secret: string };
}

/**
 * The orders noun, the order's one home (docs/decisions/055-the-order-has-one-home.md): rows,
 * lines and totals, stock taken and given back, status moves and their mails, the guest's
 * status page, and the back office's side (`admin`: list, detail, status moves, CSV export).
 * Checkout places through it; payments reach stock through what it offers, injected.
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  const links = createStatusLinks(deps.links);
  return {
    ...createCustomerOrders(deps),
    /** The orders' status links: the placement stores their hash, the e-mails carry them. */
    links,
    /** The guest's status page, for whoever holds the link's token. */
    status: (publicId: string, token: string) =>
      orderStatus(deps.db, deps.settings, publicId, token),
    admin: {
      ...createAdminOrders(deps),
      exportCsv: (range: { from?: string; to?: string }) => exportOrdersCsv(deps.db, range),
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
