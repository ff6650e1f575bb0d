import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { storedBodies, type CachedPage, type PageCache, type PageState } from './store';
import { PAGE_TAGS_HEADER, responseBytes, sendWebResponse } from '../web-response';
import {
  BEST,
  FAST,
  HOT_HITS,
  WORTH_SAVING,
  compressPage,
  createRecompressor,
} from './compression';
import { createHitLane } from './hit-lane';
import {
  cacheableAddress,
  chooseCoding,
  etagMatches,
  etagOf,
  sharedCacheControl,
  validators,
} from './page-head';

export { chooseCoding } from './page-head';

/**
 * Serves server-rendered pages from the in-process page cache (docs/decisions/007-page-cache.md,
 * 022-pages-a-cdn-can-keep.md). Anonymous pages are the same bytes for every visitor: no CSRF
 * token, no per-response nonce (the CSP lists the hashes of the page's own scripts) and no cookie.
 * So a page is rendered once, compressed once per coding, and every serve writes stored bytes;
 * shared caches (a CDN) may keep it too, and purge it by the tags it names.
 */

/** One render of the React Router app; HTML comes back with its CSP already set (web.ts). */
export type RenderPage = (request: Request) => Promise<Response>;

export interface PageServerOptions {
  cache: PageCache;
  render: RenderPage;
  log: FastifyBaseLogger;
  /** Counts pages answered outside Fastify's hooks (hits in the lane), by result (metrics). */
  count?: (result: string) => void;
}

/** Headers of a render that are not replayed from the cache (set per response, or not ours). */
const NOT_REPLAYED = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'etag',
  'cache-control',
  'vary',
  PAGE_TAGS_HEADER,
]);
/** Request headers a cached page must not depend on: the same page goes to every visitor. */
const NOT_FOR_PAGES = [
  'cookie',
  'authorization',
  'if-none-match',
  'if-modified-since',
  'cache-control',
  'pragma',
  'accept-encoding',
];
/** A CDN's tag header has a size limit (Cloudflare: 16 KB in all); a listing names far fewer. */
const MAX_TAGS = 300;

type Outcome =
  { page: CachedPage } | { page: null; status: number; headers: Headers; body: Buffer | null };

