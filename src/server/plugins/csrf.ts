import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '#domain/errors';
import { API } from '#contracts/api-paths';

/**
 * CSRF (docs/rules.md#calls, docs/decisions/003-csrf-and-csp.md): the token is bound to an httpOnly cookie holding a random secret; the
 * token is an HMAC of that secret, handed out by `GET /api/client/csrf-token` (pages carry none:
 * they are the same bytes for everyone, docs/decisions/022-pages-a-cdn-can-keep.md) and echoed by
 * the browser in `X-CSRF-TOKEN`. State-changing requests (and the compare GETs, which change
 * state) also need `X-Requested-With: XMLHttpRequest` and, when present, a same-site Origin.
 */
export const CSRF_COOKIE = 'sf_csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSRF token for this visitor (creates the cookie on first use). */
    csrfToken(reply: FastifyReply): string;
  }
  interface FastifyContextConfig {
    /**
     * `true` forces the CSRF check on a GET that changes state (compare calls); `false` turns it
     * off for a server-to-server call that proves itself otherwise (a signed payment webhook).
     */
    csrf?: boolean;
  }
}

export interface CsrfOptions {
  secret: string;
  secureCookies: boolean;
}

function sign(secret: string, value: string) {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null" or garbage: never same-site
  }
}

function sameToken(a: string, b: string) {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

async function csrf(app: FastifyInstance, opts: CsrfOptions) {
  app.decorateRequest('csrfToken', function (this: FastifyRequest, reply: FastifyReply) {
    let seed = this.cookies[CSRF_COOKIE];
    if (!seed || !/^[A-Za-z0-9_-]{43}$/.test(seed)) {
      seed = randomBytes(32).toString('base64url');
      this.cookies[CSRF_COOKIE] = seed; // later calls in this request see the same seed
      reply.setCookie(CSRF_COOKIE, seed, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secureCookies,
        maxAge: 60 * 60 * 24 * 365,
      });
    }
    return sign(opts.secret, seed);
  });

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.csrf === false) return;
    const needsCheck =
      !SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrf === true;
    if (!needsCheck) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      throw forbidden('csrf_failed', 'Missing X-Requested-With header');
    }
    const origin = request.headers.origin;
    if (origin && originHost(origin) !== request.headers.host) {
      throw forbidden('csrf_failed', 'Cross-origin request refused');
    }
    const seed = request.cookies[CSRF_COOKIE];
    const header = request.headers['x-csrf-token'];
    if (!seed || typeof header !== 'string' || !sameToken(header, sign(opts.secret, seed))) {
      throw forbidden('csrf_failed', 'Missing or invalid CSRF token');
    }
  });

  // The one way to a token: the browser's API clients ask it before their first write.
  app.get(API.csrfToken, { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { token: request.csrfToken(reply) };
  });
}

export default fp(csrf, { name: 'csrf', dependencies: ['@fastify/cookie'] });
