import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimited } from '#domain/errors';

/** One counter: at most `max` calls per `minutes` for the same key (null key: not counted). */
export interface Limit {
  name: string;
  max: number;
  minutes: number;
  key: (request: FastifyRequest) => string | null | undefined;
}

/** A key from a string field of the (validated) body: an e-mail, a phone number. */
export const bodyField = (field: string) => (request: FastifyRequest) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : null;
};

/**
 * The client address: the socket's, or behind a proxy named by TRUST_PROXY the client that
 * proxy saw in X-Forwarded-For (a client's own X-Forwarded-For is not believed otherwise).
 */
export const byIp = (request: FastifyRequest) => request.ip;

/** The logged-in user (null for a guest, so a guest is counted by its other limits only). */
export const byUser = (request: FastifyRequest) => request.auth?.userId;

/**
 * A hook enforcing several limits on one route (the plugin's own route option allows one).
 * Counters live in @fastify/rate-limit's store, so with REDIS_URL they are shared by all
 * processes; without it, each of several processes allows its share (`rateLimitShare`). Per-address limits go in `onRequest` (so malformed requests count too);
 * per-account ones in `preHandler`, after validation normalized the e-mail or phone.
 * Over a limit: 429 with Retry-After and the contract's error body.
 */
export function limit(app: FastifyInstance, ...limits: Limit[]) {
  const checks = limits.map((l) => ({ limit: l, check: limiterOf(app, l, 'limit') }));
  return async (request: FastifyRequest) => {
    for (const { limit: l, check } of checks) {
      if (!l.key(request)) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw rateLimited(
          Math.max(1, result.ttlInSeconds),
          'too_many_attempts',
          'Too many attempts, try again later',
        );
      }
    }
  };
}

/** One process's part of a limit split between `share` processes: rounded up, at least 1. */
export function shareOf(max: number, share: number): number {
  return Math.max(1, Math.ceil(max / Math.max(1, share)));
}

/**
 * Limits that count failures only (a login's wrong password or unknown e-mail: 401), so an
 * office logging in many times from one address is never locked out by its own successes.
 * `check` goes in `preHandler` and refuses once a key has `max` failures in its window, before
 * the password is looked at; `count` goes in `onSend` and counts an answer of 401. Requests
 * racing past the check before their failures are counted are bounded by the route's plain
 * per-address limit on every attempt (`limit`), which stays.
 */
export function failureLimit(app: FastifyInstance, ...limits: Limit[]) {
  // One limiter a limit, shared by the check and the count: each limiter has its own counters.
  const limiters = limits.map((l) => ({ limit: l, limiter: limiterOf(app, l, 'failures') }));
  return {
    check: async (request: FastifyRequest) => {
      for (const { limit: l, limiter } of limiters) {
        if (!l.key(request)) continue;
        const result = await limiter(request, { increment: false });
        if (!result.isAllowed && result.remaining === 0) {
          throw rateLimited(
            Math.max(1, result.ttlInSeconds),
            'too_many_attempts',
            'Too many attempts, try again later',
          );
        }
      }
    },
    count: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode === 401) {
        for (const { limit: l, limiter } of limiters) if (l.key(request)) await limiter(request);
      }
      return payload;
    },
  };
}

/** The plugin's limiter of one limit, its counters under `prefix:name:key`. */
function limiterOf(app: FastifyInstance, l: Limit, prefix: string) {
  return app.createRateLimit({
    max: shareOf(l.max, app.rateLimitShare),
    timeWindow: l.minutes * 60_000,
    keyGenerator: (request) => `${prefix}:${l.name}:${l.key(request) ?? ''}`,
  });
}
