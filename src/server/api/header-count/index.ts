import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { headerCountResponse } from '#contracts/cart';
import type { Services } from '#server/services/index';
import { compareCookie } from '../compare/cookie';
import { API } from '#contracts/api-paths';

/**
 * `GET /api/client/header/products/count` (docs/rules.md#header-counts): the header badges. Guests too:
 * their cart and wish list count 0 (the cart lives in browser storage), their compare list is
 * the cookie's. A bad token is still 401 (auth 'optional'), so the browser refreshes it.
 */
export default async function headerCountRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const cookie = compareCookie(services);

  app.get(
    API.headerCount,
    {
      schema: {
        tags: ['cart'],
        description:
          'Header badges: `cart` = items (sum of counts) in the user’s server cart, `wish_list`, `compare`',
        response: { 200: headerCountResponse },
      },
      config: { auth: 'optional' },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store'); // one visitor's numbers
      return services.headerCount.count({
        userId: req.auth?.userId ?? null,
        compareSessionId: cookie.sessionOf(req),
      });
    },
  );
}
