import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wishListParams, wishListQuery, wishListResponse } from '#contracts/wishlist';
import { requireAuth } from '#server/plugins/auth';
import type { Services } from '#server/services/index';
import { noStore } from '#server/api/shared/no-store';
import { API } from '#contracts/api-paths';

const tags = ['wish list'];
const localeNote =
  ' `?locale=` (pl, en, ru) picks the language, else the user’s preferred one. Answers the list, newest first.';
/** The changes take no body; one sent anyway may not carry fields (unknown fields are 422: docs/rules.md#errors). */
const noBody = z.strictObject({}).nullish();

/** Wish list calls (docs/rules.md#wish-list): logged-in users only. */
export default async function wishlistRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { wishlist } = services;

  // A personal list must never sit in a shared cache.
  app.addHook('onSend', noStore);

  app.get(
    API.wishlist,
    {
      schema: {
        tags,
        description: `The user’s wish list.${localeNote}`,
        querystring: wishListQuery,
        response: { 200: wishListResponse },
      },
      config: { auth: true },
    },
    async (req) => wishlist.list(requireAuth(req).userId, req.query.locale),
  );

  app.post(
    API.wishlistAdd,
    {
      schema: {
        tags,
        description: `Add a published product (again: no change; unknown: 404; list full: 422).${localeNote}`,
        params: wishListParams,
        querystring: wishListQuery,
        body: noBody,
        response: { 200: wishListResponse },
      },
      config: { auth: true },
    },
    async (req) => wishlist.add(requireAuth(req).userId, req.params.id, req.query.locale),
  );

  app.put(
    API.wishlistDelete,
    {
      schema: {
        tags,
        description: `Remove a product (one not on the list: no change).${localeNote}`,
        params: wishListParams,
        querystring: wishListQuery,
        body: noBody,
        response: { 200: wishListResponse },
      },
      config: { auth: true },
    },
    async (req) => wishlist.remove(requireAuth(req).userId, req.params.id, req.query.locale),
  );
}
