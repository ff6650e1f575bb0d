import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardResponse } from '#contracts/admin/dashboard';
import { ADMIN_API } from '#contracts/api-paths';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';

/** The back office's dashboard: every figure in one call, for staff and owners. */
export default async function dashboardRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    ADMIN_API.dashboard,
    {
      config: { staff: 'staff' },
      schema: { tags: ['back office'], response: { 200: dashboardResponse } },
    },
    async (req) => services.dashboard.get(requireStaff(req).locale),
  );
}
