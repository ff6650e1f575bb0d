import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An `onSend` hook for plugins whose answers are personal (tokens, carts, lists, orders): never
 * kept by a browser, proxy or CDN cache. `app.addHook('onSend', noStore)` covers every route of
 * the plugin, errors included.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'no-store');
}
