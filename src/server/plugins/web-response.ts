import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import type { FastifyReply } from 'fastify';

/**
 * The tags a route names for its page (entry.server.tsx), read by the page cache and never sent:
 * the page cache sends the complete set as `Cache-Tag` and `Surrogate-Key`.
 */
export const PAGE_TAGS_HEADER = 'x-page-tags';

/**
 * The shop's tag manager id of a page (entry.server.tsx), read by `sealed` (web.ts) to let the
 * page's policy load it, then removed: never sent.
 */
export const TAG_MANAGER_HEADER = 'x-tag-manager';

/**
 * Set on the shop's pages when it has a Geowidget token (entry.server.tsx): the checkout may open
 * InPost's map; `sealed` lets the policy load it, then removes the mark: never sent.
 */
export const GEOWIDGET_HEADER = 'x-geowidget';

/**
 * The bytes of documents sealed by this process (web.ts `sealed`), kept beside their Response
 * instead of in its body: the page cache and `sendWebResponse` take them as they are. A body
 * would be copied in (undici copies a buffer it is given) and read back out through a web stream,
 * together about a tenth of a page-cache miss's own work.
 */
const documentBytes = new WeakMap<Response, Buffer>();

/** A document's Response: status and headers, its body `bytes` for `responseBytes` only. */
export function documentResponse(bytes: Buffer, init: ResponseInit): Response {
  const response = new Response(null, init);
  documentBytes.set(response, bytes);
  return response;
}

/** A Response's whole body, or null when it has none. */
export async function responseBytes(response: Response): Promise<Buffer | null> {
  const bytes = documentBytes.get(response);
  if (bytes) return bytes;
  return response.body ? Buffer.from(await response.arrayBuffer()) : null;
}

/**
 * Sends a web `Response` (React Router's) through Fastify as status, headers and body.
 * `reply.send(response)` would apply the response's headers only after the onSend hooks, so the
 * security headers plugin would not see `text/html` (no CSP) and compression would not see a
 * body to compress.
 */
export async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
): Promise<FastifyReply> {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== PAGE_TAGS_HEADER) reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  // Documents are rendered whole into one buffer before they are answered (entry.server.tsx):
  // it compresses and writes in one go, with no decoding into a string and back.
  const bytes = documentBytes.get(response);
  if (bytes) return reply.send(bytes);
  if (!response.body) return reply.send();
  if ((response.headers.get('content-type') ?? '').startsWith('text/html'))
    return reply.send(await responseBytes(response));
  return reply.send(Readable.fromWeb(response.body as NodeWebStream<Uint8Array>));
}
