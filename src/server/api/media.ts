import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services/index.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Generated demo images (no downloads): SVG drawn from the product's data. They never change for
 * a given id, so they are cached like fingerprinted assets.
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
}
