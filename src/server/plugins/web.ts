import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import type { PageCache } from './page-cache/store';
import { createPageServer } from './page-cache/page-server';
import type { Front } from './page-cache/hit-lane';
import {
  GEOWIDGET_HEADER,
  TAG_MANAGER_HEADER,
  documentResponse,
  sendWebResponse,
} from './web-response';
import { contentSecurityPolicy, sealPageScripts } from './security-headers';
import { answerDatabaseDown } from './database-down';
import { scriptsAfterLoad } from './page-priority';
import { compactHydrationData } from './hydration-data';

export interface WebOptions {
  /** The React Router server build, or a loader of it (dev: re-read on every request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  /** Directory of the client build (production only). */
  clientDir?: string;
  vite?: ViteDevServer;
  /** The load context of one render, given the mark of the page's own scripts (see sealed()). */
  loadContext(scriptMark: string): AppLoadContext;
  /** Serves anonymous pages from this cache when it is enabled (plugins/page-cache/page-server.ts). */
  pageCache?: PageCache;
  /** Where fresh hits are answered ahead of Fastify (page-cache/hit-lane.ts). */
  front?: Front;
  /** Whether the database answers; a page that failed while it does not is a 503, not a 500. */
  databaseReachable?: () => Promise<boolean>;
}

/** Turns Fastify's request into the web `Request` React Router expects. */
function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, String(value));
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = Readable.toWeb(request.raw) as ReadableStream;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/**
 * Serves the React Router app and its assets. Registered in its own scope so that its catch-all
 * content-type parser (which reads nothing, leaving the body to React Router actions) does not
 * affect the JSON API.
 */
export default async function web(app: FastifyInstance, opts: WebOptions) {
  if (opts.vite) {
    const middie = (await import('@fastify/middie')).default;
    await app.register(middie);
    app.use(opts.vite.middlewares);
  } else if (opts.clientDir) {
    await app.register(fastifyStatic, {
      root: path.resolve(opts.clientDir),
      wildcard: false,
      // The build writes .br and .gz copies of the assets (scripts/compress-assets.mjs).
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under /assets: cache it forever.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
    app.get('/assets/*', (_request, reply) =>
      reply.status(404).send({ errors: 'Not found', code: 'not_found' }),
    );
  }

  if (opts.databaseReachable) answerDatabaseDown(app, opts.databaseReachable);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const handle = createRequestHandler(opts.build, opts.mode);
  // Per process and random: it marks the scripts the renderer emits so that only their hashes
  // enter the policy, and it is removed from every page (security-headers.ts).
  const scriptMark = randomBytes(16).toString('hex');
  const dev = opts.mode === 'development';
  // The back office's pages load their scripts at once: staff click into forms as soon as a
  // page shows, and no CDN or Lighthouse run measures them (docs/decisions/029).
  const render = async (request: Request) =>
    sealed(
      await handle(request, opts.loadContext(scriptMark)),
      scriptMark,
      dev,
      !new URL(request.url).pathname.startsWith('/admin'),
    );
  const pages = opts.pageCache?.enabled
    ? createPageServer({
        cache: opts.pageCache,
        render,
        log: app.log,
        count: (result) => app.metrics?.pageCache(result),
      })
    : undefined;
  if (pages && opts.front) opts.front.serve = pages.lane;
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    config: { page: true },
    handler: async (request, reply) => {
      if (request.url.startsWith('/api/')) {
        return reply.status(404).send({ errors: 'Not found', code: 'not_found' });
      }
      if (pages) return pages.serve(request, reply, () => toWebRequest(request, reply));
      return sendWebResponse(reply, await render(toWebRequest(request, reply)));
    },
  });
}

/**
 * A rendered document with its Content-Security-Policy: the hashes of the scripts the renderer
 * marked, the mark removed; its scripts loaded after the page (page-priority.ts, when
 * `afterLoad`) and its loader data written with fewer escapes (hydration-data.ts); neither in
 * development, where Vite serves the modules. The same page gives the same bytes and the same policy, whoever asks
 * (docs/decisions/022-pages-a-cdn-can-keep.md). Other responses pass through.
 */
export async function sealed(
  response: Response,
  scriptMark: string,
  dev: boolean,
  afterLoad = true,
): Promise<Response> {
  if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html'))
    return response;
  const text = await response.text();
  const { html, hashes } = sealPageScripts(
    dev ? text : compactHydrationData(afterLoad ? scriptsAfterLoad(text, scriptMark) : text),
    scriptMark,
  );
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  // Set by the render from the shop's settings, never from the page's text (entry.server.tsx).
  const tagManager = headers.has(TAG_MANAGER_HEADER);
  headers.delete(TAG_MANAGER_HEADER);
  const geowidget = headers.has(GEOWIDGET_HEADER);
  headers.delete(GEOWIDGET_HEADER);
  headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy(hashes, dev, { tagManager, geowidget }),
  );
  return documentResponse(Buffer.from(html), { status: response.status, headers });
}
