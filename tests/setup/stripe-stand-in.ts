import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the few calls of Stripe's HTTP API the shop makes (Checkout Sessions:
 * create, retrieve, expire; refunds), and webhooks signed the way Stripe signs them
 * (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")`). Stripe is the one service
 * outside this machine; the official client talks to this over HTTP, so every code path of the
 * shop runs as in production.
 */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  payment_intent: string | null;
  metadata: Record<string, string>;
  expires_at: number;
  success_url: string | null;
  cancel_url: string | null;
  /** The stand-in's note of the line the shopper sees (Stripe lists line items apart). */
  line_item_name: string | null;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  /** Grosze; the whole payment when the request named no amount. */
  amount: number | null;
  status: 'pending' | 'succeeded' | 'failed';
}

export interface StripeStandIn {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, StandInSession>;
  /** Every refund made (one per idempotency key, as Stripe keeps them). */
  refunds: StandInRefund[];
  /**
   * How the next refund requests go: `fail` refuses them (400, which the client does not
   * retry), `status` is what a new refund answers (`pending` for methods Stripe settles later),
   * `delayMs` holds each answer (so parallel requests overlap).
   */
  refundBehaviour: { fail: boolean; status: StandInRefund['status']; delayMs: number };
  /** A signed event whose object is a refund (`refund.updated`, …), as Stripe sends it. */
  refundEvent(
    type: string,
    refund: Partial<StandInRefund> & { id: string },
    options?: { eventId?: string },
  ): { payload: string; headers: Record<string, string> };
  /** Every request: method, path, idempotency key. */
  calls: Array<{ method: string; path: string; idempotencyKey: string | undefined }>;
  /** A webhook delivery as Stripe would send it; `secret` overrides the signing secret (forgery). */
  webhook(
    type: string,
    session: Partial<StandInSession> & { id: string },
    options?: { eventId?: string; secret?: string },
  ): { payload: string; headers: Record<string, string> };
  /** The shopper paid on Stripe's page: the session completes and has an intent. */
  pay(sessionId: string): StandInSession;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

async function readBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export function signStripePayload(payload: string, secret: string, at = Date.now()): string {
  const t = Math.floor(at / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** The shop's settings that point it at the stand-in (config or a child process's env). */
export const stripeEnv = (stripe: Pick<StripeStandIn, 'url' | 'secretKey' | 'webhookSecret'>) => ({
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_API_URL: stripe.url,
});

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const refunds: StripeStandIn['refunds'] = [];
  const calls: StripeStandIn['calls'] = [];
  const byIdempotencyKey = new Map<string, string>();
  const refundsByKey = new Map<string, StandInRefund>();
  const refundBehaviour: StripeStandIn['refundBehaviour'] = {
    fail: false,
    status: 'succeeded',
    delayMs: 0,
  };
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  let origin = '';

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, status: number, message: string) =>
    send(res, status, { error: { type: 'invalid_request_error', message } });

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const key = req.headers['idempotency-key'];
      const hosted = /^\/pay\/([^/]+)$/.exec(url.pathname);
      if (hosted) return hostedPage(req, res, hosted[1]!);
      calls.push({
        method: req.method ?? '',
        path: url.pathname,
        idempotencyKey: typeof key === 'string' ? key : undefined,
      });
      if (req.headers.authorization !== `Bearer ${standIn.secretKey}`) {
        return fail(res, 401, 'Invalid API Key provided');
      }
      const body = req.method === 'POST' ? await readBody(req) : new URLSearchParams();
      const session = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const replay = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (replay) return send(res, 200, sessions.get(replay));
        const unit = Number(body.get('line_items[0][price_data][unit_amount]'));
        const quantity = Number(body.get('line_items[0][quantity]') ?? '1');
        const created: StandInSession = {
          id: id('cs_test'),
          object: 'checkout.session',
          url: '',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: unit * quantity,
          currency: body.get('line_items[0][price_data][currency]') ?? '',
          client_reference_id: body.get('client_reference_id'),
          customer_email: body.get('customer_email'),
          payment_intent: null,
          metadata: { order_id: body.get('metadata[order_id]') ?? '' },
          expires_at: Number(body.get('expires_at')),
          success_url: body.get('success_url'),
          cancel_url: body.get('cancel_url'),
          line_item_name: body.get('line_items[0][price_data][product_data][name]'),
        };
        created.url = `${origin}/pay/${created.id}`;
        sessions.set(created.id, created);
        if (typeof key === 'string') byIdempotencyKey.set(key, created.id);
        return send(res, 200, created);
      }
      if (session) {
        const found = sessions.get(session[1]!);
        if (!found) return fail(res, 404, 'No such checkout.session');
        if (req.method === 'GET' && !session[2]) return send(res, 200, found);
        if (req.method === 'POST' && session[2]) {
          if (found.status !== 'open') return fail(res, 400, 'Only open sessions can expire');
          found.status = 'expired';
          return send(res, 200, found);
        }
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const intent = body.get('payment_intent');
        if (!intent) return fail(res, 400, 'Missing payment_intent');
        if (refundBehaviour.delayMs) {
          await new Promise((resolve) => setTimeout(resolve, refundBehaviour.delayMs));
        }
        // Stripe answers a repeated key with the refund it made for it.
        const replay = typeof key === 'string' ? refundsByKey.get(key) : undefined;
        if (replay) return send(res, 200, replay);
        if (refundBehaviour.fail) return fail(res, 400, 'Refund declined (stand-in)');
        const amount = body.get('amount');
        const refund: StandInRefund = {
          id: id('re'),
          object: 'refund',
          payment_intent: intent,
          amount: amount === null ? null : Number(amount),
          status: refundBehaviour.status,
        };
        refunds.push(refund);
        if (typeof key === 'string') refundsByKey.set(key, refund);
        return send(res, 200, refund);
      }
      return fail(res, 404, `Unrecognized request URL (${req.method} ${url.pathname})`);
    })();
  });
  /**
   * Stripe's hosted payment page, as far as a browser test needs it: GET shows the amount and a
   * "Pay" button, POST pays the session and sends the shopper to its `success_url` (the webhook
   * is the test's to deliver, as Stripe delivers it apart from the redirect).
   */
  function hostedPage(req: IncomingMessage, res: ServerResponse, sessionId: string) {
    const found = sessions.get(sessionId);
    if (!found) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('No such session');
    }
    if (req.method === 'POST') {
      if (found.status === 'open') standIn.pay(sessionId);
      res.writeHead(303, { location: found.success_url ?? '/' });
      return res.end();
    }
    const amount = (found.amount_total / 100).toFixed(2);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return res.end(
      `<!doctype html><html lang="en"><head><title>Stripe stand-in</title></head><body><main>` +
        `<h1>Pay ${amount} ${found.currency.toUpperCase()}</h1>` +
        `<form method="post" action="/pay/${sessionId}"><button type="submit">Pay</button></form>` +
        `<a href="${found.cancel_url ?? '/'}">Cancel</a></main></body></html>`,
    );
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: StripeStandIn = {
    url: origin,
    secretKey: `sk_test_${randomBytes(12).toString('hex')}`,
    webhookSecret,
    sessions,
    refunds,
    refundBehaviour,
    calls,
    refundEvent(type, refund, options = {}) {
      const object = { ...refunds.find((r) => r.id === refund.id), ...refund };
      const payload = JSON.stringify({
        id: options.eventId ?? id('evt'),
        object: 'event',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object },
      });
      return {
        payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signStripePayload(payload, webhookSecret),
        },
      };
    },
    webhook(type, session, options = {}) {
      const object = { ...sessions.get(session.id), ...session };
      const payload = JSON.stringify({
        id: options.eventId ?? id('evt'),
        object: 'event',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object },
      });
      return {
        payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signStripePayload(payload, options.secret ?? webhookSecret),
        },
      };
    },
    pay(sessionId) {
      const found = sessions.get(sessionId);
      if (!found) throw new Error(`no session ${sessionId}`);
      found.status = 'complete';
      found.payment_status = 'paid';
      found.payment_intent = id('pi');
      return found;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
