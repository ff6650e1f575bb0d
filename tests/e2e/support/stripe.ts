// Stripe's side of an online payment in e2e: the stand-in global-setup started
// (tests/setup/stripe-stand-in.ts) holds the Checkout Sessions; a spec delivers their webhooks
// to the shop, signed as Stripe signs them (or forged, with another secret).
import type { APIRequestContext } from '@playwright/test';
import { API, apiPath } from '#contracts/api-paths';
import { signStripePayload, type StandInSession } from '#tests/setup/stripe-stand-in';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e through global-setup`);
  return value;
};

/** A session as Stripe's API answers it now (paid once the shopper paid on the hosted page). */
export async function stripeSession(request: APIRequestContext, id: string) {
  const res = await request.get(`${env('E2E_STRIPE_URL')}/v1/checkout/sessions/${id}`, {
    headers: { authorization: `Bearer ${env('E2E_STRIPE_SECRET_KEY')}` },
  });
  return (await res.json()) as StandInSession;
}

/** A webhook event for `session`; `secret` other than the shop's makes a forgery. */
export function stripeEvent(type: string, session: StandInSession, secret?: string) {
  const payload = JSON.stringify({
    id: `evt_e2e_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object: session },
  });
  return {
    payload,
    signature: signStripePayload(payload, secret ?? env('E2E_STRIPE_WEBHOOK_SECRET')),
  };
}

/** Delivers an event to the shop's webhook; answers the status. */
export async function deliver(
  request: APIRequestContext,
  event: { payload: string; signature: string },
) {
  const res = await request.post(apiPath(API.paymentWebhook, { provider: 'stripe' }), {
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    data: event.payload,
  });
  return res.status();
}
