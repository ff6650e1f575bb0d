import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deliveryMethodCreate,
  deliveryMethodList,
  deliveryMethodParams,
  deliveryMethodPatch,
  deliveryMethodSchema,
} from '#contracts/admin/delivery';
import { ADMIN_API } from '#contracts/api-paths';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';

const tags = ['back office: delivery'];
const config = { staff: 'staff' } as const;

/** Delivery methods (docs/decisions/031-checkout.md): list, create, change, delete; audited. */
export default async function deliveryMethodRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const methods = services.delivery.admin;

  app.get(
    ADMIN_API.deliveryMethods,
    { config, schema: { tags, response: { 200: deliveryMethodList } } },
    async () => ({ items: await methods.list() }),
  );
  app.post(
    ADMIN_API.deliveryMethods,
    {
      config,
      schema: {
        tags,
        description: 'A new method; a code already used is 409 `delivery_code_taken`.',
        body: deliveryMethodCreate,
        response: { 201: deliveryMethodSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await methods.create(requireStaff(req), req.body)),
  );
  app.patch(
    ADMIN_API.deliveryMethod,
    {
      config,
      schema: {
        tags,
        params: deliveryMethodParams,
        body: deliveryMethodPatch,
        response: { 200: deliveryMethodSchema },
      },
    },
    async (req) => methods.update(requireStaff(req), req.params.id, req.body),
  );
  app.delete(
    ADMIN_API.deliveryMethod,
    { config, schema: { tags, params: deliveryMethodParams } },
    async (req, reply) => {
      await methods.remove(requireStaff(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
