import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '#contracts/api-paths';
import { localeParam } from '#contracts/catalog';
import {
  COMPLAINT_FIELD,
  COMPLAINT_PHOTOS_FIELD,
  MAX_COMPLAINT_PHOTOS,
  complaintCreatedResponse,
  complaintPhotoParams,
  complaintRequest,
} from '#contracts/returns';
import { validation } from '#domain/errors';
import { guardBody } from '#server/plugins/input-guard';
import type { Services } from '#server/services/index';
import { sendPrivateFile } from '#server/api/shared/private-file';
import { limit, type Limit } from '#server/api/shared/rate-limit';

const tags = ['returns'];

/**
 * A complaint, with its photos in the same request (docs/decisions/060-complaint-photos.md), and
 * the shopper's reading of those photos. Multipart is registered in this plugin's scope only.
 */
export default async function complaintRoutes(
  fastify: FastifyInstance,
  { services, rateLimit }: { services: Services; rateLimit: Limit },
) {
  const maxMb = services.config.MEDIA_MAX_UPLOAD_MB;
  await fastify.register(multipart, {
    limits: {
      fileSize: maxMb * 1024 * 1024,
      files: MAX_COMPLAINT_PHOTOS,
      fields: 1,
      // The complaint's JSON: a description of 4,000 characters and up to 100 lines fit.
      fieldSize: 64 * 1024,
      parts: MAX_COMPLAINT_PHOTOS + 1,
    },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { complaints } = services.returns;
  const photosOf = new WeakMap<FastifyRequest, Buffer[]>();

  app.post(
    API.complaints,
    {
      schema: {
        tags,
        description: `A complaint under the legal guarantee: its lines, a description and a demand (repair, replace, price_reduction, withdraw). Answered with the date the shop answers by (14 days on). With photos, send multipart/form-data: this body as JSON in the field \`${COMPLAINT_FIELD}\` and up to ${MAX_COMPLAINT_PHOTOS} files in \`${COMPLAINT_PHOTOS_FIELD}\` (JPEG, PNG or WebP by their content, each at most MEDIA_MAX_UPLOAD_MB: 413 above); 422 \`photos\` for a sixth photo or another type, and then nothing is stored. The answer's \`photos\` are private addresses only it names.`,
        params: z.object({ locale: localeParam }),
        body: complaintRequest,
        response: { 201: complaintCreatedResponse },
      },
      config: { auth: 'optional' },
      onRequest: limit(app, rateLimit),
      // A multipart complaint becomes its JSON body here, so the schema checks it as any other.
      preValidation: async (req) => {
        if (!req.isMultipart()) return;
        const { body, files } = await readComplaintForm(req, maxMb);
        guardBody(body);
        req.body = body as typeof req.body;
        photosOf.set(req, files);
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await complaints.send(req.body, req.auth?.userId ?? null, photosOf.get(req))),
  );

  app.get(
    API.complaintPhoto,
    {
      schema: {
        tags,
        description:
          'A complaint’s photo (JPEG), at the address the complaint’s answer named: signed with the complaint, never cached, 404 for any other key.',
        params: complaintPhotoParams,
      },
    },
    async (req, reply) =>
      sendPrivateFile(reply, await complaints.photo(req.params.photoKey, req.params.n)),
  );
}

/** The complaint's JSON and its photos' bytes; limits are 413 (size) and 422 (count, shape). */
async function readComplaintForm(
  req: FastifyRequest,
  maxMb: number,
): Promise<{ body: unknown; files: Buffer[] }> {
  const { RequestFileTooLargeError, FilesLimitError, FieldsLimitError, PartsLimitError } =
    req.server.multipartErrors;
  let json: string | undefined;
  const files: Buffer[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== COMPLAINT_PHOTOS_FIELD) throw unknownPart();
        files.push(await part.toBuffer());
      } else if (part.fieldname === COMPLAINT_FIELD && typeof part.value === 'string') {
        json = part.value;
      } else {
        throw unknownPart();
      }
    }
  } catch (error) {
    if (error instanceof RequestFileTooLargeError) {
      throw Object.assign(new Error(`A photo is larger than ${maxMb} MB`), {
        statusCode: 413,
        code: 'file_too_large',
      });
    }
    if (error instanceof FilesLimitError || error instanceof PartsLimitError) {
      throw validation({ photos: ['too_many_photos'] }, 'too_many_photos');
    }
    if (error instanceof FieldsLimitError) throw unknownPart();
    throw error;
  }
  if (json === undefined) throw validation({ [COMPLAINT_FIELD]: ['required'] });
  try {
    return { body: JSON.parse(json), files };
  } catch {
    throw validation({ [COMPLAINT_FIELD]: ['invalid'] });
  }
}

function unknownPart() {
  return validation(
    { _: ['unknown_field'] },
    'validation_failed',
    `Send the complaint as JSON in "${COMPLAINT_FIELD}" and its photos in "${COMPLAINT_PHOTOS_FIELD}"`,
  );
}
