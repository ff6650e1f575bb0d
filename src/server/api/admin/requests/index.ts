import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  requestDetailResponse,
  requestIdParams,
  requestListQuery,
  requestListResponse,
  updateRequestBody,
} from '#contracts/admin/requests';
import { ADMIN_API } from '#contracts/api-paths';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';

const tags = ['back office'];

/** The customization-request inbox: staff and owners alike (docs/decisions/027-dashboard-and-inbox.md). */
export default async function adminRequestRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { requests } = services;
  const config = { staff: 'staff' } as const;

  app.get(
    ADMIN_API.requests,
    {
      config,
      schema: { tags, querystring: requestListQuery, response: { 200: requestListResponse } },
    },
    async (req) => requests.list(req.query, requireStaff(req).locale),
  );

  app.get(
    ADMIN_API.request,
    { config, schema: { tags, params: requestIdParams, response: { 200: requestDetailResponse } } },
    async (req) => requests.detail(req.params.id, requireStaff(req).locale),
  );

  app.patch(
    ADMIN_API.request,
    {
      config,
      schema: {
        tags,
        params: requestIdParams,
        body: updateRequestBody,
        response: { 200: requestDetailResponse },
      },
    },
    async (req) => {
      const actor = requireStaff(req);
      return requests.update(actor, req.params.id, req.body, actor.locale);
    },
  );
}
