import { createHash } from 'node:crypto';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onSendAsyncHookHandler,
} from 'fastify';
import { storedBodies, type CachedPage, type PageCache } from './store';
import { FAST, compressPage } from './compression';
import { learnEdge } from './hit-lane';
import {
  chooseCoding,
  etagMatches,
  etagOf,
  jsonAnswerKey,
  sharedCacheControl,
  validators,
} from './page-head';

/**
 * Public JSON answers kept in the page cache (docs/decisions/030-performance-under-load.md): the
 * listing calls (`…/pagination/yet`, `…/count`) are the same for every visitor and change only
 * with the catalogue, like pages. A route opts in with `...cachedJson()` in its options.
 *
 * The first call stores the answer's bytes compressed once (br, gzip; `storedBodies`) under its
 * normalised address, in the page cache (one store: its size caps, its purges on every catalogue
 * change, its expiry at the next sale edge). Later calls are answered from those bytes: a fresh
 * one by the hit lane ahead of Fastify (hit-lane.ts), otherwise by the `onRequest` hook here,
 * before the handler. Hit and miss send the same bytes and headers (`X-Page-Cache` aside): the
 * page's `Cache-Control`, `Vary: Accept-Encoding` and a strong ETag per coding, so 304s work too.
 *
 * Never stored: an answer other than 200 (errors, 304), one with a cookie or a personal
 * `Cache-Control`, a HEAD. `Authorization` does not matter: these routes declare no `auth`, so
 * the token is never read and the answer is the same with or without it (a logged-in shopper's
 * client sends it on every call). A stale entry is computed again (the call is cheap), not
 * served while revalidating as a page is. The answers carry no tags: any catalogue change drops
 * them, as it drops untagged pages.
 */

/** Calls that went on to their handler: where to store the answer, and from which generation. */
const misses = new WeakMap<FastifyRequest, { cache: PageCache; key: string; generation: number }>();

function cacheOf(request: FastifyRequest): PageCache | undefined {
  // Decorated by buildApp (app.ts) after the routes are registered; read per request.
  const cache = (request.server as { pageCache?: PageCache }).pageCache;
  return cache?.enabled ? cache : undefined;
}

/**
 * Sets the head of a stored answer on `reply` and returns the body to send for the client's
 * coding, or null for a 304.
 */
function prepare(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PageCache,
  page: CachedPage,
  state: 'hit' | 'miss',
): Buffer | null {
  learnEdge(cache, reply);
  const coding = chooseCoding(request.headers['accept-encoding']);
  const etag = etagOf(page, coding);
  reply.header('X-Page-Cache', state);
  for (const [name, value] of validators(page, etag, sharedCacheControl(cache)))
    reply.header(name, value);
  if (etagMatches(request.headers['if-none-match'], etag)) {
    reply.removeHeader('content-type');
    reply.code(304);
    return null;
  }
  for (const [name, value] of page.headers) reply.header(name, value);
  if (coding === 'identity') {
    // @fastify/compress would otherwise compress the stored bytes again (as for pages).
    request.headers['x-no-compression'] = '1';
  } else {
    reply.header('Content-Encoding', coding);
  }
  return page.bodies[coding];
}

const answerFromCache: onRequestAsyncHookHandler = async function (request, reply) {
  if (request.method !== 'GET') return;
  const cache = cacheOf(request);
  if (!cache) return;
  const generation = cache.generation();
  const key = jsonAnswerKey(request.url);
  const hit = cache.lookup(key);
  if (hit?.state === 'fresh') {
    // Answered here: Fastify skips the handler (and this route's validation) for the stored bytes.
    return reply.send(prepare(request, reply, cache, hit.page, 'hit'));
  }
  misses.set(request, { cache, key, generation });
};

/** Runs before @fastify/compress's own onSend (it appends its hook to the route's). */
const storeAnswer: onSendAsyncHookHandler<unknown> = async function (request, reply, payload) {
  const miss = misses.get(request);
  if (!miss) return payload;
  misses.delete(request);
  if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload)))
    return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.startsWith('application/json') || reply.hasHeader('set-cookie')) return payload;
  if (/\b(no-store|private|no-cache)\b/i.test(String(reply.getHeader('cache-control') ?? '')))
    return payload;
  const identity = typeof payload === 'string' ? Buffer.from(payload) : payload;
  // On zlib's thread pool, at the fast level: this caller waits for it (compression.ts).
  const { br, gzip } = await compressPage(identity, FAST);
  const page: CachedPage = {
    status: 200,
    headers: [['content-type', type]],
    bodies: storedBodies(br, gzip),
    hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
    tags: [],
    bytes: br.length + gzip.length + 512,
    storedAt: 0,
    revalidating: false,
    hits: 0,
    level: 'fast',
  };
  miss.cache.store(miss.key, page, miss.generation);
  return prepare(request, reply, miss.cache, page, 'miss');
};

/**
 * Route options that keep a public JSON answer in the page cache. A new object per route:
 * @fastify/compress appends its own hook to the route's `onSend` list.
 */
export function cachedJson(): {
  onRequest: onRequestAsyncHookHandler[];
  onSend: Array<onSendAsyncHookHandler<unknown>>;
} {
  return { onRequest: [answerFromCache], onSend: [storeAnswer] };
}
