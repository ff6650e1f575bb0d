import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentImageSchema } from '#contracts/admin/content';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';
import { ADMIN_API } from '#contracts/api-paths';
import { readUpload } from '../products/images';

/**
 * Cover and body images of posts. Multipart is registered in this plugin's scope only, with the
 * product images' limits: one file, MEDIA_MAX_UPLOAD_MB.
 */
export default async function contentImageRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const maxMb = services.config.MEDIA_MAX_UPLOAD_MB;
  await fastify.register(multipart, {
    limits: { fileSize: maxMb * 1024 * 1024, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    ADMIN_API.contentImages,
    {
      config: { staff: 'staff' },
      schema: {
        tags: ['back office: content'],
        description:
          'Upload one image (multipart/form-data, field `file`); 201 with its URL for Markdown (`![alt](url)`) or the cover',
        response: { 201: contentImageSchema },
      },
    },
    async (req, reply) => {
      const bytes = await readUpload(req, maxMb);
      return reply
        .status(201)
        .send(await services.contentAdmin.images.upload(requireStaff(req), bytes));
    },
  );
}
