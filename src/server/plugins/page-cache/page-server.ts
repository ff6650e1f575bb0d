import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage, PageCache, PageState } from './store.js';
import { sendWebResponse } from '../web-response.js';

/**
 * Serves server-rendered pages from the in-process page cache (docs/decisions/007-page-cache.md).
 *
 * Anonymous pages are the same for every visitor (auth lives in browser storage) except for two
 * values: the CSP script nonce (per response) and the CSRF token (per visitor). So a page meant for
 * the cache is rendered once with unguessable placeholders in their place, stored split at the
 * placeholders, and every serve joins the pieces with this response's nonce and this visitor's
 * token: a string concatenation instead of a render.
 */
export interface PageVars {
  nonce: string;
  csrfToken: string;
}

/** One render of the React Router app with the given nonce and token in its load context. */
export type RenderPage = (request: Request, vars: PageVars) => Promise<Response>;

export interface PageServerOptions {
  cache: PageCache;
  render: RenderPage;
  log: FastifyBaseLogger;
}

/**
 * Browsers keep the page but ask every time (a cheap 304 while it is unchanged); shared caches
 * must not keep it, because the body holds the visitor's own CSRF token (see 007).
 */
export const PAGE_CACHE_CONTROL = 'private, no-cache';

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
]);
/** Request headers a cached page must not depend on: the same page goes to every visitor. */
const NOT_FOR_PAGES = [
  'cookie',
  'authorization',
  'if-none-match',
  'if-modified-since',
  'cache-control',
  'pragma',
];

type Outcome =
  { page: CachedPage } | { page: null; status: number; headers: Headers; body: string | null };

