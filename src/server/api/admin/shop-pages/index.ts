import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminShopPage,
  adminShopPageList,
  shopPageParams,
  shopPagePatch,
} from '#contracts/admin/shop-pages';
import { ADMIN_API } from '#contracts/api-paths';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';

const tags = ['back office: shop pages'];
const config = { staff: 'staff' } as const;

/** Terms, privacy, returns, delivery and payment pages; a change of the terms bumps their version. */
export default async function shopPageRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pages = services.shopPages;

  app.get(
    ADMIN_API.shopPages,
    { config, schema: { tags, response: { 200: adminShopPageList } } },
    async () => ({ items: await pages.list() }),
  );
  app.get(
    ADMIN_API.shopPage,
    { config, schema: { tags, params: shopPageParams, response: { 200: adminShopPage } } },
    async (req) => pages.get(req.params.slug),
  );
  app.patch(
    ADMIN_API.shopPage,
    {
      config,
      schema: {
        tags,
        description:
          'Changes titles and Markdown bodies per locale. A change of the terms’ text makes a new terms version (orders record the version accepted).',
        params: shopPageParams,
        body: shopPagePatch,
        response: { 200: adminShopPage },
      },
    },
    async (req) => pages.update(requireStaff(req), req.params.slug, req.body),
  );
}
