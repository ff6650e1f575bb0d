import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '#contracts/api-paths';
import { inpostWebhookBody, inpostWebhookQuery } from '#contracts/admin/shipments';
import { unauthenticated } from '#domain/errors';
import type { Services } from '#server/services/index';

/**
 * InPost's tracking webhook (docs/api.md "Parcels (InPost)"). ShipX signs nothing, so the
 * secret in the address is the proof (a wrong one is 401; the log blanks it). No CSRF: InPost's
 * servers hold no cookie. A status seen before answers 200 and changes nothing.
 */
export default async function inpostWebhookRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    API.inpostWebhook,
    {
      config: { csrf: false },
      schema: { hide: true, querystring: inpostWebhookQuery, body: inpostWebhookBody },
    },
    async (req) => {
      if (!services.shipping.webhookSecretMatches(req.query.secret)) {
        throw unauthenticated('webhook_secret', 'The secret does not match');
      }
      const { action, payload } = req.body;
      if (action !== 'shipment_status_changed') return { received: true, result: 'ignored' };
      const result = await services.shipping.tracking.apply(
        payload.shipment_id,
        payload.status,
        'webhook',
        payload.tracking_number ?? null,
      );
      return { received: true, result };
    },
  );
}
