import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { eq, and } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../../tests/factories/catalog.js';
import { forEachDatabase } from '../../../../tests/setup/test-database.js';
import { testConfig } from '../../config.js';
import { productTranslations } from '../../db/schema/index.js';
import { fromMaster } from '../../secrets.js';
import { createServices } from '../../services/index.js';
import {
  createPageCache,
  pageCacheFromConfig,
  type PageCache,
  type PageCacheOptions,
} from './store.js';
import csrf from '../csrf.js';
import { createPageServer, type PageVars, type RenderPage } from './page-server.js';
import securityHeaders from '../security-headers.js';

const SECRET = 'page-cache-test-secret-page-cache-test-secret';
const visitorA = `sf_csrf=${'a'.repeat(43)}`;
const visitorB = `sf_csrf=${'b'.repeat(43)}`;

/** A page shaped like root.tsx renders it: the token in a meta tag, the nonce on scripts, both in the hydration data. */
function html(title: string, vars: PageVars, extra = ''): string {
  return (
    `<!DOCTYPE html><html><head><meta name="csrf-token" content="${vars.csrfToken}"/><title>${title}</title></head>` +
    `<body><h1>${title}</h1>${extra}<script nonce="${vars.nonce}">window.__ctx={"nonce":"${vars.nonce}","csrfToken":"${vars.csrfToken}"}</script></body></html>`
  );
}

interface PageApp {
  app: FastifyInstance;
  cache: PageCache;
  renders: Array<{ url: string; method: string; vars: PageVars; headers: Headers }>;
  setClock(ms: number): void;
}