export function createPageServer({ cache, render, log, count }: PageServerOptions) {
  /** Renders under way per key: concurrent misses of one page share one render. */
  const inflight = new Map<string, Promise<Outcome>>();
  const recompressor = createRecompressor((error) =>
    log.warn({ err: error }, 'page cache: recompressing a hot page failed'),
  );

  /** Renders `url` and stores it when it is a cacheable page. */
  async function renderShared(key: string, url: string, headers: Headers): Promise<Outcome> {
    const generation = cache.generation();
    const response = await render(new Request(url, { method: 'GET', headers }));
    const body = await responseBytes(response);
    if (body === null || !storable(response))
      return { page: null, status: response.status, headers: response.headers, body };
    // Compressed here, off the event loop (zlib's thread pool), once for every later visitor; at
    // a fast level, since this visitor waits for it (compression.ts).
    const { br, gzip } = await compressPage(body, FAST);
    const page: CachedPage = {
      status: response.status,
      headers: [...response.headers].filter(([name]) => !NOT_REPLAYED.has(name)),
      bodies: storedBodies(br, gzip),
      hash: createHash('sha256').update(body).digest('base64url').slice(0, 27),
      tags: pageTags(response.headers.get(PAGE_TAGS_HEADER), body),
      bytes: br.length + gzip.length + 2048,
      storedAt: 0,
      revalidating: false,
      hits: 0,
      level: 'fast',
    };
    cache.store(key, page, generation);
    return { page };
  }

  /** Counts a serve from the cache; a page that turns hot is compressed again, once. */
  function served(page: CachedPage) {
    page.hits += 1;
    if (page.hits !== HOT_HITS || page.level !== 'fast') return;
    recompressor.add(async () => {
      const best = await compressPage(page.bodies.identity, BEST);
      // The page's memory estimate stays as stored (an upper bound): the store counts it.
      if (best.br.length > page.bodies.br.length * (1 - WORTH_SAVING)) {
        page.level = 'kept';
        return;
      }
      page.bodies = storedBodies(best.br, best.gzip);
      page.level = 'best';
      page.heads = undefined;
    });
  }

  function shared(key: string, url: string, headers: Headers): Promise<Outcome> {
    let pending = inflight.get(key);
    if (!pending) {
      pending = renderShared(key, url, headers).finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    return pending;
  }

  /** Stale-while-revalidate: one background render replaces a stale page; visitors do not wait. */
  function revalidate(key: string, url: string, page: CachedPage) {
    if (page.revalidating) return;
    page.revalidating = true;
    shared(key, url, new Headers({ accept: 'text/html' })).then(
      (outcome) => {
        // Not a cacheable page any more (the product is gone, say): the next visitor renders it.
        if (!outcome.page) cache.delete(key);
      },
      (error: unknown) => {
        page.revalidating = false; // try again on a later request
        log.warn(
          { err: error, url },
          'page cache: background render failed; serving the stale page',
        );
      },
    );
  }

  const cacheControl = sharedCacheControl(cache);

  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
    state: PageState | 'miss',
  ) {
    if (state !== 'miss') served(page);
    lane.learn(reply);
    const coding = chooseCoding(request.headers['accept-encoding']);
    const etag = etagOf(page, coding);
    reply.header('X-Page-Cache', state === 'fresh' ? 'hit' : state);
    for (const [name, value] of validators(page, etag, cacheControl)) reply.header(name, value);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    for (const [name, value] of page.headers) reply.header(name, value);
    if (coding === 'identity') {
      // @fastify/compress would otherwise compress the stored bytes again for a client that
      // accepts only an encoding we do not store (deflate, zstd).
      request.headers['x-no-compression'] = '1';
    } else {
      reply.header('Content-Encoding', coding);
    }
    return reply.code(page.status).send(page.bodies[coding]);
  }

  /** A response that is not cacheable (404, redirect): answered as rendered. */
  function sendOnce(reply: FastifyReply, outcome: Extract<Outcome, { page: null }>) {
    reply.code(outcome.status).header('X-Page-Cache', 'bypass');
    for (const [name, value] of outcome.headers) {
      if (!['set-cookie', 'content-length', PAGE_TAGS_HEADER].includes(name))
        reply.header(name, value);
    }
    const cookies = outcome.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return outcome.body === null ? reply.send() : reply.send(outcome.body);
  }

  async function renderLive(reply: FastifyReply, webRequest: () => Request) {
    return sendWebResponse(reply, await render(webRequest()));
  }

  const lane = createHitLane({ cache, cacheControl, served, log, count });

  return {
    /** Fresh hits answered on the raw request, ahead of Fastify (hit-lane.ts). */
    lane: lane.serve,
    /** Settles when no hot page is being compressed again (tests). */
    recompressed: () => recompressor.idle(),
    /** Answers one page request: from the cache, by a shared render, or live when not cacheable. */
    async serve(
      request: FastifyRequest,
      reply: FastifyReply,
      webRequest: () => Request,
    ): Promise<FastifyReply> {
      const method = request.method;
      if ((method !== 'GET' && method !== 'HEAD') || !cacheableAddress(request.url))
        return renderLive(reply, webRequest);
      if (request.headers.authorization !== undefined) {
        reply.header('X-Page-Cache', 'bypass');
        return renderLive(reply, webRequest);
      }
      // Path and query only: absolute links in a page come from PUBLIC_URL, never from the Host
      // a request names, so every host gets the same page. Nothing is normalised: two addresses
      // that differ are two pages.
      const key = request.url;
      // Rendered under a fixed origin: nothing the client sends in Host can reach the page.
      const url = new URL(request.url, 'http://localhost').href;
      const hit = cache.lookup(key);
      if (hit) {
        if (hit.state === 'stale') revalidate(key, url, hit.page);
        return sendPage(request, reply, hit.page, hit.state);
      }
      const joined = inflight.has(key);
      let outcome: Outcome | null;
      try {
        outcome = await shared(key, url, pageRequestHeaders(request));
      } catch (error) {
        if (!joined) throw error; // our own render failed: the error handler answers
        outcome = null; // someone else's render failed: try our own
      }
      if (outcome?.page) return sendPage(request, reply, outcome.page, 'miss');
      // Not a cacheable page. It was rendered with this visitor's headers unless we joined
      // another visitor's render (a redirect by Accept-Language, say); then render again, for us.
      if (joined || !outcome) {
        reply.header('X-Page-Cache', 'bypass');
        return renderLive(reply, webRequest);
      }
      return sendOnce(reply, outcome);
    },
  };
}

/** What a page may vary on, and say so in `Vary`; a 200 HTML page that sets cookies is personal. */
function storable(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (response.headers.has('set-cookie')) return false;
  const vary = (response.headers.get('vary') ?? '')
    .toLowerCase()
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (vary.some((v) => v !== 'accept-encoding')) return false;
  return !/\b(no-store|private|no-cache)\b/i.test(response.headers.get('cache-control') ?? '');
}

/**
 * The page's tags: those its route names (its category and subcategories, its product) and every
 * product card on it (`data-product-id`, the cards' test hook), so a change to any of them drops it.
 */
export function pageTags(routeTags: string | null, body: Buffer): string[] {
  const tags = new Set((routeTags ?? '').split(/[\s,]+/).filter((t) => /^[cp]\d+$/.test(t)));
  for (const [, id] of body.toString('latin1').matchAll(/data-product-id="(\d+)"/g))
    tags.add(`p${id}`);
  return [...tags].slice(0, MAX_TAGS);
}

function pageRequestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || NOT_FOR_PAGES.includes(name)) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, String(value));
  }
  return headers;
}

export type PageServer = ReturnType<typeof createPageServer>;
