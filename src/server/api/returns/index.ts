import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '#contracts/api-paths';
import { localeParam } from '#contracts/catalog';
import {
  withdrawalConfirmedResponse,
  withdrawalCreatedResponse,
  withdrawalIdParam,
  withdrawalOrderRequest,
  withdrawalOrderResponse,
  withdrawalRequest,
} from '#contracts/returns';
import type { Services } from '#server/services/index';
import { noStore } from '#server/api/shared/no-store';
import { byIp, limit, type Limit } from '#server/api/shared/rate-limit';
import complaintRoutes from './complaints';

const tags = ['returns'];

/**
 * Guests may withdraw and complain: each one looks an order up by what a person types and
 * sends e-mails, so per client address, as placements are (docs/api.md: at least 20 per 10
 * minutes).
 */
export const RETURNS_LIMITS = {
  lookupIp: { name: 'withdrawal-order-ip', max: 30, minutes: 10, key: byIp },
  withdrawIp: { name: 'withdrawal-ip', max: 20, minutes: 10, key: byIp },
  confirmIp: { name: 'withdrawal-confirm-ip', max: 20, minutes: 10, key: byIp },
  complainIp: { name: 'complaint-ip', max: 20, minutes: 10, key: byIp },
} satisfies Record<string, Limit>;

const localeParams = z.object({ locale: localeParam });

/** The withdrawal function and complaints (docs/api.md "After the sale"). */
export default async function returnsRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { withdrawals } = services.returns;
  app.addHook('onSend', noStore);

  app.post(
    API.withdrawalOrder,
    {
      schema: {
        tags,
        description:
          'The order the withdrawal page shows: its lines with what is left to withdraw, made-to-order lines, whether the 14 days are over and whether a bank account is needed. The order is named by `order_id` (or its number) with its `email`, its status link’s `token`, or the logged-in account; anything else is 404.',
        params: localeParams,
        body: withdrawalOrderRequest,
        response: { 200: withdrawalOrderResponse },
      },
      config: { auth: 'optional' },
      onRequest: limit(app, RETURNS_LIMITS.lookupIp),
    },
    async (req) => withdrawals.order(req.body, req.auth?.userId ?? null),
  );

  app.post(
    API.withdrawals,
    {
      schema: {
        tags,
        description:
          'Step 1 of the withdrawal function: an unconfirmed withdrawal (no effect until step 2). No `lines` means every line that may be withdrawn. 404 for an order that does not match; 422 on `lines`, `made_to_order`, `period_over`, `bank_account`.',
        params: localeParams,
        body: withdrawalRequest,
        response: { 201: withdrawalCreatedResponse },
      },
      config: { auth: 'optional' },
      onRequest: limit(app, RETURNS_LIMITS.withdrawIp),
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await withdrawals.start(req.params.locale, req.body, req.auth?.userId ?? null)),
  );

  app.post(
    API.withdrawalConfirm,
    {
      schema: {
        tags,
        description:
          'Step 2: the withdrawal is received and acknowledged by e-mail at once. Confirming again answers the same and sends nothing more.',
        params: z.object({ withdrawalId: withdrawalIdParam }),
        response: { 200: withdrawalConfirmedResponse },
      },
      onRequest: limit(app, RETURNS_LIMITS.confirmIp),
    },
    async (req) => withdrawals.confirm(req.params.withdrawalId),
  );

  // In a scope of its own: the one route here that reads multipart.
  await app.register(complaintRoutes, { services, rateLimit: RETURNS_LIMITS.complainIp });
}