/** The real security headers, cookies and CSRF plugins in front of the page server and a fake renderer. */
async function pageApp(
  options: Partial<PageCacheOptions> = {},
  renderPage?: RenderPage,
): Promise<PageApp> {
  let clock = 1_000_000;
  const renders: PageApp['renders'] = [];
  const cache = createPageCache({
    ttlMs: 10_000,
    staleMs: 60_000,
    maxEntries: 100,
    maxBytes: 8 * 1024 * 1024,
    now: () => clock,
    ...options,
  });
  const render: RenderPage = async (request, vars) => {
    renders.push({ url: request.url, method: request.method, vars, headers: request.headers });
    if (renderPage) return renderPage(request, vars);
    const url = new URL(request.url);
    if (url.pathname === '/missing')
      return new Response(html('Not found', vars), {
        status: 404,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    if (url.pathname === '/boom')
      return new Response(html('Error', vars), {
        status: 500,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    if (url.pathname === '/by-language') {
      return new Response(html('Hello', vars), {
        headers: { 'content-type': 'text/html; charset=utf-8', vary: 'Accept-Language' },
      });
    }
    const padding = 'x'.repeat(Number(url.searchParams.get('pad') ?? 0));
    return new Response(
      html(`${url.pathname}${url.search} render ${renders.length}`, vars, padding),
      {
        headers: { 'content-type': 'text/html; charset=utf-8', 'x-route': 'page' },
      },
    );
  };
  const app = Fastify();
  await app.register(securityHeaders, { dev: false });
  await app.register(cookie);
  await app.register(csrf, { secret: SECRET, secureCookies: false });
  const pages = createPageServer({ cache, render, log: app.log });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/*',
    handler: (request, reply) =>
      pages.serve(
        request,
        reply,
        () => new Request(`http://localhost${request.url}`, { method: request.method }),
      ),
  });
  await app.ready();
  return { app, cache, renders, setClock: (ms) => (clock = ms) };
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const cspNonce = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
const bodyNonces = (body: string) =>
  [...body.matchAll(/nonce="([^"]+)"|"nonce":"([^"]+)"/g)].map((m) => m[1] ?? m[2]);
const metaToken = (body: string) => /<meta name="csrf-token" content="([^"]*)"/.exec(body)?.[1];

async function tokenOf(app: FastifyInstance, visitor: string): Promise<string> {
  const res = await get(app, '/api/client/csrf-token', { cookie: visitor });
  return res.json<{ token: string }>().token;
}

describe('page cache', () => {
  let t: PageApp;
  beforeEach(async () => {
    t = await pageApp();
  });
  afterEach(async () => {
    await t.app.close();
  });

  it('renders a page once and serves the second request from the cache', async () => {
    const first = await get(t.app, '/pl/catalog/lamps?page=2', { cookie: visitorA });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await get(t.app, '/pl/catalog/lamps?page=2', { cookie: visitorA });
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toContain('/pl/catalog/lamps?page=2 render 1');
    expect(t.renders).toHaveLength(1);
    // Replayed route headers, the content type and the caching headers.
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['x-route']).toBe('page');
    expect(second.headers['cache-control']).toBe('private, no-cache');
    expect(second.headers.etag).toMatch(/^W\/".+"$/);
  });

  it('keys by the whole address: another query is another page', async () => {
    await get(t.app, '/pl/search?search=lamp');
    await get(t.app, '/pl/search?search=lamps');
    await get(t.app, '/pl/search?search=lamp&page=2');
    expect(t.renders).toHaveLength(3);
    expect((await get(t.app, '/pl/search?search=lamp')).headers['x-page-cache']).toBe('hit');
  });

  it('gives every response its own nonce, the same in the CSP header and in the page', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await get(t.app, '/pl', { cookie: visitorA });
      const nonce = cspNonce(res.headers['content-security-policy']);
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
      expect(bodyNonces(res.body)).toEqual([nonce, nonce]);
      seen.add(nonce!);
    }
    expect(seen.size).toBe(3);
    expect(t.renders).toHaveLength(1);
    // The render saw placeholders, never a real nonce or token.
    expect(t.renders[0]!.vars.nonce).not.toBe([...seen][0]);
  });

  it('gives each visitor their own CSRF token from one cached page', async () => {
    const a = await get(t.app, '/pl', { cookie: visitorA });
    const b = await get(t.app, '/pl', { cookie: visitorB });
    expect(b.headers['x-page-cache']).toBe('hit');
    expect(metaToken(a.body)).toBe(await tokenOf(t.app, visitorA));
    expect(metaToken(b.body)).toBe(await tokenOf(t.app, visitorB));
    expect(metaToken(a.body)).not.toBe(metaToken(b.body));
    expect(b.body).toContain(`"csrfToken":"${metaToken(b.body)}"`);
    // A first-time visitor gets a cookie and the token that belongs to it.
    const fresh = await get(t.app, '/pl');
    const cookie = fresh.cookies.find((c) => c.name === 'sf_csrf');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(metaToken(fresh.body)).toBe(await tokenOf(t.app, `sf_csrf=${cookie!.value}`));
  });

  it('answers If-None-Match with a 304 that carries no CSP (and so no new nonce)', async () => {
    const first = await get(t.app, '/pl', { cookie: visitorA });
    const etag = String(first.headers.etag);
    const again = await get(t.app, '/pl', { cookie: visitorA, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['x-page-cache']).toBe('hit');
    // Another visitor's copy holds another token: not a match, the whole page comes back.
    const other = await get(t.app, '/pl', { cookie: visitorB, 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(cspNonce(other.headers['content-security-policy'])).toBe(bodyNonces(other.body)[0]);
  });

  it('bypasses the cache for a request with an Authorization header', async () => {
    await get(t.app, '/pl', { cookie: visitorA });
    const res = await get(t.app, '/pl', { cookie: visitorA, authorization: 'Bearer abc' });
    expect(res.headers['x-page-cache']).toBe('bypass');
    expect(t.renders).toHaveLength(2);
    expect(t.renders[1]!.vars.nonce).toBe(cspNonce(res.headers['content-security-policy']));
    expect(bodyNonces(res.body)[0]).toBe(cspNonce(res.headers['content-security-policy']));
  });

  it('bypasses the cache for POST', async () => {
    await get(t.app, '/pl');
    const res = await t.app.inject({
      method: 'POST',
      url: '/pl',
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'x-csrf-token': await tokenOf(t.app, visitorA),
        cookie: visitorA,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(t.renders.map((r) => r.method)).toEqual(['GET', 'POST']);
    expect(res.headers['x-page-cache']).toBeUndefined();
  });

  it('serves a stale page while one background render replaces it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let n = 0;
    t = await pageApp({ ttlMs: 1_000, staleMs: 60_000 }, async (_request, vars) => {
      n += 1;
      if (n === 2) await gate; // hold the background render until the test lets it finish
      return new Response(html(`version ${n}`, vars), { headers: { 'content-type': 'text/html' } });
    });
    t.setClock(0);
    expect((await get(t.app, '/pl')).body).toContain('version 1');
    t.setClock(1_500);
    const stale = await get(t.app, '/pl');
    expect(stale.headers['x-page-cache']).toBe('stale');
    expect(stale.body).toContain('version 1');
    const alsoStale = await get(t.app, '/pl');
    expect(alsoStale.headers['x-page-cache']).toBe('stale');
    expect(t.renders).toHaveLength(2); // one background render, not one per request
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const fresh = await get(t.app, '/pl');
    expect(fresh.headers['x-page-cache']).toBe('hit');
    expect(fresh.body).toContain('version 2');
    expect(cspNonce(fresh.headers['content-security-policy'])).toBe(bodyNonces(fresh.body)[0]);
    // Past TTL + stale window the page is gone: the next visitor waits for a render.
    t.setClock(1_500 + 1_000 + 60_000);
    const expired = await get(t.app, '/pl');
    expect(expired.headers['x-page-cache']).toBe('miss');
    expect(expired.body).toContain('version 3');
  });

  it('drops every page on clear(), and a render that started before it is not stored', async () => {
    await get(t.app, '/pl');
    await get(t.app, '/en');
    expect(t.cache.stats().entries).toBe(2);
    t.cache.clear();
    expect(t.cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
    expect((await get(t.app, '/pl')).headers['x-page-cache']).toBe('miss');
    expect(t.renders).toHaveLength(3);

    // A render that read the old catalogue must not land in the cache after the clear.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = await pageApp({}, async (_request, vars) => {
      await gate;
      return new Response(html('old catalogue', vars), {
        headers: { 'content-type': 'text/html' },
      });
    });
    const pending = get(slow.app, '/pl');
    await new Promise((resolve) => setTimeout(resolve, 20));
    slow.cache.clear();
    release();
    expect((await pending).headers['x-page-cache']).toBe('miss');
    expect(slow.cache.stats().entries).toBe(0);
    await slow.app.close();
  });

  it('evicts the least recently used pages past the byte bound', async () => {
    t = await pageApp({ maxBytes: 50_000 });
    // Each page holds about 2 x 10,000 characters (UTF-16): two fit, a third evicts the oldest.
    await get(t.app, '/a?pad=10000');
    await get(t.app, '/b?pad=10000');
    await get(t.app, '/a?pad=10000'); // /a is now the most recent
    await get(t.app, '/c?pad=10000');
    expect(t.cache.stats().entries).toBe(2);
    expect(t.cache.stats().bytes).toBeLessThanOrEqual(50_000);
    expect((await get(t.app, '/a?pad=10000')).headers['x-page-cache']).toBe('hit');
    expect((await get(t.app, '/b?pad=10000')).headers['x-page-cache']).toBe('miss');
    // A page larger than the whole cache is served but never stored.
    expect((await get(t.app, '/huge?pad=100000')).statusCode).toBe(200);
    expect((await get(t.app, '/huge?pad=100000')).headers['x-page-cache']).toBe('miss');
  });

  it('evicts past the entry bound', async () => {
    t = await pageApp({ maxEntries: 2 });
    for (const path of ['/a', '/b', '/c']) await get(t.app, path);
    expect(t.cache.stats().entries).toBe(2);
    expect((await get(t.app, '/a')).headers['x-page-cache']).toBe('miss');
  });

  it('never caches errors, pages that vary by request headers, or data requests', async () => {
    for (const path of ['/missing', '/boom', '/by-language', '/pl/catalog/lamps.data']) {
      const first = await get(t.app, path, { cookie: visitorA });
      const second = await get(t.app, path, { cookie: visitorA });
      expect(second.headers['x-page-cache'] ?? 'none', path).not.toBe('hit');
      // Rendered with placeholders or live, the visitor always gets real values.
      expect(metaToken(second.body)).toBe(await tokenOf(t.app, visitorA));
      expect(bodyNonces(first.body)[0]).toBe(cspNonce(first.headers['content-security-policy']));
    }
    expect(t.cache.stats().entries).toBe(0);
    expect((await get(t.app, '/missing')).statusCode).toBe(404);
  });

  it('never caches the back office, and renders it live (the staff cookie reaches it)', async () => {
    const staffCookie = `${visitorA}; sf_admin=session-token`;
    for (const path of ['/admin', '/admin/categories?x=1', '/admin/staff']) {
      // The fake renderer answers a plain, cacheable-looking page: the address alone decides.
      await get(t.app, path, { cookie: staffCookie });
      const second = await get(t.app, path, { cookie: staffCookie });
      expect(second.headers['x-page-cache'], path).toBeUndefined();
      expect(second.statusCode).toBe(200);
    }
    expect(t.renders).toHaveLength(6);
    // Live renders, never the shared one made without cookies (which has placeholder values).
    expect(t.renders.every((r) => !r.vars.nonce.startsWith('pcn'))).toBe(true);
    expect(t.cache.stats().entries).toBe(0);
    // Only the /admin tree: a shop address that merely starts with the word is cached.
    await get(t.app, '/administration');
    expect((await get(t.app, '/administration')).headers['x-page-cache']).toBe('hit');
  });

  it("renders for the cache without the visitor's cookies or credentials", async () => {
    await get(t.app, '/pl', { cookie: visitorA, 'accept-language': 'pl' });
    const headers = t.renders[0]!.headers;
    expect(headers.get('cookie')).toBeNull();
    expect(headers.get('accept-language')).toBe('pl');
  });

  it('answers HEAD from the cache', async () => {
    await get(t.app, '/pl');
    const head = await t.app.inject({ method: 'HEAD', url: '/pl' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-page-cache']).toBe('hit');
    expect(head.body).toBe('');
    expect(t.renders).toHaveLength(1);
  });

  it('shares one render between concurrent misses of a page', async () => {
    const results = await Promise.all([get(t.app, '/pl'), get(t.app, '/pl'), get(t.app, '/pl')]);
    expect(t.renders).toHaveLength(1);
    const nonces = results.map((r) => cspNonce(r.headers['content-security-policy']));
    expect(new Set(nonces).size).toBe(3);
    results.forEach((r, i) => expect(bodyNonces(r.body)[0]).toBe(nonces[i]));
  });
});

forEachDatabase('page cache and the catalogue', (getDb) => {
  let app: FastifyInstance;
  let services: ReturnType<typeof createServices>;
  let productId: number;

  beforeAll(async () => {
    const database = getDb();
    const category = await createCategory(database.db, { slug: 'cache-lamps' });
    productId = (await createProduct(database.db, { categoryId: category.id, title: 'Brass lamp' }))
      .id;
    services = createServices({
      config: testConfig(),
      database,
      secrets: fromMaster('page-cache-master-secret-page-cache'),
    });
    app = Fastify();
    await app.register(securityHeaders, { dev: false });
    await app.register(cookie);
    await app.register(csrf, { secret: SECRET, secureCookies: false });
    // The page reads the catalogue through the services, as loaders do.
    // Wired to the catalogue's changes as the app wires it (app.ts).
    const cache = pageCacheFromConfig(testConfig());
    services.onCatalogChange(() => cache.clear());
    const pages = createPageServer({
      cache,
      log: app.log,
      render: async (_request, vars) => {
        const product = await services.catalog.productById('pl', productId);
        return new Response(html(product?.title ?? 'none', vars), {
          headers: { 'content-type': 'text/html' },
        });
      },
    });
    app.get('/*', (request, reply) =>
      pages.serve(request, reply, () => new Request(`http://localhost${request.url}`)),
    );
    await app.ready();
  });
  afterAll(() => app?.close());

  it('shows a catalogue change after catalog.invalidate()', async () => {
    expect((await get(app, '/pl/product/x')).body).toContain('<h1>Brass lamp</h1>');
    await getDb()
      .db.update(productTranslations)
      .set({ title: 'Copper lamp' })
      .where(
        and(eq(productTranslations.productId, productId), eq(productTranslations.locale, 'pl')),
      );
    const cached = await get(app, '/pl/product/x');
    expect(cached.headers['x-page-cache']).toBe('hit');
    expect(cached.body).toContain('<h1>Brass lamp</h1>');

    services.catalog.invalidate();
    const after = await get(app, '/pl/product/x');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('<h1>Copper lamp</h1>');
  });
});
