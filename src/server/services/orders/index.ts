import { createCustomizationRequests } from './customization.js';
import { createCustomerOrders, type OrdersDeps } from './orders-service.js';

/** The orders noun: cart and quick orders, the user's order list, customization requests. */
export function createOrdersService(deps: OrdersDeps) {
  const requests = createCustomizationRequests(deps.db, deps.outbox, deps.shopEmail);
  return { ...createCustomerOrders(deps), customizationRequest: requests.create };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
