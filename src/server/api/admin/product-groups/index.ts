import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '#contracts/admin/catalog-fields';
import {
  adminProductGroupSchema,
  productGroupCreatedResponse,
  productGroupCreateRequest,
  productGroupPatchRequest,
} from '#contracts/admin/product-groups';
import { ADMIN_API } from '#contracts/api-paths';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';

const tags = ['back office: catalogue'];
const config = { staff: 'staff' } as const;

const refusals =
  '422 field map: `products.<i>.id` `product.unknown` or `product.in_other_group` (a product is in at most one group), `products.<i>.swatch` `swatch.invalid`, `products` `products.too_few` (fewer than 2)';

/**
 * Product groups: colours, sizes or materials of one product as one choice (docs/api.md
 * "Product groups").
 */
export default async function adminProductGroupRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const groups = services.productGroups;

  app.post(
    ADMIN_API.productGroups,
    {
      config,
      schema: {
        tags,
        description: `201 \`{ id }\`. The order of \`products\` is the strip's. ${refusals}`,
        body: productGroupCreateRequest,
        response: { 201: productGroupCreatedResponse },
      },
    },
    async (req, reply) => reply.status(201).send(await groups.create(requireStaff(req), req.body)),
  );

  app.get(
    ADMIN_API.productGroup,
    {
      config,
      schema: {
        tags,
        description: 'A group and its members in strip order',
        params: idParams,
        response: { 200: adminProductGroupSchema },
      },
    },
    async (req) => groups.get(req.params.id),
  );

  app.patch(
    ADMIN_API.productGroup,
    {
      config,
      schema: {
        tags,
        description: `\`products\`, when given, is the whole new member list in strip order (add, remove, reorder). ${refusals}`,
        params: idParams,
        body: productGroupPatchRequest,
        response: { 200: adminProductGroupSchema },
      },
    },
    async (req) => groups.update(requireStaff(req), req.params.id, req.body),
  );

  app.delete(
    ADMIN_API.productGroup,
    {
      config,
      schema: { tags, description: '204; only unlinks: the products stay', params: idParams },
    },
    async (req, reply) => {
      await groups.remove(requireStaff(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
