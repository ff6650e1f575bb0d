import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '#contracts/admin/catalog-fields';
import {
  adminReviewListQuery,
  adminReviewListResponse,
  adminReviewPatchRequest,
} from '#contracts/admin/reviews';
import { ADMIN_API } from '#contracts/api-paths';
import { reviewWriteResponse } from '#contracts/reviews';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';

const tags = ['back office: reviews'];
// Moderation is everyday shop work: staff and owners alike.
const config = { staff: 'staff' } as const;

/** The review queue: list by status, publish, or reject with a reason (audited). */
export default async function adminReviewRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const moderation = services.reviewModeration;

  app.get(
    ADMIN_API.reviews,
    {
      config,
      schema: {
        tags,
        description: 'Reviews of one status (default `pending`, oldest first), 50 a page',
        querystring: adminReviewListQuery,
        response: { 200: adminReviewListResponse },
      },
    },
    async (req) => moderation.list(req.query.status, req.query.page),
  );

  app.patch(
    ADMIN_API.review,
    {
      config,
      schema: {
        tags,
        description:
          '`{ status: "published" }` or `{ status: "rejected", reason }` (a reason is required). Publishing drops the product’s cached pages.',
        params: idParams,
        body: adminReviewPatchRequest,
        response: { 200: reviewWriteResponse },
      },
    },
    async (req) => moderation.decide(requireStaff(req), req.params.id, req.body),
  );
}
