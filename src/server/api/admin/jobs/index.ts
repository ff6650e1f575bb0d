import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminJobListQuery,
  adminJobListResponse,
  adminJobParams,
  adminJobSchema,
} from '#contracts/admin/jobs';
import { ADMIN_API } from '#contracts/api-paths';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';

const tags = ['back office: background work'];
// The queue's failures name customers and providers' errors: the owner's alone (403 to staff).
const config = { staff: 'owner' } as const;

/** Background work: the job queue's list, "retry now" and "give up" (docs/back-office/jobs.md). */
export default async function adminJobRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const jobs = services.jobsAdmin;

  app.get(
    ADMIN_API.jobs,
    {
      config,
      schema: {
        tags,
        description:
          'Jobs newest first, 50 a page; without `status`, every job not done (waiting, running, failed). `topics` lists the handlers’ topics.',
        querystring: adminJobListQuery,
        response: { 200: adminJobListResponse },
      },
    },
    async (req) => jobs.list(req.query),
  );

  app.post(
    ADMIN_API.jobRetry,
    {
      config,
      schema: {
        tags,
        description:
          'A failed or waiting job runs now (one more try is allowed). A done job is answered unchanged; a running one is 409 `job_running`.',
        params: adminJobParams,
        response: { 200: adminJobSchema },
      },
    },
    async (req) => jobs.retry(requireStaff(req), req.params.id),
  );

  app.post(
    ADMIN_API.jobAbandon,
    {
      config,
      schema: {
        tags,
        description:
          'A failed job is given up: deleted, with an audit row keeping what it was. Any other status is 409 `job_not_failed`.',
        params: adminJobParams,
        response: { 200: adminJobSchema },
      },
    },
    async (req) => jobs.abandon(requireStaff(req), req.params.id),
  );
}
