import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '#contracts/admin/catalog-fields';
import {
  adminPostSchema,
  adminSectionSchema,
  postCreateRequest,
  postListQuery,
  postListResponse,
  postPatchRequest,
  sectionCreateRequest,
  sectionListQuery,
  sectionListResponse,
  sectionPatchRequest,
} from '#contracts/admin/content';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';
import { ADMIN_API } from '#contracts/api-paths';

const tags = ['back office: content'];
const config = { staff: 'staff' } as const;

/** Blog and news sections and posts (docs/decisions/026-content-editing.md). */
export default async function adminContentRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { sections, posts } = services.contentAdmin;

  app.get(
    ADMIN_API.contentSections,
    {
      config,
      schema: {
        tags,
        description: 'Sections of both kinds (or `kind`), in their order, with post counts',
        querystring: sectionListQuery,
        response: { 200: sectionListResponse },
      },
    },
    async (req) => ({ items: await sections.list(req.query.kind) }),
  );

  app.post(
    ADMIN_API.contentSections,
    {
      config,
      schema: {
        tags,
        description: '201; slugs left out are made from the titles; a taken slug is 422 on it',
        body: sectionCreateRequest,
        response: { 201: adminSectionSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await sections.create(requireStaff(req), req.body)),
  );

  app.patch(
    ADMIN_API.contentSection,
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: sectionPatchRequest,
        response: { 200: adminSectionSchema },
      },
    },
    async (req) => sections.update(requireStaff(req), req.params.id, req.body),
  );

  app.delete(
    ADMIN_API.contentSection,
    {
      config,
      schema: {
        tags,
        description: '204; a section with posts: 409 `section_not_empty`',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await sections.remove(requireStaff(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    ADMIN_API.contentPosts,
    {
      config,
      schema: {
        tags,
        description:
          '`{ items, total, page_size }`, newest first (drafts on top). `status`: draft (no date), scheduled (a date to come), published; `search`: a title or slug in any locale.',
        querystring: postListQuery,
        response: { 200: postListResponse },
      },
    },
    async (req) => posts.list(req.query, requireStaff(req).locale),
  );

  app.post(
    ADMIN_API.contentPosts,
    {
      config,
      schema: {
        tags,
        description:
          '201. `published_at` null keeps a draft; a future date schedules the post (hidden everywhere until then).',
        body: postCreateRequest,
        response: { 201: adminPostSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await posts.create(requireStaff(req), req.body)),
  );

  app.get(
    ADMIN_API.contentPost,
    { config, schema: { tags, params: idParams, response: { 200: adminPostSchema } } },
    async (req) => posts.get(req.params.id),
  );

  app.patch(
    ADMIN_API.contentPost,
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: postPatchRequest,
        response: { 200: adminPostSchema },
      },
    },
    async (req) => posts.update(requireStaff(req), req.params.id, req.body),
  );

  app.delete(
    ADMIN_API.contentPost,
    { config, schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await posts.remove(requireStaff(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
}
