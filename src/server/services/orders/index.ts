import { createCustomizationRequests } from './customization.js';
import { createOrdersService, type OrdersDeps } from './orders-service.js';

/** The orders noun: cart and quick orders, the user's order list, customization requests. */
export function createOrders(deps: OrdersDeps) {
  const requests = createCustomizationRequests(deps.db, deps.outbox, deps.shopEmail);
  return { ...createOrdersService(deps), customizationRequest: requests.create };
}

export type Orders = ReturnType<typeof createOrders>;
