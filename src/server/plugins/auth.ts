import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '#domain/errors';
import type { AccessClaims } from '../services/auth/access-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified access token's claims; null for a guest or on a route without `auth`. */
    auth: AccessClaims | null;
  }
  interface FastifyContextConfig {
    /**
     * `true`: the route needs a logged-in user (401 without a valid bearer token).
     * `'optional'`: a valid token is read when sent; a bad one is still 401, so the browser
     * refreshes instead of silently acting as a guest.
     */
    auth?: boolean | 'optional';
  }
}

export interface AuthPluginOptions {
  verify(token: string): Promise<AccessClaims>;
}

/** The logged-in user of a route declared with `config: { auth: true }`. */
export function requireAuth(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthenticated('unauthenticated', 'Log in first');
  return request.auth;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_\-.]{1,2048})$/.exec(header);
  if (!match?.[1]) throw unauthenticated('token_invalid', 'Malformed Authorization header');
  return match[1];
}

/**
 * Reads `Authorization: Bearer <access token>` on routes that ask for it. Runs after the CSRF
 * hook (registered later), so a forged request is refused before any token work. Other
 * features (cart, wish list) only declare `config: { auth: true }` and call requireAuth().
 */
async function auth(app: FastifyInstance, opts: AuthPluginOptions) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const mode = request.routeOptions.config?.auth;
    if (!mode) return;
    const token = bearer(request);
    if (!token) {
      if (mode === 'optional') return;
      throw unauthenticated('unauthenticated', 'Log in first');
    }
    request.auth = await opts.verify(token);
  });
}

export default fp(auth, { name: 'auth', dependencies: ['csrf'] });
