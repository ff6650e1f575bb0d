import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '#contracts/api-paths';
import { localeParam, productIdText } from '#contracts/catalog';
import { stockAlertRequest, stockAlertUnsubscribe } from '#contracts/stock-alerts';
import { notFound } from '#domain/errors';
import type { Services } from '#server/services/index';
import { noStore } from '#server/api/shared/no-store';
import { bodyField, byIp, limit, type Limit } from '#server/api/shared/rate-limit';

const tags = ['stock-alerts'];

/**
 * Anyone may subscribe any address, and each subscription may one day send an e-mail: per client
 * address, and per recipient, so a script cannot sign one person up for the whole catalogue.
 */
export const STOCK_ALERT_LIMITS = {
  ip: { name: 'stock-alert-ip', max: 20, minutes: 10, key: byIp },
  recipient: { name: 'stock-alert-to', max: 10, minutes: 60, key: bodyField('email') },
} satisfies Record<string, Limit>;

/** Back-in-stock alerts (docs/rules.md#back-in-stock). */
export default async function stockAlertRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { stockAlerts } = services;
  app.addHook('onSend', noStore);

  app.post(
    API.stockAlert,
    {
      schema: {
        tags,
        description:
          'Asks for one e-mail, in this locale, each time the sold-out product comes back (guests too): 202. 404 when the product is not on sale, 409 `available` when it can be bought now. Rate-limited per address and per recipient.',
        params: z.object({ locale: localeParam, id: productIdText }),
        body: stockAlertRequest,
      },
      config: { auth: 'optional' },
      onRequest: limit(app, STOCK_ALERT_LIMITS.ip),
      preHandler: limit(app, STOCK_ALERT_LIMITS.recipient),
    },
    async (req, reply) => {
      const { locale, id } = req.params;
      await stockAlerts.subscribe(locale, id, req.body.email, req.auth?.userId ?? null);
      return reply.status(202).send({ ok: true });
    },
  );

  app.post(
    API.stockAlertUnsubscribe,
    {
      schema: {
        tags,
        description:
          'Ends the subscription whose e-mail carried this token: 204; 404 when there is none (already ended).',
        body: stockAlertUnsubscribe,
      },
    },
    async (req, reply) => {
      if (!(await stockAlerts.unsubscribe(req.body.token)))
        throw notFound('subscription_not_found');
      return reply.status(204).send();
    },
  );
}
