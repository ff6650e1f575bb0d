import type { FastifyReply, FastifyRequest } from 'fastify';
import { secureCookies } from '#server/config';
import { COMPARE_SESSION_DAYS } from '#server/services/compare/index';
import type { Services } from '#server/services/index';

/** The cookie naming a browser's compare session (a signed session id, compare-token.ts). */
export const COMPARE_COOKIE = 'sf_compare';

/**
 * Reading and writing the compare cookie. httpOnly: page scripts never need it (every compare
 * call answers the list). SameSite=Lax and Secure under the same rule as the CSRF cookie.
 */
export function compareCookie({ config, compare }: Pick<Services, 'config' | 'compare'>) {
  const options = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies(config),
  };
  return {
    name: COMPARE_COOKIE,
    /** The session of a genuine cookie; null without one or for a forged one. */
    sessionOf: (request: FastifyRequest) => compare.tokens.open(request.cookies[COMPARE_COOKIE]),
    /** (Re)sets the cookie: each change renews its lifetime, as it renews the session's. */
    keep: (reply: FastifyReply, sessionId: string) =>
      reply.setCookie(COMPARE_COOKIE, compare.tokens.sign(sessionId), {
        ...options,
        maxAge: COMPARE_SESSION_DAYS * 24 * 60 * 60,
      }),
    drop: (reply: FastifyReply) => reply.clearCookie(COMPARE_COOKIE, options),
  };
}
