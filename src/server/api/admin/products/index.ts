import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '#contracts/admin/catalog-fields';
import {
  adminProductSchema,
  productArchivedResponse,
  productBulkRequest,
  productBulkResponse,
  productCreateRequest,
  productListQuery,
  productListResponse,
  productPatchRequest,
} from '#contracts/admin/products';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';
import { ADMIN_API } from '#contracts/api-paths';

const tags = ['back office: catalogue'];
const config = { staff: 'staff' } as const;

/** Products in the back office (docs/rules.md#back-office; docs/back-office/catalog.md). */
export default async function adminProductRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const products = services.products;

  app.get(
    ADMIN_API.products,
    {
      config,
      schema: {
        tags,
        description:
          '`{ items, total, limit }`. `search` matches a title (any locale) or the SKU; the category includes its subcategories; archived products only with `archived=true|all`. Sorts: updated_desc (default), updated_asc, created_desc, title (in the staff member’s language), price_asc, price_desc, stock, sku.',
        querystring: productListQuery,
        response: { 200: productListResponse },
      },
    },
    async (req) => products.list(req.query, requireStaff(req).locale),
  );

  app.post(
    ADMIN_API.products,
    {
      config,
      schema: {
        tags,
        description:
          '201 with the product. Slugs left out are made from the titles. A taken SKU: 409 `sku_taken`; a sale price not below the price: 422.',
        body: productCreateRequest,
        response: { 201: adminProductSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await products.create(requireStaff(req), req.body)),
  );

  app.post(
    ADMIN_API.productsBulk,
    {
      config,
      schema: {
        tags,
        description:
          'One action over 1..1000 products in one transaction: publish, unpublish, move (`category_id`), price_percent (`percent`, `rounding`: cent|whole|ends_99), delete (ordered products are archived). Unknown ids: 422 naming them, nothing written.',
        body: productBulkRequest,
        response: { 200: productBulkResponse },
      },
    },
    async (req) => products.bulk(requireStaff(req), req.body),
  );

  app.get(
    ADMIN_API.product,
    {
      config,
      schema: { tags, params: idParams, response: { 200: adminProductSchema } },
    },
    async (req) => products.get(req.params.id),
  );

  app.patch(
    ADMIN_API.product,
    {
      config,
      schema: {
        tags,
        description:
          'A partial update. `version` is optional: when sent and someone saved meanwhile, 409 `version_conflict`, nothing written. Every save bumps the version. A changed slug keeps the old address as a 301.',
        params: idParams,
        body: productPatchRequest,
        response: { 200: adminProductSchema },
      },
    },
    async (req) => products.update(requireStaff(req), req.params.id, req.body),
  );

  app.delete(
    ADMIN_API.product,
    {
      config,
      schema: {
        tags,
        description:
          '204 when deleted; 200 `{ archived: true }` when the product was ever ordered (or asked to be customized): it is archived (unpublished, kept for its orders) instead.',
        params: idParams,
        response: { 200: productArchivedResponse, 204: z.null().describe('deleted') },
      },
    },
    async (req, reply) => {
      const { archived } = await products.remove(requireStaff(req), req.params.id);
      return archived ? { archived: true as const } : reply.status(204).send(null);
    },
  );
}
