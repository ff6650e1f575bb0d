import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '#contracts/admin/catalog-fields';
import {
  promotionCreate,
  promotionListResponse,
  promotionPatch,
  promotionSchema,
} from '#contracts/admin/promotions';
import { ADMIN_API } from '#contracts/api-paths';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';

const tags = ['back office: promotions'];
const config = { staff: 'staff' } as const;

/** Promo codes (docs/rules.md#promo-codes): list with uses and revenue, create, change, delete. */
export default async function promotionRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const promotions = services.promotions.admin;

  app.get(
    ADMIN_API.promotions,
    {
      config,
      schema: {
        tags,
        description:
          'Every promo code, newest first, with `used` (uses not given back) and `revenue` (what the orders using it came to, cancelled ones left out).',
        response: { 200: promotionListResponse },
      },
    },
    async () => ({ items: await promotions.list() }),
  );
  app.post(
    ADMIN_API.promotions,
    {
      config,
      schema: {
        tags,
        description:
          'A new code; a code already used (in any case) is 409 `promotion_code_taken`; bad fields are 422.',
        body: promotionCreate,
        response: { 201: promotionSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await promotions.create(requireStaff(req), req.body)),
  );
  app.patch(
    ADMIN_API.promotion,
    {
      config,
      schema: {
        tags,
        description: 'Changes the fields given; the rules between fields hold on the result (422).',
        params: idParams,
        body: promotionPatch,
        response: { 200: promotionSchema },
      },
    },
    async (req) => promotions.update(requireStaff(req), req.params.id, req.body),
  );
  app.delete(
    ADMIN_API.promotion,
    { config, schema: { tags, params: idParams } },
    async (req, reply) => {
      await promotions.remove(requireStaff(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
