import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDocumentListResponse,
  adminDocumentSchema,
  productDocumentParams,
  productDocumentsParams,
} from '#contracts/admin/documents';
import { ADMIN_API } from '#contracts/api-paths';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';
import { readUploadFile } from './images';

const tags = ['back office'];

/**
 * A product's safety documents (contracts/admin/documents.ts): PDFs through the media pipeline.
 * Multipart is registered in this plugin's scope only, with the images' limits.
 */
export default async function documentRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const maxMb = services.config.MEDIA_MAX_UPLOAD_MB;
  await fastify.register(multipart, {
    limits: { fileSize: maxMb * 1024 * 1024, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { documents } = services;
  const config = { staff: 'staff' } as const;

  app.get(
    ADMIN_API.productDocuments,
    {
      config,
      schema: {
        tags,
        params: productDocumentsParams,
        response: { 200: adminDocumentListResponse },
      },
    },
    async (req) => ({ items: await documents.list(req.params.id) }),
  );

  app.post(
    ADMIN_API.productDocuments,
    {
      config,
      schema: {
        tags,
        description:
          'Upload one safety document (multipart/form-data, field `file`): a PDF by its bytes, at most MEDIA_MAX_UPLOAD_MB (413 above); 422 `not_a_pdf`, `too_many_documents`. Its title is the file’s name; the product page links it.',
        params: productDocumentsParams,
        response: { 201: adminDocumentSchema },
      },
    },
    async (req, reply) => {
      const file = await readUploadFile(req, maxMb);
      return reply.status(201).send(await documents.upload(requireStaff(req), req.params.id, file));
    },
  );

  app.delete(
    ADMIN_API.productDocument,
    { config, schema: { tags, params: productDocumentParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await documents.remove(requireStaff(req), req.params.id, req.params.documentId);
      return reply.status(204).send(null);
    },
  );
}