export function createPageServer({ cache, render, log }: PageServerOptions) {
  // Per process and random: no product text or echoed search query can contain one, so the
  // substitution only ever replaces what the renderer itself put there.
  const slots = {
    nonce: `pcn${randomBytes(16).toString('hex')}`,
    csrf: `pcc${randomBytes(16).toString('hex')}`,
  };
  const placeholders: PageVars = { nonce: slots.nonce, csrfToken: slots.csrf };
  const slotPattern = new RegExp(`(${slots.nonce}|${slots.csrf})`);
  /** Renders under way per key: concurrent misses of one page share one render. */
  const inflight = new Map<string, Promise<Outcome>>();

  const fill = (parts: string[], vars: PageVars) => {
    let html = parts[0] ?? '';
    for (let i = 1; i < parts.length; i += 2)
      html += (parts[i] === slots.nonce ? vars.nonce : vars.csrfToken) + parts[i + 1];
    return html;
  };

  /** Renders `url` with the placeholders and stores it when it is a cacheable page. */
  async function renderShared(key: string, url: string, headers: Headers): Promise<Outcome> {
    const generation = cache.generation();
    const response = await render(new Request(url, { method: 'GET', headers }), placeholders);
    const body = response.body ? await response.text() : null;
    if (body === null || !storable(response))
      return { page: null, status: response.status, headers: response.headers, body };
    const page: CachedPage = {
      status: response.status,
      headers: [...response.headers].filter(([name]) => !NOT_REPLAYED.has(name)),
      parts: body.split(slotPattern),
      hash: createHash('sha256').update(body).digest('base64url').slice(0, 22),
      bytes: 2 * body.length + 1024,
      storedAt: 0,
      revalidating: false,
    };
    cache.store(key, page, generation);
    return { page };
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

  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
    state: PageState | 'miss',
  ) {
    const csrfToken = request.csrfToken(reply);
    // The body differs per visitor only in the token, so the validator does too: a browser that
    // kept the page for another token (cookie cleared, say) gets the page again, not a 304.
    const etag = `W/"${page.hash}.${createHash('sha256').update(csrfToken).digest('base64url').slice(0, 10)}"`;
    reply
      .header('X-Page-Cache', state === 'fresh' ? 'hit' : state)
      .header('Cache-Control', PAGE_CACHE_CONTROL)
      .header('ETag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) {
      // A 304 tells the browser to reuse the body it has, and browsers merge the 304's headers into
      // the stored response. That body's scripts carry the nonce of the response that delivered it:
      // a fresh CSP nonce here would replace the stored policy and block them (no hydration). So a
      // 304 carries no CSP at all (security-headers adds it only to text/html and skips 304s), and
      // the stored policy, which matches the stored body, stays in force.
      return reply.code(304).send();
    }
    for (const [name, value] of page.headers) reply.header(name, value);
    return reply.code(page.status).send(fill(page.parts, { nonce: reply.scriptNonce, csrfToken }));
  }

  /** A response rendered with placeholders that is not cacheable (404, redirect): fill it in once. */
  function sendOnce(
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: Extract<Outcome, { page: null }>,
  ) {
    reply.code(outcome.status).header('X-Page-Cache', 'bypass');
    for (const [name, value] of outcome.headers) {
      if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
    }
    const cookies = outcome.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (outcome.body === null) return reply.send();
    const vars = { nonce: reply.scriptNonce, csrfToken: request.csrfToken(reply) };
    return reply.send(fill(outcome.body.split(slotPattern), vars));
  }

  async function renderLive(
    request: FastifyRequest,
    reply: FastifyReply,
    webRequest: () => Request,
  ) {
    const response = await render(webRequest(), {
      nonce: reply.scriptNonce,
      csrfToken: request.csrfToken(reply),
    });
    return sendWebResponse(reply, response);
  }

  return {
    /** Answers one page request: from the cache, by a shared render, or live when not cacheable. */
    async serve(
      request: FastifyRequest,
      reply: FastifyReply,
      webRequest: () => Request,
    ): Promise<FastifyReply> {
      const method = request.method;
      if ((method !== 'GET' && method !== 'HEAD') || !cacheableAddress(request.url))
        return renderLive(request, reply, webRequest);
      if (request.headers.authorization !== undefined) {
        reply.header('X-Page-Cache', 'bypass');
        return renderLive(request, reply, webRequest);
      }
      // The whole address, origin included: without PUBLIC_URL the canonical links are built from
      // the Host the request came with, so two hosts must never share an entry. Nothing is
      // normalised: two addresses that differ are two pages.
      const url = `${request.protocol}://${request.host}${request.url}`;
      const hit = cache.lookup(url);
      if (hit) {
        if (hit.state === 'stale') revalidate(url, url, hit.page);
        return sendPage(request, reply, hit.page, hit.state);
      }
      const joined = inflight.has(url);
      let outcome: Outcome | null;
      try {
        outcome = await shared(url, url, pageRequestHeaders(request));
      } catch (error) {
        if (!joined) throw error; // our own render failed: the error handler answers
        outcome = null; // someone else's render failed: try our own
      }
      if (outcome?.page) return sendPage(request, reply, outcome.page, 'miss');
      // Not a cacheable page. It was rendered with this visitor's headers unless we joined
      // another visitor's render; then render again, for us.
      if (joined || !outcome) {
        reply.header('X-Page-Cache', 'bypass');
        return renderLive(request, reply, webRequest);
      }
      return sendOnce(request, reply, outcome);
    },
  };
}

/**
 * Pages only: React Router's data requests (client navigation) and manifest are not pages, and
 * the back office is never cached: its pages are personal (a staff session cookie, which a shared
 * render would not even see) and answer `no-store`.
 */
function cacheableAddress(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin.')) return false;
  return !path.endsWith('.data') && !path.startsWith('/__manifest');
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

function pageRequestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || NOT_FOR_PAGES.includes(name)) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, String(value));
  }
  return headers;
}

/** `If-None-Match` with weak comparison (RFC 9110 13.1.2): `*` or any listed tag. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

export type PageServer = ReturnType<typeof createPageServer>;
