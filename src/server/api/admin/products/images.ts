import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PRODUCT_VERSION_HEADER,
  adminImageListResponse,
  adminImageSchema,
  productImageParams,
  productImagesParams,
  reorderImagesRequest,
  updateImageRequest,
} from '#contracts/admin/images';
import { validation } from '#domain/errors';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';
import { ADMIN_API } from '#contracts/api-paths';

const tags = ['back office'];

/**
 * A product's images (contracts/admin/images.ts). Multipart is registered in this plugin's
 * scope only: no other route parses uploads. Every answer names the product's version.
 */
export default async function imageRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const maxBytes = services.config.MEDIA_MAX_UPLOAD_MB * 1024 * 1024;
  await fastify.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { images } = services;
  const config = { staff: 'staff' } as const;
  const versioned = (reply: FastifyReply, version: number) =>
    reply.header(PRODUCT_VERSION_HEADER, String(version));

  app.get(
    ADMIN_API.productImages,
    {
      config,
      schema: { tags, params: productImagesParams, response: { 200: adminImageListResponse } },
    },
    async (req, reply) => {
      const { value, version } = await images.list(req.params.id);
      versioned(reply, version);
      return { items: value };
    },
  );

  app.post(
    ADMIN_API.productImages,
    {
      config,
      schema: {
        tags,
        description: 'Upload one image (multipart/form-data, field `file`)',
        params: productImagesParams,
        response: { 201: adminImageSchema },
      },
    },
    async (req, reply) => {
      const bytes = await readUpload(req, services.config.MEDIA_MAX_UPLOAD_MB);
      const { value, version } = await images.upload(requireStaff(req), req.params.id, bytes);
      return versioned(reply, version).status(201).send(value);
    },
  );

  app.patch(
    ADMIN_API.productImage,
    {
      config,
      schema: {
        tags,
        params: productImageParams,
        body: updateImageRequest,
        response: { 200: adminImageSchema },
      },
    },
    async (req, reply) => {
      const { id, imageId } = req.params;
      const { value, version } = await images.update(requireStaff(req), id, imageId, req.body);
      versioned(reply, version);
      return value;
    },
  );

  app.put(
    ADMIN_API.productImagesOrder,
    {
      config,
      schema: {
        tags,
        params: productImagesParams,
        body: reorderImagesRequest,
        response: { 200: adminImageListResponse },
      },
    },
    async (req, reply) => {
      const { value, version } = await images.reorder(
        requireStaff(req),
        req.params.id,
        req.body.ids,
      );
      versioned(reply, version);
      return { items: value };
    },
  );

  app.delete(
    ADMIN_API.productImage,
    { config, schema: { tags, params: productImageParams, response: { 204: z.null() } } },
    async (req, reply) => {
      const { id, imageId } = req.params;
      const { version } = await images.remove(requireStaff(req), id, imageId);
      return versioned(reply, version).status(204).send();
    },
  );
}

/**
 * The uploaded file's bytes, whatever its name or declared type (the encoder judges the
 * content). Size and shape of the request are the transport's business: 413 and 415 here.
 */
export async function readUpload(req: FastifyRequest, maxMegabytes: number): Promise<Buffer> {
  return (await readUploadFile(req, maxMegabytes)).bytes;
}

/** The same, with the name the browser sent it under (a document's title is made from it). */
export async function readUploadFile(
  req: FastifyRequest,
  maxMegabytes: number,
): Promise<{ bytes: Buffer; fileName: string | undefined }> {
  if (!req.isMultipart()) {
    throw httpError(415, 'not_multipart', 'Send the file as multipart/form-data (field "file")');
  }
  const { RequestFileTooLargeError, FilesLimitError } = req.server.multipartErrors;
  try {
    // Read to the end, so a second file is seen (and refused by the `files: 1` limit).
    let file: { bytes: Buffer; fileName: string | undefined } | undefined;
    for await (const part of req.parts()) {
      if (part.type === 'file') file = { bytes: await part.toBuffer(), fileName: part.filename };
    }
    if (!file) throw validation({ file: ['required'] }, 'file_required', 'No file in the request');
    return file;
  } catch (error) {
    if (error instanceof RequestFileTooLargeError) {
      throw httpError(413, 'file_too_large', `The file is larger than ${maxMegabytes} MB`);
    }
    if (error instanceof FilesLimitError) {
      throw httpError(413, 'too_many_files', 'Send one file per request');
    }
    throw error;
  }
}

/** A client error in Fastify's own shape; the error handler answers `{ errors, code }`. */
function httpError(statusCode: number, code: string, message: string): Error {
  return Object.assign(new Error(message), { statusCode, code });
}
