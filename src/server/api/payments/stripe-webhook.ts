import type { FastifyInstance } from 'fastify';
import { API } from '#contracts/api-paths';
import { badRequest, notFound } from '#domain/errors';
import type { Services } from '#server/services/index';

/**
 * Stripe's webhook (docs/decisions/031-checkout.md), in a scope of its own: its body is kept as
 * the raw bytes Stripe signed, so no JSON parser may touch it first. A bad signature is 400;
 * an event seen before is 200 and changes nothing. No CSRF: Stripe's servers hold no cookie,
 * the signature is the proof.
 */
export default async function stripeWebhookRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    API.stripeWebhook,
    { schema: { hide: true }, config: { csrf: false } },
    async (req, reply) => {
      const online = services.payments.online;
      if (!online || online.name !== 'stripe') throw notFound();
      const raw = req.body;
      if (!Buffer.isBuffer(raw)) throw badRequest('webhook_body', 'The body is missing');
      let event;
      try {
        event = online.parseWebhook(raw, req.headers);
      } catch {
        throw badRequest('webhook_signature', 'The signature does not match');
      }
      const result = await services.payments.applyEvent(event);
      return reply.status(200).send({ received: true, result });
    },
  );
}
