import type { FastifyReply } from 'fastify';
import { notFound } from '#domain/errors';
import type { StoredMedia } from '#server/services/media/index';

/**
 * A stored file that is someone's own (a complaint's photo): sent with its stored type, kept by
 * no cache (`no-store`, not the public media's year), never sniffed as another type, and
 * unable to run anything if opened on its own. 404 when there is none.
 */
export function sendPrivateFile(reply: FastifyReply, file: StoredMedia | null) {
  if (!file) throw notFound('photo_not_found', 'No such photo');
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', String(file.size))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'")
    .send(file.body);
}
