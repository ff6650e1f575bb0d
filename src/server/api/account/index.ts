import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteAccountRequest } from '#contracts/account';
import { API } from '#contracts/api-paths';
import type { Services } from '#server/services/index';
import { requireAuth } from '#server/plugins/auth';
import { noStore } from '#server/api/shared/no-store';
import { byIp, limit, type Limit } from '#server/api/shared/rate-limit';

const tags = ['account'];

/** A password is checked: the same guard as logging in, against guessing with a stolen token. */
export const ACCOUNT_LIMITS = {
  deleteIp: { name: 'account-delete-ip', max: 10, minutes: 10, key: byIp },
} satisfies Record<string, Limit>;

/** The shopper's own data (docs/rules.md#own-data): only ever the token's own account. */
export default async function accountRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { account } = services;
  app.addHook('onSend', noStore);

  app.get(
    API.meExport,
    {
      schema: {
        tags,
        description:
          'Everything the shop keeps about the logged-in account, as one JSON document (profile, orders, reviews, wish list, cart, requests, stock alerts), sent as a download.',
      },
      config: { auth: true },
    },
    async (req, reply) => {
      const data = await account.exportData(requireAuth(req).userId);
      return reply.header('content-disposition', 'attachment; filename="my-data.json"').send(data);
    },
  );

  app.delete(
    API.me,
    {
      schema: {
        tags,
        description:
          'Deletes the logged-in account after checking `password` (422 on `password` when wrong): 204. Tokens stop working, the orders stay without personal data, reviews are anonymised or unpublished as the shop set.',
        body: deleteAccountRequest,
      },
      config: { auth: true },
      onRequest: limit(app, ACCOUNT_LIMITS.deleteIp),
    },
    async (req, reply) => {
      await account.deleteAccount(requireAuth(req).userId, req.body.password);
      return reply.status(204).send();
    },
  );
}
