import { createAdminReturns, type AdminReturnsDeps } from './admin-returns';
import { createRefunds, type RefundsDeps } from './refunds';

export { isOverdue, overdueSql } from './return-rows';

/**
 * The returns noun (CONTRACT.md "After the sale"): withdrawals and complaints in the back
 * office, their moves and their refunds. It acts on the order through what `orders` offers
 * (stock) and on the payment through `payments` (the limit, the state); neither imports it
 * (decision 055): payments is handed `refundUpdated` by createServices.
 */
export function createReturnsService(deps: AdminReturnsDeps & RefundsDeps) {
  return {
    admin: createAdminReturns(deps),
    ...createRefunds(deps),
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
