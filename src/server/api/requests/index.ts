import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '#contracts/api-paths';
import { customizationCreatedResponse, customizationRequest } from '#contracts/orders';
import type { Services } from '#server/services/index';
import { LOCALE_NOTE, localeQuery } from '#server/api/shared/locale-query';
import { noStore } from '#server/api/shared/no-store';
import { bodyField, byIp, limit, type Limit } from '#server/api/shared/rate-limit';

const tags = ['requests'];

/**
 * Guests may send a request; each one writes a row and sends e-mails to an address anyone can
 * type. Per client address, and per recipient so that changing addresses does not let a script
 * flood one person.
 */
export const REQUEST_LIMITS = {
  ip: { name: 'customization-ip', max: 5, minutes: 10, key: byIp },
  recipient: { name: 'customization-to', max: 3, minutes: 60, key: bodyField('email') },
} satisfies Record<string, Limit>;

/** The shopper's customization requests (docs/rules.md#customization-requests). */
export default async function requestRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { requests } = services;

  app.addHook('onSend', noStore);

  app.post(
    API.customizationRequest,
    {
      schema: {
        tags,
        description: `Ask for a customized product (guests too): 201 \`{id}\`; the shopper and the shop get an e-mail. Unknown or unpublished product: 422 on \`product_id\`. Rate-limited per address and per e-mail recipient (429 with Retry-After).${LOCALE_NOTE}`,
        querystring: localeQuery,
        body: customizationRequest,
        response: { 201: customizationCreatedResponse },
      },
      config: { auth: 'optional' },
      onRequest: limit(app, REQUEST_LIMITS.ip),
      preHandler: limit(app, REQUEST_LIMITS.recipient),
    },
    async (req, reply) => {
      const who = { userId: req.auth?.userId ?? null, locale: req.query.locale };
      return reply.status(201).send(await requests.create(req.body, who));
    },
  );
}
