import { request } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { afterEach, describe, expect, it } from 'vitest';
import securityHeaders from '../security-headers';
import { frontServer, type Front } from './hit-lane';
import { cachedJson } from './json-answers';
import { jsonAnswerKey } from './page-head';
import { createPageServer } from './page-server';
import { createPageCache, type PageCache } from './store';

/**
 * Cached JSON answers in the hit lane (json-answers.ts, hit-lane.ts): behind the shop's own
 * plugins, listening, with the lane in front and no page served first.
 */
interface JsonApp {
  app: FastifyInstance;
  base: string;
  cache: PageCache;
  calls: string[];
  hits: string[];
  hooked(): number;
}

async function jsonApp(): Promise<JsonApp> {
  const calls: string[] = [];
  const hits: string[] = [];
  const cache = createPageCache({
    ttlMs: 30_000,
    staleMs: 90_000,
    maxEntries: 100,
    maxBytes: 8 * 1024 * 1024,
  });
  const front: Front = { serve: null };
  const app = Fastify({ serverFactory: frontServer(front) });
  await app.register(securityHeaders, { dev: false });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  let hooks = 0;
  app.addHook('onRequest', async () => void (hooks += 1));
  app.decorate('pageCache', cache);
  const pages = createPageServer({
    cache,
    log: app.log,
    count: (result) => hits.push(result),
    render: async () => new Response('never'),
  });
  front.serve = pages.lane;
  app.get('/api/client/:locale/catalog/:id/pagination/yet', { ...cachedJson() }, (req, reply) => {
    calls.push(req.url);
    const { page = '1' } = req.query as { page?: string };
    if (page === '0') return reply.code(422).send({ errors: { page: ['bad'] }, code: 'invalid' });
    const products = Array.from({ length: 24 }, (_, i) => ({ id: i, title: `Lampa ${i}` }));
    return reply
      .type('application/json; charset=utf-8')
      .send(Buffer.from(JSON.stringify({ products, page: Number(page) })));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, base: `http://127.0.0.1:${port}`, cache, calls, hits, hooked: () => hooks };
}

function raw(base: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${base}${path}`, { method, headers }, (res) => {
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
const comparable = (headers: Record<string, unknown>) => {
  const { date: _d, connection: _c, 'keep-alive': _k, 'x-page-cache': _x, ...rest } = headers;
  return rest;
};

describe('cached JSON in the hit lane', () => {
  let t: JsonApp;
  afterEach(async () => {
    await t.app.close();
  });

  it('answers a fresh JSON hit ahead of Fastify with the bytes and headers of the miss', async () => {
    t = await jsonApp();
    const path = '/api/client/pl/catalog/3/pagination/yet?color=red&page=2';
    const miss = await raw(t.base, path, BR);
    expect(miss.headers['x-page-cache']).toBe('miss');
    const viaFastify = await t.app.inject({ url: path, headers: BR });
    expect(viaFastify.headers['x-page-cache']).toBe('hit');
    const before = t.hooked();
    // Another order of the same query: the normalised address.
    const lane = await raw(t.base, '/api/client/pl/catalog/3/pagination/yet?page=2&color=red', BR);
    expect(t.hooked()).toBe(before);
    expect(t.hits).toEqual(['hit']);
    expect(lane.headers['x-page-cache']).toBe('hit');
    expect(lane.body.equals(miss.body)).toBe(true);
    expect(lane.body.equals(viaFastify.rawPayload)).toBe(true);
    expect(comparable(lane.headers)).toEqual(comparable(miss.headers));
    const { connection: _c, ...fastifyHeaders } = comparable(viaFastify.headers);
    expect(comparable(lane.headers)).toEqual(fastifyHeaders);
    expect(lane.headers['x-frame-options']).toBe('SAMEORIGIN'); // helmet's, learned from the miss
    expect(lane.headers['content-security-policy']).toBeUndefined(); // JSON has none
    expect(t.calls).toEqual([path]);
  });

  it('serves a token-bearing call from the lane, 304s and HEAD too; never an error', async () => {
    t = await jsonApp();
    const path = '/api/client/pl/catalog/3/pagination/yet?page=1';
    const miss = await raw(t.base, path, BR);
    const before = t.hooked();
    const withToken = await raw(t.base, path, { ...BR, authorization: 'Bearer x' });
    expect(withToken.body.equals(miss.body)).toBe(true);
    const notModified = await raw(t.base, path, {
      ...BR,
      'if-none-match': String(miss.headers.etag),
    });
    expect(notModified.status).toBe(304);
    const head = await raw(t.base, path, BR, 'HEAD');
    expect(head.headers['content-length']).toBe(String(miss.body.length));
    expect(t.hooked()).toBe(before);
    expect(t.hits).toEqual(['hit', 'hit', 'hit']);

    const bad = '/api/client/pl/catalog/3/pagination/yet?page=0';
    const first = await raw(t.base, bad, BR);
    const second = await raw(t.base, bad, BR);
    expect([first.status, second.status]).toEqual([422, 422]);
    expect(second.headers['x-page-cache']).toBeUndefined();
    expect(t.cache.lookup(jsonAnswerKey(bad))).toBeUndefined();
    expect(t.calls).toEqual([path, bad, bad]);
  });
});
