import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addressInput,
  addressListResponse,
  addressParams,
  addressPatch,
  savedAddress,
} from '#contracts/addresses';
import { API } from '#contracts/api-paths';
import { requireAuth } from '#server/plugins/auth';
import type { Services } from '#server/services/index';
import { noStore } from '#server/api/shared/no-store';

const tags = ['account'];

/** The shopper's address book: logged-in shoppers, each only their own addresses. */
export default async function addressRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { addresses } = services;
  app.addHook('onSend', noStore);

  app.get(
    API.myAddresses,
    {
      schema: {
        tags,
        description: 'The shopper’s saved delivery addresses, oldest first.',
        response: { 200: addressListResponse },
      },
      config: { auth: true },
    },
    async (req) => addresses.list(requireAuth(req).userId),
  );

  app.post(
    API.myAddresses,
    {
      schema: {
        tags,
        description:
          'Saves an address (postal code `NN-NNN` in Poland). 422 `_: address.limit` when the book holds 20.',
        body: addressInput,
        response: { 201: savedAddress },
      },
      config: { auth: true },
    },
    async (req, reply) =>
      reply.status(201).send(await addresses.add(requireAuth(req).userId, req.body)),
  );

  app.patch(
    API.myAddress,
    {
      schema: {
        tags,
        description: 'Changes one of the shopper’s addresses; another shopper’s id is 404.',
        params: addressParams,
        body: addressPatch,
        response: { 200: savedAddress },
      },
      config: { auth: true },
    },
    async (req) => addresses.update(requireAuth(req).userId, req.params.id, req.body),
  );

  app.delete(
    API.myAddress,
    {
      schema: {
        tags,
        description: 'Deletes one of the shopper’s addresses; another shopper’s id is 404.',
        params: addressParams,
      },
      config: { auth: true },
    },
    async (req, reply) => {
      await addresses.remove(requireAuth(req).userId, req.params.id);
      return reply.status(204).send();
    },
  );
}
