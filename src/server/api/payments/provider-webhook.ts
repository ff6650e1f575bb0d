import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '#contracts/api-paths';
import { badRequest, notFound } from '#domain/errors';
import type { Services } from '#server/services/index';

/**
 * Each configured payment provider's webhook, `/api/payments/{provider}/webhook`
 * (docs/decisions/031-checkout.md, 069-payment-providers-by-name.md); Stripe's older
 * `/api/payments/stripe/webhook` is this route with its name. In a scope of its own: the body is
 * kept as the raw bytes the provider signed, so no JSON parser may touch it first. An unknown or
 * unconfigured provider is 404; a bad signature is 400; an event seen before is 200 and changes
 * nothing. No CSRF: providers' servers hold no cookie, the signature is the proof.
 */
export default async function paymentWebhookRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    API.paymentWebhook,
    {
      schema: { hide: true, params: z.object({ provider: z.string() }) },
      config: { csrf: false },
    },
    async (req, reply) => {
      const provider = services.payments.providers.byName.get(req.params.provider);
      if (!provider) throw notFound('payment_provider_unknown', 'No such payment provider');
      const raw = req.body;
      if (!Buffer.isBuffer(raw)) throw badRequest('webhook_body', 'The body is missing');
      let event;
      try {
        event = await provider.parseWebhook(raw, req.headers);
      } catch {
        throw badRequest('webhook_signature', 'The signature does not match');
      }
      const result = await services.payments.applyEvent(event);
      return reply.status(200).send({ received: true, result });
    },
  );
}
