import type { Config } from '#server/config';
import type { JobQueue } from '../jobs/queue';
import { registerPaymentTimeout } from './payment-timeout';
import { createPaymentUpdates, type PaymentUpdatesDeps } from './payment-updates';
import { createStripeProvider } from './stripe-provider';

export type { OnlinePaymentProvider, PaymentEvent, ProviderRefund } from './provider';
export { refundRoom, settleRefunds } from './refund-state';

/**
 * The payments noun: the online provider (Stripe when configured), state changes from its
 * webhooks and from staff, and the recurring job that gives up unpaid online orders.
 */
export function createPaymentsService(
  config: Config,
  jobs: JobQueue,
  deps: Omit<PaymentUpdatesDeps, 'online'>,
) {
  const online = createStripeProvider(config);
  const updates = createPaymentUpdates({ ...deps, online });
  registerPaymentTimeout(jobs, () => updates.expireOverdue());
  return { online, ...updates };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
