import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acceptedResponse } from '#contracts/auth';
import { cartLinkResponse, cartRequest, cartShareEmailRequest } from '#contracts/cart';
import { requireAuth } from '#server/plugins/auth';
import { shopOrigin } from '#server/config';
import type { Services } from '#server/services/index';
import { LOCALE_NOTE, localeQuery } from '#server/api/shared/locale-query';
import { bodyField, byIp, byUser, limit, type Limit } from '#server/api/shared/rate-limit';
import { API } from '#contracts/api-paths';

const tags = ['cart sharing'];

/**
 * Every link is a row, every e-mail goes to an address typed by anyone: per-address and
 * per-user caps keep a script from filling the table or using the shop to mail strangers.
 */
export const SHARING_LIMITS = {
  linkIp: { name: 'share-link-ip', max: 30, minutes: 10, key: byIp },
  linkUser: { name: 'share-link-user', max: 30, minutes: 10, key: byUser },
  mailIp: { name: 'share-mail-ip', max: 10, minutes: 15, key: byIp },
  mailRecipient: { name: 'share-mail-to', max: 3, minutes: 60, key: bodyField('email') },
} satisfies Record<string, Limit>;

/** Cart sharing (docs/rules.md#shared-carts): links to frozen snapshots, and e-mailing them. */
export default async function sharingRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { cart, config } = services;
  // Links in answers and e-mails: PUBLIC_URL (or the local default), never a request header.
  const origin = shopOrigin(config);

  app.get(
    API.cartLink,
    {
      schema: {
        tags,
        description: `A link (absolute URL, valid 30 days) to a snapshot of the user’s cart. Empty cart: 409 \`cart_empty\`.${LOCALE_NOTE}`,
        querystring: localeQuery,
        response: { 200: cartLinkResponse },
      },
      // A GET that writes (a share row): the CSRF check applies as to the compare GETs.
      config: { auth: true, csrf: true },
      preHandler: limit(app, SHARING_LIMITS.linkUser),
    },
    async (req) => cart.shareUserCart(requireAuth(req).userId, origin, req.query.locale),
  );

  app.post(
    API.sharedCartLink,
    {
      schema: {
        tags,
        description: `A link (absolute URL, valid 30 days) to a snapshot of a guest cart. Products no longer sold are left out; none left: 409 \`cart_empty\`.${LOCALE_NOTE}`,
        querystring: localeQuery,
        body: cartRequest,
        response: { 200: cartLinkResponse },
      },
      onRequest: limit(app, SHARING_LIMITS.linkIp),
    },
    async (req) => cart.shareEntries(req.body.cart, origin, req.query.locale),
  );

  app.post(
    API.sharedCartSend,
    {
      schema: {
        tags,
        description:
          'E-mail a shared-cart link of this site (in the link’s language): 202. A link that is not a live shared cart of this site: 422 `share_not_found`. Rate-limited per address and per recipient (429 with Retry-After)',
        body: cartShareEmailRequest,
        response: { 202: acceptedResponse },
      },
      onRequest: limit(app, SHARING_LIMITS.mailIp),
      preHandler: limit(app, SHARING_LIMITS.mailRecipient),
    },
    async (req, reply) => {
      await cart.emailShare(req.body.url, req.body.email, origin);
      return reply.status(202).send({ status: 'accepted' as const });
    },
  );
}
