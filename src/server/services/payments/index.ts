import type { Config } from '#server/config';
import { createPaymentTimeout } from './payment-timeout';
import { createPaymentUpdates, type PaymentUpdatesDeps } from './payment-updates';
import { createStripeProvider } from './stripe-provider';

export type { OnlinePaymentProvider, PaymentEvent, ProviderRefund } from './provider';
export { refundRoom, settleRefunds } from './refund-state';

/**
 * The payments noun: the online provider (Stripe when configured), state changes from its
 * webhooks and from staff, and the timer that gives up unpaid online orders.
 */
export function createPaymentsService(
  config: Config,
  deps: Omit<PaymentUpdatesDeps, 'online'>,
  log: (message: string, error: unknown) => void,
) {
  const online = createStripeProvider(config);
  const updates = createPaymentUpdates({ ...deps, online });
  return {
    online,
    ...updates,
    timeout: createPaymentTimeout(() => updates.expireOverdue(), log),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
