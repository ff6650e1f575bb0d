import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  manufacturerCreate,
  manufacturerList,
  manufacturerParams,
  manufacturerPatch,
  manufacturerSchema,
} from '#contracts/admin/manufacturers';
import { ADMIN_API } from '#contracts/api-paths';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';

const tags = ['back office: product safety'];
const config = { staff: 'staff' } as const;

/** Manufacturers and EU responsible persons (decision 053): list, create, change, delete; audited. */
export default async function manufacturerRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const manufacturers = services.manufacturers;

  app.get(
    ADMIN_API.manufacturers,
    { config, schema: { tags, response: { 200: manufacturerList } } },
    async () => ({ items: await manufacturers.list() }),
  );
  app.post(
    ADMIN_API.manufacturers,
    {
      config,
      schema: {
        tags,
        description: 'A new record; a name already used is 409 `manufacturer_name_taken`.',
        body: manufacturerCreate,
        response: { 201: manufacturerSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await manufacturers.create(requireStaff(req), req.body)),
  );
  app.patch(
    ADMIN_API.manufacturer,
    {
      config,
      schema: {
        tags,
        params: manufacturerParams,
        body: manufacturerPatch,
        response: { 200: manufacturerSchema },
      },
    },
    async (req) => manufacturers.update(requireStaff(req), req.params.id, req.body),
  );
  app.delete(
    ADMIN_API.manufacturer,
    {
      config,
      schema: {
        tags,
        description: 'A record products or the settings name is 409 `manufacturer_in_use`.',
        params: manufacturerParams,
      },
    },
    async (req, reply) => {
      await manufacturers.remove(requireStaff(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
