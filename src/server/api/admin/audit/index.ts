import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListResponse, auditQuery } from '#contracts/admin/audit';
import type { Services } from '#server/services/index';
import { ADMIN_API } from '#contracts/api-paths';

/** The audit log, for the owner: who wrote what, when, before and after. */
export default async function auditRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    ADMIN_API.audit,
    {
      config: { staff: 'owner' },
      schema: {
        tags: ['back office'],
        querystring: auditQuery,
        response: { 200: auditListResponse },
      },
    },
    async (req) => services.audit.list(req.query),
  );
}
