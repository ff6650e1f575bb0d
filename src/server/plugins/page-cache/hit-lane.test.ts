import { brotliDecompressSync, constants, brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { afterEach, describe, expect, it } from 'vitest';
import securityHeaders from '../security-headers';
import { sealed } from '../web';
import { FAST, HOT_HITS } from './compression';
import { frontServer, type Front } from './hit-lane';
import { createPageServer, type PageServer } from './page-server';
import { createPageCache, type PageCache } from './store';

const MARK = 'e'.repeat(32);
const WORDS = ['lampa', 'sofa', 'stół', 'krzesło', 'dąb', 'biały', 'czarny', 'szkło', 'komoda'];

/** A listing-like page: product cards with varied words, so compression levels differ. */
function listing(path: string): string {
  let seed = path.length * 7919;
  const pick = () => WORDS[(seed = (seed * 16807) % 2147483647) % WORDS.length];
  let cards = '';
  for (let i = 0; i < 200; i += 1)
    cards += `<article data-product-id="${i}"><a href="/pl/p/${pick()}-${i}">${pick()} ${pick()} ${(seed % 99991).toString()}</a></article>`;
  return (
    `<!DOCTYPE html><html><head><title>${path}</title></head><body>${cards}` +
    `<script nonce="${MARK}">window.__ctx={}</script></body></html>`
  );
}

interface LaneApp {
  app: FastifyInstance;
  base: string;
  cache: PageCache;
  pages: PageServer;
  renders: string[];
  stores: string[];
  hits: string[];
  /** Requests that reached Fastify's hooks. */
  hooked(): number;
  setClock(ms: number): void;
}

/** The page server behind the same plugins as the shop, listening, with the lane in front. */
async function laneApp(): Promise<LaneApp> {
  let clock = 1_000_000;
  const renders: string[] = [];
  const stores: string[] = [];
  const hits: string[] = [];
  const cache = createPageCache({
    ttlMs: 30_000,
    staleMs: 90_000,
    maxEntries: 100,
    maxBytes: 8 * 1024 * 1024,
    now: () => clock,
  });
  const store = cache.store.bind(cache);
  cache.store = (key, page, generation) => {
    stores.push(key);
    return store(key, page, generation);
  };
  const front: Front = { serve: null };
  const app = Fastify({ serverFactory: frontServer(front) });
  await app.register(securityHeaders, { dev: false });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  let hooks = 0;
  app.addHook('onRequest', async () => void (hooks += 1));
  const pages = createPageServer({
    cache,
    log: app.log,
    count: (result) => hits.push(result),
    render: async (request) => {
      const url = new URL(request.url);
      renders.push(url.pathname + url.search);
      // A render that takes a while, as a real one does: concurrent misses overlap.
      await new Promise((resolve) => setTimeout(resolve, 150));
      const page = new Response(listing(url.pathname + url.search), {
        headers: { 'content-type': 'text/html; charset=utf-8', 'x-page-tags': 'c3' },
      });
      return sealed(page, MARK, false, false);
    },
  });
  front.serve = pages.lane;
  app.get('/*', (request, reply) =>
    pages.serve(request, reply, () => new Request(`http://localhost${request.url}`)),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    base: `http://127.0.0.1:${port}`,
    cache,
    pages,
    renders,
    stores,
    hits,
    hooked: () => hooks,
    setClock: (ms) => (clock = ms),
  };
}

/** The raw bytes and headers, no decompression by the client. */
async function raw(base: string, path: string, headers: Record<string, string> = {}) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const BR = { 'accept-encoding': 'gzip, br' };
/** Headers that differ between any two responses. */
const withoutDate = (headers: Record<string, unknown>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

describe('hit lane', () => {
  let t: LaneApp;
  afterEach(async () => {
    await t.app.close();
  });

  it('stores a page once for concurrent misses, compressed at the fast level', async () => {
    t = await laneApp();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => raw(t.base, '/pl/catalog/x?page=4', BR)),
    );
    expect(t.renders).toEqual(['/pl/catalog/x?page=4']);
    expect(t.stores).toEqual(['/pl/catalog/x?page=4']);
    const identity = brotliDecompressSync(answers[0]!.body);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers['x-page-cache']).toBe('miss');
      expect(answer.body.equals(answers[0]!.body)).toBe(true);
    }
    // The bytes a quality-5 Brotli makes of the page: no slow compression on the miss's path.
    const fast = brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: FAST.br,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    });
    expect(answers[0]!.body.equals(fast)).toBe(true);
  });

  it('answers a fresh hit ahead of Fastify with the bytes and headers Fastify sends', async () => {
    t = await laneApp();
    const miss = await raw(t.base, '/pl/catalog/x', BR);
    expect(miss.headers['x-page-cache']).toBe('miss');
    // The same hit through Fastify (inject never passes the server's lane).
    const viaFastify = await t.app.inject({ url: '/pl/catalog/x', headers: BR });
    expect(viaFastify.headers['x-page-cache']).toBe('hit');
    const before = t.hooked();
    const lane = await raw(t.base, '/pl/catalog/x', BR);
    expect(t.hooked()).toBe(before); // no hook ran
    expect(t.hits).toEqual(['hit']); // counted for the metrics all the same
    expect(lane.status).toBe(200);
    expect(lane.body.equals(viaFastify.rawPayload)).toBe(true);
    const { connection: _c, 'keep-alive': _k, ...laneHeaders } = withoutDate(lane.headers);
    const { connection: _c2, ...fastifyHeaders } = withoutDate(viaFastify.headers);
    expect(laneHeaders).toEqual(fastifyHeaders);
    expect(laneHeaders['x-frame-options']).toBe('SAMEORIGIN'); // helmet's, learned
    expect(String(laneHeaders['content-security-policy'])).toContain("script-src 'self' 'sha256-");
    expect(laneHeaders['cache-tag']).toContain('c3');
  });

  it('answers If-None-Match with a 304 and HEAD with no body', async () => {
    t = await laneApp();
    const first = await raw(t.base, '/pl', BR);
    const etag = String(first.headers.etag);
    const again = await raw(t.base, '/pl', { ...BR, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-security-policy']).toBeUndefined();
    const other = await raw(t.base, '/pl', { 'if-none-match': etag }); // identity: another tag
    expect(other.status).toBe(200);
    const head = await new Promise<Record<string, unknown>>((resolve, reject) => {
      void import('node:http').then(({ request }) => {
        const req = request(`${t.base}/pl`, { method: 'HEAD', headers: BR }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers));
        });
        req.on('error', reject);
        req.end();
      });
    });
    expect(head['x-page-cache']).toBe('hit');
    expect(head['content-length']).toBe(String(first.body.length));
    expect(t.renders).toHaveLength(1);
  });

  it('leaves stale pages and personal requests to Fastify', async () => {
    t = await laneApp();
    await raw(t.base, '/pl', BR);
    const personal = await raw(t.base, '/pl', { ...BR, authorization: 'Bearer x' });
    expect(personal.headers['x-page-cache']).toBe('bypass');
    t.setClock(1_000_000 + 31_000);
    const stale = await raw(t.base, '/pl', BR);
    expect(stale.headers['x-page-cache']).toBe('stale');
    await t.pages.recompressed();
    await new Promise((resolve) => setTimeout(resolve, 100)); // the background render
    expect(t.renders).toEqual(['/pl', '/pl', '/pl']);
  });

  it('compresses a hot page again at the best level, with a validator of its own', async () => {
    t = await laneApp();
    const first = await raw(t.base, '/pl/catalog/hot', BR);
    for (let i = 0; i < HOT_HITS; i += 1) await raw(t.base, '/pl/catalog/hot', BR);
    await t.pages.recompressed();
    const hot = await raw(t.base, '/pl/catalog/hot', BR);
    expect(hot.headers['x-page-cache']).toBe('hit');
    expect(hot.body.length).toBeLessThan(first.body.length * 0.97);
    expect(brotliDecompressSync(hot.body).equals(brotliDecompressSync(first.body))).toBe(true);
    expect(hot.headers.etag).not.toBe(first.headers.etag);
    expect(String(hot.headers.etag)).toMatch(/-br-best"$/);
    // The old validator is no longer current: the full page again, once.
    const revalidated = await raw(t.base, '/pl/catalog/hot', {
      ...BR,
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.status).toBe(200);
    expect(t.renders).toHaveLength(1);
  });
});
