import Stripe from 'stripe';
import type { Config } from '#server/config';
import type { OnlinePaymentProvider, PaymentEvent, PaymentOrder, ProviderRefund } from './provider';

/** The provider's name: its webhook path, `payments.provider` and its refunds' `method`. */
export const STRIPE = 'stripe';

/** Stripe refuses a Checkout Session that expires sooner than this. */
const STRIPE_MIN_EXPIRY_MS = 30 * 60 * 1000;

const PAID_EVENTS = new Set(['checkout.session.async_payment_succeeded']);
const FAILED_EVENTS = new Set([
  'checkout.session.expired',
  'checkout.session.async_payment_failed',
]);

/** Stripe's refund states in the shop's three: `requires_action` is still pending. */
function refundState(refund: Stripe.Refund): ProviderRefund {
  const status = refund.status ?? 'pending';
  return {
    id: refund.id,
    status:
      status === 'succeeded'
        ? 'succeeded'
        : status === 'failed' || status === 'canceled'
          ? 'failed'
          : 'pending',
  };
}

/** Events about a refund: their object is the refund (`charge.refund.updated` in older API versions). */
const isRefundEvent = (type: string) =>
  type.startsWith('refund.') || type === 'charge.refund.updated';

/** Stripe Checkout (cards, BLIK, Przelewy24 as the Stripe account enables them). */
export function createStripeProvider(config: Config): OnlinePaymentProvider | null {
  const key = config.STRIPE_SECRET_KEY;
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  if (!key || !webhookSecret) return null;
  const origin = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  const stripe = new Stripe(key, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(origin
      ? {
          host: origin.hostname,
          port: Number(origin.port || (origin.protocol === 'https:' ? 443 : 80)),
          protocol: origin.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });

  return {
    name: STRIPE,

    async start(order: PaymentOrder) {
      const expires = Math.max(order.expiresAt.getTime(), Date.now() + STRIPE_MIN_EXPIRY_MS);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: order.publicId,
          customer_email: order.email,
          locale: order.locale,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: order.currency.toLowerCase(),
                unit_amount: order.totalMinor,
                product_data: { name: order.description },
              },
            },
          ],
          metadata: { order_id: order.publicId },
          payment_intent_data: { metadata: { order_id: order.publicId } },
          success_url: order.returnUrl,
          cancel_url: order.returnUrl,
          expires_at: Math.ceil(expires / 1000),
        },
        // A retried placement (same order) gets the same session, never a second one.
        { idempotencyKey: `checkout-session-${order.publicId}` },
      );
      if (!session.url) throw new Error(`Stripe session ${session.id} has no url`);
      return { sessionId: session.id, redirectUrl: session.url };
    },

    async parseWebhook(rawBody, headers): Promise<PaymentEvent> {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new Error('no Stripe-Signature header');
      const event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      const base = {
        provider: STRIPE,
        eventId: event.id,
        type: event.type,
        sessionId: null,
        orderRef: null,
        effect: 'none' as PaymentEvent['effect'],
        amountMinor: null,
        currency: null,
        paymentId: null,
      };
      if (isRefundEvent(event.type)) {
        return { ...base, refund: refundState(event.data.object as Stripe.Refund) };
      }
      if (!event.type.startsWith('checkout.session.')) return base;
      const session = event.data.object as Stripe.Checkout.Session;
      const paid =
        (event.type === 'checkout.session.completed' && session.payment_status === 'paid') ||
        PAID_EVENTS.has(event.type);
      const intent = session.payment_intent;
      return {
        ...base,
        sessionId: session.id,
        orderRef: session.client_reference_id ?? null,
        effect: paid ? 'paid' : FAILED_EVENTS.has(event.type) ? 'failed' : 'none',
        amountMinor: session.amount_total ?? null,
        currency: session.currency ?? null,
        paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      };
    },

    async refund(payment) {
      if (!payment.paymentId) throw new Error(`payment of ${payment.publicId} has no intent`);
      await stripe.refunds.create(
        { payment_intent: payment.paymentId, metadata: { order_id: payment.publicId } },
        { idempotencyKey: `refund-${payment.publicId}` },
      );
    },

    async refundPart(refund) {
      if (!refund.paymentId) throw new Error(`payment of ${refund.publicId} has no intent`);
      const made = await stripe.refunds.create(
        {
          payment_intent: refund.paymentId,
          amount: refund.amountMinor,
          metadata: { order_id: refund.publicId },
        },
        // The shop's own key: a retry of this refund is answered with the same one by Stripe.
        { idempotencyKey: `refund-part-${refund.idempotencyKey}` },
      );
      return refundState(made);
    },

    async expire(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return true;
      } catch (error) {
        // Only an open session can expire: a completed one was paid meanwhile.
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'expired') return true;
        if (session.status === 'complete') return false;
        throw error;
      }
    },
  };
}
