import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '#server/services/index';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Generated demo images (no downloads): SVG drawn from the product's data. They never change for
 * a given id, so they are cached like fingerprinted assets. And uploaded images, from the store.
 */
export default async function mediaRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const send = (svg: string | null, reply: import('fastify').FastifyReply) => {
    if (svg === null) return reply.status(404).send({ errors: 'Not found', code: 'not_found' });
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
      .send(svg);
  };
  const hide = { hide: true };
  app.get(
    '/media/products/:id/:n.svg',
    { schema: { ...hide, params: z.object({ id, n: z.coerce.number().int().min(1).max(20) }) } },
    async (req, reply) =>
      send(await services.media.productImage(req.params.id, req.params.n), reply),
  );
  app.get(
    '/media/categories/:id.svg',
    { schema: { ...hide, params: z.object({ id }) } },
    async (req, reply) => send(await services.media.categoryImage(req.params.id), reply),
  );
  app.get(
    '/media/posts/:id.svg',
    { schema: { ...hide, params: z.object({ id }) } },
    async (req, reply) => send(await services.media.postImage(req.params.id), reply),
  );

  // Uploaded images (services/media/store.ts). A file's key is new for every upload, so its
  // bytes never change: cached for a year without revalidation. Only keys the server makes
  // are looked up (no `..`, known extensions), and the type comes from that extension.
  app.get(
    '/media/*',
    { schema: { ...hide, params: z.object({ '*': z.string().max(300) }) } },
    async (req, reply) => {
      const file = await services.mediaStore.get(req.params['*']);
      if (!file) return reply.status(404).send({ errors: 'Not found', code: 'not_found' });
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', String(file.size))
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(file.body);
    },
  );
}
