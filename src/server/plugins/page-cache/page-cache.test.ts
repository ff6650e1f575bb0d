import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { eq, and } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { forEachDatabase } from '#tests/setup/test-database';
import { testConfig } from '#server/config';
import { productTranslations } from '#server/db/schema/index';
import { fromMaster } from '#server/secrets';
import { createServices } from '#server/services/index';
import {
  changedTags,
  createPageCache,
  pageCacheFromConfig,
  storedBodies,
  type PageCache,
  type PageCacheOptions,
} from './store';
import csrf from '../csrf';
import { chooseCoding, createPageServer, type RenderPage } from './page-server';
import securityHeaders from '../security-headers';
import { sealed } from '../web';

const SECRET = 'page-cache-test-secret-page-cache-test-secret';
const MARK = 'f'.repeat(32);
const visitorA = `sf_csrf=${'a'.repeat(43)}`;
const visitorB = `sf_csrf=${'b'.repeat(43)}`;
const HYDRATION = 'window.__ctx={"page":1}';

/** A page shaped like root.tsx renders it: marked inline scripts, JSON-LD, product cards. */
function html(title: string, extra = ''): string {
  return (
    `<!DOCTYPE html><html><head><title>${title}</title>` +
    `<script type="application/ld+json">{"@type":"Product"}</script></head>` +
    `<body><h1>${title}</h1>${extra}<script nonce="${MARK}">${HYDRATION}</script>` +
    `<script nonce="${MARK}" type="module">import "/assets/entry.js";</script></body></html>`
  );
}
const htmlResponse = (body: string, init: ResponseInit = {}) =>
  new Response(body, {
    ...init,
    headers: { 'content-type': 'text/html; charset=utf-8', ...(init.headers as object) },
  });

interface PageApp {
  app: FastifyInstance;
  cache: PageCache;
  renders: Array<{ url: string; method: string; headers: Headers }>;
  setClock(ms: number): void;
}

/**
 * The real security headers, compression, cookies and CSRF plugins in front of the page server
 * and a fake renderer whose pages are sealed as web.ts seals them (script hashes into the CSP).
 */
