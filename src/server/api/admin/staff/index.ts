import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createStaffRequest,
  staffIdParams,
  staffListResponse,
  staffMemberSchema,
  updateStaffRequest,
} from '#contracts/admin/staff';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';
import { ADMIN_API } from '#contracts/api-paths';

const tags = ['back office'];

/** Staff accounts: the owner's alone (owner-only calls answer 403 to staff: docs/rules.md#back-office). */
export default async function staffRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { staff } = services;
  const config = { staff: 'owner' } as const;

  app.get(
    ADMIN_API.staff,
    { config, schema: { tags, response: { 200: staffListResponse } } },
    async () => ({ items: await staff.list() }),
  );

  app.post(
    ADMIN_API.staff,
    { config, schema: { tags, body: createStaffRequest, response: { 201: staffMemberSchema } } },
    async (req, reply) => reply.status(201).send(await staff.create(requireStaff(req), req.body)),
  );

  app.patch(
    ADMIN_API.staffMember,
    {
      config,
      schema: {
        tags,
        params: staffIdParams,
        body: updateStaffRequest,
        response: { 200: staffMemberSchema },
      },
    },
    async (req) => staff.update(requireStaff(req), req.params.id, req.body),
  );
}
