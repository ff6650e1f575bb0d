import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartCheckResponse, cartRequest, cartResponse, cartSetRequest } from '#contracts/cart';
import { requireAuth } from '#server/plugins/auth';
import type { Services } from '#server/services/index';
import { LOCALE_NOTE, localeQuery } from '#server/api/shared/locale-query';
import sharingRoutes from './sharing';
import { noStore } from '#server/api/shared/no-store';
import { API } from '#contracts/api-paths';

const tags = ['cart'];

/** Cart calls (docs/rules.md#cart); the server cart is the logged-in user's. */
export default async function cartRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { cart } = services;

  // A personal cart (and a share token) must never sit in a shared cache; the hook also covers
  // the sharing routes registered below.
  app.addHook('onSend', noStore);

  app.get(
    API.cart,
    {
      schema: {
        tags,
        description: `The user’s cart with current prices; \`empty\` marks lines that cannot be bought now. totalPrice counts every line.${LOCALE_NOTE}`,
        querystring: localeQuery,
        response: { 200: cartResponse },
      },
      config: { auth: true },
    },
    async (req) => cart.get(requireAuth(req).userId, req.query.locale),
  );

  app.put(
    API.cartSet,
    {
      schema: {
        tags,
        description: `Set each listed line to its count (0 removes it). Unknown or unpublished product: 422 \`product_unavailable\`; over 100 lines: 422 \`cart_too_many_lines\`; nothing changes on error. Answers the cart.${LOCALE_NOTE}`,
        querystring: localeQuery,
        body: cartSetRequest,
        response: { 200: cartResponse },
      },
      config: { auth: true },
    },
    async (req) => cart.set(requireAuth(req).userId, req.body.cart, req.query.locale),
  );

  app.delete(
    API.cart,
    {
      schema: { tags, description: 'Empty the cart: 204' },
      config: { auth: true },
    },
    async (req, reply) => {
      await cart.clear(requireAuth(req).userId);
      return reply.status(204).send();
    },
  );

  app.put(
    API.cartCombine,
    {
      schema: {
        tags,
        description: `After login: add the guest cart’s counts to the server cart (each line capped at 99; products no longer sold are dropped; over 100 lines: 422). Answers the cart.${LOCALE_NOTE}`,
        querystring: localeQuery,
        body: cartRequest,
        response: { 200: cartResponse },
      },
      config: { auth: true },
    },
    async (req) => cart.combine(requireAuth(req).userId, req.body.cart, req.query.locale),
  );

  app.post(
    API.cartCheck,
    {
      schema: {
        tags,
        description:
          'Availability of the listed lines (guests too), in the order given: unknown and unpublished products are empty with available_count 0; available_count is at most 99',
        body: cartRequest,
        response: { 200: cartCheckResponse },
      },
    },
    async (req) => cart.check(req.body.cart),
  );

  await app.register(sharingRoutes, { services });
}