async function pageApp(
  options: Partial<PageCacheOptions> = {},
  renderPage?: RenderPage,
): Promise<PageApp> {
  let clock = 1_000_000;
  const renders: PageApp['renders'] = [];
  const cache = createPageCache({
    ttlMs: 30_000,
    staleMs: 90_000,
    maxEntries: 100,
    maxBytes: 8 * 1024 * 1024,
    now: () => clock,
    ...options,
  });
  const fake: RenderPage = async (request) => {
    if (renderPage) return renderPage(request);
    const url = new URL(request.url);
    if (url.pathname === '/missing') return htmlResponse(html('Not found'), { status: 404 });
    if (url.pathname === '/boom') return htmlResponse(html('Error'), { status: 500 });
    if (url.pathname === '/by-language')
      return htmlResponse(html('Hello'), { headers: { vary: 'Accept-Language' } });
    if (url.pathname === '/sets-cookie')
      return htmlResponse(html('Cookie'), { headers: { 'set-cookie': 'x=1' } });
    if (url.pathname === '/pl/catalog/lamps')
      return htmlResponse(
        html('Lamps', '<a data-product-id="5">5</a><a data-product-id="6">6</a>'),
        { headers: { 'x-page-tags': 'c1 c2' } },
      );
    // `pad`: bytes that compress well, like a page; `noise`: bytes that hardly compress, for the
    // byte bound (pages are kept compressed).
    const noise = Number(url.searchParams.get('noise') ?? 0);
    const padding = url.searchParams.has('pad')
      ? createHash('sha512')
          .update(url.pathname)
          .digest('hex')
          .repeat(Math.ceil(Number(url.searchParams.get('pad')) / 128))
      : Array.from({ length: Math.ceil(noise / 88) }, (_, i) =>
          createHash('sha512').update(`${url.pathname}${i}`).digest('base64'),
        ).join('');
    return htmlResponse(html(`${url.pathname}${url.search} render ${renders.length}`, padding), {
      headers: { 'x-route': 'page' },
    });
  };
  const render: RenderPage = async (request) => {
    renders.push({ url: request.url, method: request.method, headers: request.headers });
    return sealed(await fake(request), MARK, false);
  };
  const app = Fastify();
  await app.register(securityHeaders, { dev: false });
  await app.register(compress, { global: true, threshold: 1024 });
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
const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const scriptSrc = (csp: unknown) => /script-src ([^;]+)/.exec(String(csp))?.[1] ?? '';

async function tokenOf(app: FastifyInstance, visitor?: string) {
  const res = await get(app, '/api/client/csrf-token', visitor ? { cookie: visitor } : {});
  const cookie = res.cookies.find((c) => c.name === 'sf_csrf');
  return { token: res.json<{ token: string }>().token, cookie: cookie?.value };
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
    const first = await get(t.app, '/pl/catalog/x?page=2', { cookie: visitorA });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await get(t.app, '/pl/catalog/x?page=2', { cookie: visitorA });
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toContain('/pl/catalog/x?page=2 render 1');
    expect(t.renders).toHaveLength(1);
    // Replayed route headers, the content type and the caching headers a CDN follows.
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['x-route']).toBe('page');
    expect(second.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=90',
    );
    expect(second.headers.vary).toBe('Accept-Encoding');
    expect(second.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  });

  it('keys by path and query, never by Host: another query is another page', async () => {
    await get(t.app, '/pl/search?search=lamp', { host: 'shop.example' });
    await get(t.app, '/pl/search?search=lamps');
    await get(t.app, '/pl/search?search=lamp&page=2');
    expect(t.renders).toHaveLength(3);
    const other = await get(t.app, '/pl/search?search=lamp', { host: 'evil.example' });
    expect(other.headers['x-page-cache']).toBe('hit');
    // The render never saw the visitor's Host.
    expect(t.renders.every((r) => r.url.startsWith('http://localhost/'))).toBe(true);
  });

  it('gives two visitors byte-identical pages with no cookie, and each their own token', async () => {
    const a = await get(t.app, '/pl', { cookie: visitorA });
    const b = await get(t.app, '/pl', { cookie: visitorB });
    const first = await get(t.app, '/pl'); // a first-time visitor: still no cookie from a page
    expect(b.headers['x-page-cache']).toBe('hit');
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(first.rawPayload.equals(a.rawPayload)).toBe(true);
    for (const res of [a, b, first]) {
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers.etag).toBe(a.headers.etag);
      expect(res.headers['content-security-policy']).toBe(a.headers['content-security-policy']);
    }
    expect(a.body).not.toContain('csrf');
    // The token call answers each visitor their own token, bound to their own cookie.
    const tokenA = await tokenOf(t.app, visitorA);
    const tokenB = await tokenOf(t.app, visitorB);
    const fresh = await tokenOf(t.app);
    expect(new Set([tokenA.token, tokenB.token, fresh.token]).size).toBe(3);
    expect(fresh.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await tokenOf(t.app, `sf_csrf=${fresh.cookie}`)).token).toBe(fresh.token);
  });

  it("allows exactly the page's own inline scripts, by hash, and removes the mark", async () => {
    const res = await get(t.app, '/pl');
    const src = scriptSrc(res.headers['content-security-policy']);
    expect(src).toBe(`'self' ${sha256(HYDRATION)} ${sha256('import "/assets/entry.js";')}`);
    expect(src).not.toContain('nonce');
    expect(src).not.toContain('unsafe-inline');
    expect(res.body).not.toContain(MARK);
    expect(res.body).toContain(`<script>${HYDRATION}</script>`);
  });

  it('does not allow an inline script the renderer did not mark (an injection)', async () => {
    const injected = 'alert(document.cookie)';
    t = await pageApp({}, async () =>
      htmlResponse(html('Post', `<div><script>${injected}</script></div>`)),
    );
    const res = await get(t.app, '/pl/blog/x');
    const src = scriptSrc(res.headers['content-security-policy']);
    expect(src).toContain(sha256(HYDRATION));
    expect(src).not.toContain(sha256(injected));
  });

  it('stores each page compressed once and serves br, gzip or identity by Accept-Encoding', async () => {
    const identity = await get(t.app, '/pl?pad=4000', { 'accept-encoding': 'identity' });
    const br = await get(t.app, '/pl?pad=4000', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(t.app, '/pl?pad=4000', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    const deflateOnly = await get(t.app, '/pl?pad=4000', { 'accept-encoding': 'deflate' });
    expect(t.renders).toHaveLength(1);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // Compression did not run again on stored bytes (it would have deflated this one).
    expect(deflateOnly.headers['content-encoding']).toBeUndefined();
    expect(deflateOnly.rawPayload.equals(identity.rawPayload)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 2);
    // One strong validator per stored representation.
    const tags = [identity, br, gzip].map((r) => r.headers.etag);
    expect(new Set(tags).size).toBe(3);
    expect(tags.every((tag) => /^"[^"]+"$/.test(String(tag)))).toBe(true);
  });

  it('keeps a page as Brotli and gzip only, and makes its identity bytes from Brotli', () => {
    const page = Buffer.from('<!doctype html><p>Żółta lampa</p>'.repeat(500));
    const bodies = storedBodies(brotliCompressSync(page), gzipSync(page));
    expect(Object.keys(bodies).sort()).toEqual(['br', 'gzip', 'identity']);
    expect(bodies.identity.equals(page)).toBe(true);
    expect(bodies.br.length + bodies.gzip.length).toBeLessThan(page.length / 10);
  });

  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0, identity', 'identity'],
    ['deflate', 'identity'],
  ] as const)('chooses the coding for Accept-Encoding %s', (header, coding) => {
    expect(chooseCoding(header)).toBe(coding);
  });

  it('answers If-None-Match with a 304 and no body', async () => {
    const first = await get(t.app, '/pl', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get(t.app, '/pl', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.headers['cache-control']).toMatch(/^public/);
    // A validator of another representation (identity) is not this one's.
    const other = await get(t.app, '/pl', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });

  it('names the categories and products on the page in Cache-Tag and Surrogate-Key', async () => {
    const res = await get(t.app, '/pl/catalog/lamps');
    expect(res.headers['cache-tag']).toBe('c1,c2,p5,p6');
    expect(res.headers['surrogate-key']).toBe('c1 c2 p5 p6');
    expect(res.headers['x-page-tags']).toBeUndefined();
    const home = await get(t.app, '/pl');
    expect(home.headers['cache-tag']).toBeUndefined();
  });

  it('bypasses the cache for a request with an Authorization header', async () => {
    await get(t.app, '/pl');
    const res = await get(t.app, '/pl', { authorization: 'Bearer abc' });
    expect(res.headers['x-page-cache']).toBe('bypass');
    expect(t.renders).toHaveLength(2);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(scriptSrc(res.headers['content-security-policy'])).toContain(sha256(HYDRATION));
  });

  it('bypasses the cache for POST', async () => {
    await get(t.app, '/pl');
    const { token, cookie } = await tokenOf(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/pl',
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'x-csrf-token': token,
        cookie: `sf_csrf=${cookie}`,
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
    t = await pageApp({ ttlMs: 1_000, staleMs: 60_000 }, async () => {
      n += 1;
      if (n === 2) await gate; // hold the background render until the test lets it finish
      return htmlResponse(html(`version ${n}`));
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
    await new Promise((resolve) => setTimeout(resolve, 50));
    const fresh = await get(t.app, '/pl');
    expect(fresh.headers['x-page-cache']).toBe('hit');
    expect(fresh.body).toContain('version 2');
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
    const slow = await pageApp({}, async () => {
      await gate;
      return htmlResponse(html('old catalogue'));
    });
    const pending = get(slow.app, '/pl');
    await new Promise((resolve) => setTimeout(resolve, 20));
    slow.cache.purge({ products: [1], categories: [1] });
    release();
    expect((await pending).headers['x-page-cache']).toBe('miss');
    expect(slow.cache.stats().entries).toBe(0);
    await slow.app.close();
  });

  it('purges precisely the pages a product change names, and untagged pages', async () => {
    await get(t.app, '/pl/catalog/lamps'); // c1 c2 p5 p6
    await get(t.app, '/pl'); // no tags: may show any product
    const tagged = createPageCache({ ttlMs: 1000, staleMs: 0, maxEntries: 10, maxBytes: 1e6 });
    const page = (tags: string[]) => ({
      status: 200,
      headers: [],
      bodies: storedBodies(Buffer.from('x'), Buffer.from('x')),
      hash: 'h',
      tags,
      bytes: 10,
      storedAt: 0,
      revalidating: false,
      hits: 0,
      level: 'fast' as const,
    });
    const fill = () => {
      tagged.clear();
      const g = tagged.generation();
      tagged.store('/listing-1', page(['c1', 'p5']), g);
      tagged.store('/listing-2', page(['c2', 'p7']), g);
      tagged.store('/product-7', page(['p7', 'c2']), g);
      tagged.store('/home', page([]), g);
    };
    const left = () =>
      ['/listing-1', '/listing-2', '/product-7', '/home'].filter((k) => tagged.lookup(k));
    fill();
    tagged.purge({ products: [5], categories: [1], reason: 'product.update' });
    expect(left()).toEqual(['/listing-2', '/product-7']);
    fill();
    // A new product in category 2: its listings drop though the product is on none of them.
    tagged.purge({ products: [99], categories: [2], reason: 'product.create' });
    expect(left()).toEqual(['/listing-1']);
    // Without the product's category, or with a category or preset change: everything.
    for (const change of [
      { products: [5], reason: 'product.import' },
      { categories: [1], reason: 'category.update' },
      { presets: [3], categories: [1] },
      { products: [5], categories: [1], all: true },
      { reason: 'stock' },
    ]) {
      fill();
      tagged.purge(change);
      expect(left(), JSON.stringify(change)).toEqual([]);
    }
    expect(changedTags({ products: [5], categories: [1] })).toEqual(['p5', 'c1']);
    // In the app: the listing of categories 1-2 and the home page drop; a page naming only
    // other products and categories would stay.
    t.cache.purge({ products: [6], categories: [9] });
    expect((await get(t.app, '/pl/catalog/lamps')).headers['x-page-cache']).toBe('miss');
    expect((await get(t.app, '/pl')).headers['x-page-cache']).toBe('miss');
  });

  it('evicts the least recently used pages past the byte bound', async () => {
    t = await pageApp({ maxBytes: 40_000 });
    // Each page keeps about 7.5 KB of Brotli and 7.5 KB of gzip bytes (and 2 KB counted for the
    // rest): two fit, three do not.
    await get(t.app, '/a?noise=10000');
    await get(t.app, '/b?noise=10000');
    await get(t.app, '/a?noise=10000'); // /a is now the most recent
    await get(t.app, '/c?noise=10000');
    expect(t.cache.stats().entries).toBe(2);
    expect(t.cache.stats().bytes).toBeLessThanOrEqual(40_000);
    expect((await get(t.app, '/a?noise=10000')).headers['x-page-cache']).toBe('hit');
    expect((await get(t.app, '/b?noise=10000')).headers['x-page-cache']).toBe('miss');
    // A page larger than the whole cache is served but never stored.
    expect((await get(t.app, '/huge?noise=100000')).statusCode).toBe(200);
    expect((await get(t.app, '/huge?noise=100000')).headers['x-page-cache']).toBe('miss');
  });

  it('evicts past the entry bound', async () => {
    t = await pageApp({ maxEntries: 2 });
    for (const path of ['/a', '/b', '/c']) await get(t.app, path);
    expect(t.cache.stats().entries).toBe(2);
    expect((await get(t.app, '/a')).headers['x-page-cache']).toBe('miss');
  });

  it('never caches errors, pages that vary or set cookies, or data requests', async () => {
    for (const path of [
      '/missing',
      '/boom',
      '/by-language',
      '/sets-cookie',
      '/pl/catalog/lamps.data',
    ]) {
      const first = await get(t.app, path, { cookie: visitorA });
      const second = await get(t.app, path, { cookie: visitorA });
      expect(second.headers['x-page-cache'] ?? 'none', path).not.toBe('hit');
      expect(second.headers['cache-control'] ?? '', path).not.toMatch(/public/);
      expect(scriptSrc(first.headers['content-security-policy'])).toContain(sha256(HYDRATION));
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
    expect(results.every((r) => r.rawPayload.equals(results[0]!.rawPayload))).toBe(true);
  });
});

forEachDatabase('page cache and the catalogue', (getDb) => {
  let app: FastifyInstance;
  let services: ReturnType<typeof createServices>;
  let productId: number;
  let categoryId: number;

  beforeAll(async () => {
    const database = getDb();
    categoryId = (await createCategory(database.db, { slug: 'cache-lamps' })).id;
    productId = (await createProduct(database.db, { categoryId, title: 'Brass lamp' })).id;
    services = createServices({
      config: testConfig(),
      database,
      secrets: fromMaster('page-cache-master-secret-page-cache'),
    });
    app = Fastify();
    await app.register(securityHeaders, { dev: false });
    await app.register(cookie);
    await app.register(csrf, { secret: SECRET, secureCookies: false });
    // Wired to the catalogue's changes as the app wires it (app.ts).
    const cache = pageCacheFromConfig(testConfig());
    services.onCatalogChange((change) => cache.purge(change));
    const pages = createPageServer({
      cache,
      log: app.log,
      // The page reads the catalogue through the services, as loaders do.
      render: async (request) => {
        if (new URL(request.url).pathname === '/pl/other')
          return htmlResponse(html('other'), { headers: { 'x-page-tags': 'c999999' } });
        const product = await services.catalog.productById('pl', productId);
        return htmlResponse(html(product?.title ?? 'none'), {
          headers: { 'x-page-tags': `p${productId} c${categoryId}` },
        });
      },
    });
    app.get('/*', (request, reply) =>
      pages.serve(request, reply, () => new Request(`http://localhost${request.url}`)),
    );
    await app.ready();
  });
  afterAll(async () => {
    await services?.messaging.close(); // the order's e-mails, before the database closes
    await app?.close();
  });

  it('shows a catalogue change after catalog.invalidate(), dropping only what it names', async () => {
    expect((await get(app, '/pl/product/x')).body).toContain('<h1>Brass lamp</h1>');
    await get(app, '/pl/other');
    await getDb()
      .db.update(productTranslations)
      .set({ title: 'Copper lamp' })
      .where(
        and(eq(productTranslations.productId, productId), eq(productTranslations.locale, 'pl')),
      );
    const cached = await get(app, '/pl/product/x');
    expect(cached.headers['x-page-cache']).toBe('hit');
    expect(cached.body).toContain('<h1>Brass lamp</h1>');

    await services.catalog.invalidate({ products: [productId], categories: [categoryId] });
    const after = await get(app, '/pl/product/x');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('<h1>Copper lamp</h1>');
    expect((await get(app, '/pl/other')).headers['x-page-cache']).toBe('hit');

    // A change that names nothing drops everything.
    await services.catalog.invalidate({ reason: 'stock' });
    expect((await get(app, '/pl/other')).headers['x-page-cache']).toBe('miss');
  });

  it('drops the pages when an order sells the last unit of a product', async () => {
    const last = await createProduct(getDb().db, { categoryId, title: 'Last one', stock: 1 });
    expect((await get(app, '/pl/other')).headers['x-page-cache']).toBe('hit');
    await services.orders.quickOrder(
      last.id,
      { name: 'Ewa', phone: '+48600100200', count: 1 },
      { userId: null, locale: 'pl' },
    );
    expect((await get(app, '/pl/other')).headers['x-page-cache']).toBe('miss');
  });
});
