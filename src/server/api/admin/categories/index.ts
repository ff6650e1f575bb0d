import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCategorySchema,
  categoryCreateRequest,
  categoryPatchRequest,
  categoryTreeResponse,
} from '#contracts/admin/categories';
import { idParams } from '#contracts/admin/catalog-fields';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';
import { ADMIN_API } from '#contracts/api-paths';

const tags = ['back office: catalogue'];
const config = { staff: 'staff' } as const;

/** The category tree editor: create, rename per locale, move, reorder, delete when empty. */
export default async function adminCategoryRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const categories = services.categories;

  app.get(
    ADMIN_API.categories,
    {
      config,
      schema: {
        tags,
        description: 'The whole tree in order, with per-locale texts and product counts',
        response: { 200: categoryTreeResponse },
      },
    },
    async () => ({ items: await categories.tree() }),
  );

  app.post(
    ADMIN_API.categories,
    {
      config,
      schema: {
        tags,
        description: '201 with the new node; `parent_id` null for a top-level category',
        body: categoryCreateRequest,
        response: { 201: adminCategorySchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await categories.create(requireStaff(req), req.body)),
  );

  app.patch(
    ADMIN_API.category,
    {
      config,
      schema: {
        tags,
        description:
          'Rename per locale, move (`parent_id`; under itself or a descendant: 422 `category.cycle`), reorder (`position` among its siblings, 0 first)',
        params: idParams,
        body: categoryPatchRequest,
        response: { 200: adminCategorySchema },
      },
    },
    async (req) => categories.update(requireStaff(req), req.params.id, req.body),
  );

  app.delete(
    ADMIN_API.category,
    {
      config,
      schema: {
        tags,
        description:
          '204; with subcategories or products (archived ones too): 409 `category_not_empty`. Its presets go with it.',
        params: idParams,
      },
    },
    async (req, reply) => {
      await categories.remove(requireStaff(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
