/**
 * A payment's own state, apart from the order's status (docs/decisions/031-checkout.md). It only
 * moves forward: a webhook that arrives late or twice can never take a paid order back to
 * pending or failed.
 */

export const PAYMENT_METHODS = ['online', 'transfer', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'on_delivery',
  'failed',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const FORWARD: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['paid', 'failed'],
  // Cash collected by the courier, recorded by staff.
  on_delivery: ['paid'],
  // A failed online payment is final: the order is cancelled and a new one placed.
  failed: [],
  // Refunds after a withdrawal or a complaint may give back part of the money, then the rest.
  paid: ['partially_refunded', 'refunded'],
  partially_refunded: ['refunded'],
  refunded: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return FORWARD[from].includes(to);
}

/** The state a new payment starts in. */
export function initialPaymentStatus(method: PaymentMethod): PaymentStatus {
  return method === 'cod' ? 'on_delivery' : 'pending';
}

/** Revenue the dashboard counts: money received, or coming with the parcel. */
export function countsAsRevenue(status: PaymentStatus): boolean {
  return status === 'paid' || status === 'on_delivery';
}
