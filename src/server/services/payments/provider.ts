import type { Locale } from '#domain/locale';
import type { PaymentMethod } from '#domain/payments/payment-state';

/** What a provider needs to start collecting an order's money. */
export interface PaymentOrder {
  publicId: string;
  /** The short number people read (`10091`). */
  number: number;
  /** The purchase as the provider's page names it, in the order's language (`paymentDescription`). */
  description: string;
  totalMinor: number;
  currency: 'PLN';
  locale: Locale;
  email: string;
  /** Where the provider sends the shopper back (the order's status page). */
  returnUrl: string;
  /** When an unpaid session should stop accepting money. */
  expiresAt: Date;
}

/** A provider's event, in the shop's words, after its signature was checked. */
export interface PaymentEvent {
  provider: string;
  eventId: string;
  type: string;
  /** The provider's id of the session the event is about (ours: payments.provider_session_id). */
  sessionId: string | null;
  /** The order's public id the session was made for (Stripe: `client_reference_id`). */
  orderRef: string | null;
  /** `paid` / `failed` move the payment; `none` only records the event. */
  effect: 'paid' | 'failed' | 'none';
  amountMinor: number | null;
  currency: string | null;
  /** The provider's id of the money movement, needed for a refund. */
  paymentId: string | null;
  /** A refund's new state (Stripe's `refund.*` events), to reconcile the shop's refund row. */
  refund?: ProviderRefund | null;
}

/** A refund as the provider reports it, in the shop's three states. */
export interface ProviderRefund {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
}

/**
 * An online payment provider (docs/decisions/031-checkout.md, 069-payment-providers-by-name.md).
 * Each is one file whose factory `registry.ts` lists; Stripe is one, Przelewy24 or PayU another
 * implementing the same calls.
 */
export interface OnlinePaymentProvider {
  /**
   * Its name (`PROVIDER_NAME`): its webhook's path segment, `payments.provider` of the payments
   * it takes and `refunds.method` of the refunds it makes.
   */
  readonly name: string;
  /** Creates the hosted payment page; the shopper is sent to `redirectUrl`. */
  start(order: PaymentOrder): Promise<{ sessionId: string; redirectUrl: string }>;
  /**
   * Checks a webhook over its raw bytes and says what it means; rejects when the signature does
   * not hold (400, changes nothing). Async: a provider may call back before an event counts
   * (Przelewy24 verifies a payment with `PUT /transaction/verify`).
   */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentEvent>;
  /** Gives the whole amount back. */
  refund(payment: {
    sessionId: string | null;
    paymentId: string | null;
    publicId: string;
  }): Promise<void>;
  /**
   * Gives `amountMinor` back (a partial refund), once per `idempotencyKey`: the same key
   * answers the same refund, so a retry after a lost answer never refunds twice. Throws when
   * the provider refuses or cannot be reached.
   */
  refundPart(refund: {
    paymentId: string | null;
    publicId: string;
    amountMinor: number;
    idempotencyKey: string;
  }): Promise<ProviderRefund>;
  /**
   * Stops a session from taking money (before the shop cancels the order). False when the
   * session was completed meanwhile: then the order must not be cancelled.
   */
  expire(sessionId: string): Promise<boolean>;
}

/** Which methods the shop can take, given its configuration and settings. */
export function offeredMethods(opts: { online: boolean; bankAccount: string }): PaymentMethod[] {
  return [
    ...(opts.online ? (['online'] as const) : []),
    ...(opts.bankAccount ? (['transfer'] as const) : []),
    'cod',
  ];
}
