import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '#contracts/admin/catalog-fields';
import {
  adminPresetSchema,
  presetCreateRequest,
  presetListQuery,
  presetListResponse,
  presetPatchRequest,
} from '#contracts/admin/presets';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';
import { ADMIN_API } from '#contracts/api-paths';

const tags = ['back office: catalogue'];
const config = { staff: 'staff' } as const;

/** Presets: named filter sets in a category, the menu's indexable landing pages. */
export default async function adminPresetRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const presets = services.presets;

  app.get(
    ADMIN_API.presets,
    {
      config,
      schema: {
        tags,
        description: 'Every preset (or one category’s), in menu order, with its landing pages',
        querystring: presetListQuery,
        response: { 200: presetListResponse },
      },
    },
    async (req) => ({ items: await presets.list(req.query.category_id) }),
  );

  app.post(
    ADMIN_API.presets,
    {
      config,
      schema: {
        tags,
        description:
          '201. `filters`: attribute key -> value slugs, `price: ["min-max"]` in whole units; unknown keys or values: 422; the same filters twice in a category: 409 `preset_duplicate`',
        body: presetCreateRequest,
        response: { 201: adminPresetSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await presets.create(requireStaff(req), req.body)),
  );

  app.patch(
    ADMIN_API.preset,
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: presetPatchRequest,
        response: { 200: adminPresetSchema },
      },
    },
    async (req) => presets.update(requireStaff(req), req.params.id, req.body),
  );

  app.delete(
    ADMIN_API.preset,
    { config, schema: { tags, params: idParams } },
    async (req, reply) => {
      await presets.remove(requireStaff(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
