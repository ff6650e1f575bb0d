import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shopSettingsSchema, updateSettingsBody } from '#contracts/admin/settings';
import { ADMIN_API } from '#contracts/api-paths';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';

const tags = ['back office'];

/**
 * The shop's settings. Staff may read them (their screens follow the threshold); only the owner
 * changes them: auto-publishing reviews skips moderation for the whole shop, an owner's call
 * (docs/decisions/027-dashboard-and-inbox.md).
 */
export default async function settingsRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    ADMIN_API.settings,
    { config: { staff: 'staff' }, schema: { tags, response: { 200: shopSettingsSchema } } },
    async () => services.settingsAdmin.read(),
  );
  app.patch(
    ADMIN_API.settings,
    {
      config: { staff: 'owner' },
      schema: { tags, body: updateSettingsBody, response: { 200: shopSettingsSchema } },
    },
    async (req) => services.settingsAdmin.update(requireStaff(req), req.body),
  );
}
