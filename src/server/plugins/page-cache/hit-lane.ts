import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyServerFactory } from 'fastify';
import type { CachedPage, PageCache } from './store';
import { markReady } from '../socket-ready';
import {
  cacheableAddress,
  chooseCoding,
  etagMatches,
  etagOf,
  jsonAnswerKey,
  validators,
} from './page-head';

/**
 * A cached page answered for what sending its bytes costs (docs/decisions/030-performance-under-load.md).
 *
 * A fresh hit needs none of what Fastify's hooks do for other requests: no session, CSRF or
 * cookie parsing, no body, no rate limit, no per-request info log, no load shedding (a hit is
 * cheaper than the 503 that would refuse it). The lane looks the raw request up in the cache
 * before Fastify sees it and writes the stored bytes with a head built once per page and coding.
 * Everything else (misses, stale pages, personal or unusual requests) goes on to Fastify,
 * which serves cached pages too, the same way: the lane only skips work.
 *
 * The response is the one Fastify would send: the page's own headers, and the headers that
 * helmet sets on every response, learned from the first page Fastify sent (`learn`): they do not
 * depend on the request. Until then there is no hit to serve anyway.
 *
 * Hits are counted in `storefront_page_cache_total{result="hit"}` and logged at debug only: at
 * info, two log lines per hit cost a third of its time.
 *
 * The same lane answers the public listing JSON kept in the same cache (json-answers.ts), looked
 * up under its normalised address, with or without a token (those routes never read it).
 */
export interface HitLaneOptions {
  cache: PageCache;
  cacheControl: string;
  /** Counts the serve (the page turns hot after enough of them). */
  served(page: CachedPage): void;
  log: FastifyBaseLogger;
  count?: ((result: string) => void) | undefined;
}

/** Headers set per response by Node or per page by us: never learned from another response. */
const PER_RESPONSE = new Set([
  'set-cookie',
  'content-length',
  'content-type',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'vary',
  'cache-control',
  'x-page-cache',
]);

/** Each cache's lane learns from replies sent outside page-server.ts too (json-answers.ts). */
const learners = new WeakMap<PageCache, (reply: FastifyReply) => void>();

/** Lets the lane of `cache`, if there is one, learn the edge headers from this reply. */
export function learnEdge(cache: PageCache, reply: FastifyReply): void {
  learners.get(cache)?.(reply);
}

export function createHitLane({ cache, cacheControl, served, log, count }: HitLaneOptions) {
  /** Helmet's headers, as every response carries them; null until a page went out via Fastify. */
  let edge: Array<[string, string]> | null = null;
  // Pino's loggers have isLevelEnabled; Fastify's declared type does not.
  const leveled = log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  const debug = () => leveled.isLevelEnabled?.('debug') ?? false;

  /** Names and values in one list, as `writeHead` takes them. */
  function head(page: CachedPage, coding: 'identity' | 'br' | 'gzip'): string[] {
    const known = page.heads?.[coding];
    if (known) return known;
    const built = [
      ...edge!,
      ['X-Page-Cache', 'hit'],
      ...validators(page, etagOf(page, coding), cacheControl),
      ...page.headers,
      ...(coding === 'identity' ? [] : [['Content-Encoding', coding]]),
      ['Content-Length', String(page.bodies[coding].length)],
    ].flat();
    page.heads = { ...page.heads, [coding]: built };
    return built;
  }

  /** Takes the headers the request's hooks set on the raw response of a page Fastify serves. */
  function learn(reply: FastifyReply) {
    if (edge) return;
    edge = Object.entries(reply.raw.getHeaders())
      .filter(([name, value]) => !PER_RESPONSE.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, value as string]);
  }
  learners.set(cache, learn);

  return {
    learn,

    /** Answers a fresh hit and returns true; false leaves the request to Fastify. */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      const method = req.method;
      const url = req.url;
      if (edge === null || (method !== 'GET' && method !== 'HEAD') || url === undefined)
        return false;
      // API addresses in the cache are public JSON answers, the same with or without a token
      // (json-answers.ts); pages are not looked up for a personal request.
      const api = url.startsWith('/api/');
      if (!api && (req.headers.authorization !== undefined || !cacheableAddress(url))) return false;
      const hit = cache.lookup(api ? jsonAnswerKey(url) : url);
      // A stale page needs its background render: Fastify's path starts it.
      if (!hit || hit.state !== 'fresh') return false;
      const page = hit.page;
      served(page);
      count?.('hit');
      const coding = chooseCoding(req.headers['accept-encoding']);
      if (debug()) log.debug({ url, coding }, 'page cache hit');
      const etag = etagOf(page, coding);
      if (etagMatches(req.headers['if-none-match'], etag)) {
        res.writeHead(
          304,
          [...edge, ['X-Page-Cache', 'hit'], ...validators(page, etag, cacheControl)].flat(),
        );
        res.end();
        markReady(req.socket);
        return true;
      }
      res.writeHead(page.status, head(page, coding));
      if (method === 'HEAD') res.end();
      else res.end(page.bodies[coding]);
      markReady(req.socket);
      return true;
    },
  };
}

/** The raw handler placed ahead of Fastify; the web plugin sets it when pages are cached. */
export interface Front {
  serve: ((req: IncomingMessage, res: ServerResponse) => boolean) | null;
}

/**
 * Fastify's `serverFactory`: Node's HTTP server with Fastify's defaults (keep-alive 72 s), where
 * `front` may answer a request before Fastify's handler does.
 */
export function frontServer(front: Front): FastifyServerFactory {
  return (handler) => {
    const server: Server = createServer((req, res) => {
      if (front.serve?.(req, res)) return;
      handler(req, res);
    });
    server.keepAliveTimeout = 72_000;
    return server;
  };
}
