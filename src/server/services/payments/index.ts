import type { Config } from '#server/config';
import type { JobQueue } from '../jobs/queue';
import { registerPaymentTimeout } from './payment-timeout';
import { createPaymentUpdates, type PaymentUpdatesDeps } from './payment-updates';
import { createPaymentProviders } from './registry';

export type { OnlinePaymentProvider, PaymentEvent, ProviderRefund } from './provider';
export type { PaymentProviders } from './registry';
export { refundRoom, settleRefunds } from './refund-state';

/**
 * The payments noun: the online providers configured, by name (docs/decisions/069), state
 * changes from their webhooks and from staff, and the recurring job that gives up unpaid online
 * orders.
 */
export function createPaymentsService(
  config: Config,
  jobs: JobQueue,
  deps: Omit<PaymentUpdatesDeps, 'providers'>,
) {
  const providers = createPaymentProviders(config);
  const updates = createPaymentUpdates({ ...deps, providers });
  registerPaymentTimeout(jobs, () => updates.expireOverdue());
  return { providers, ...updates };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
