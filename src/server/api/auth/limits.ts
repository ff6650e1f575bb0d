import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimited } from '../../../domain/errors';

/** One counter: at most `max` calls per `minutes` for the same key (null key: not counted). */
export interface Limit {
  name: string;
  max: number;
  minutes: number;
  key: (request: FastifyRequest) => string | null | undefined;
}

const bodyField = (field: string) => (request: FastifyRequest) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : null;
};

/** The limits of the accounts calls: per address (IP) and per account (e-mail, phone, user). */
export const LIMITS = {
  loginIp: { name: 'login-ip', max: 20, minutes: 10, key: (r) => r.ip },
  loginAccount: { name: 'login-account', max: 10, minutes: 15, key: bodyField('email') },
  registerIp: { name: 'register-ip', max: 10, minutes: 60, key: (r) => r.ip },
  resetIp: { name: 'reset-ip', max: 10, minutes: 15, key: (r) => r.ip },
  resetEmail: { name: 'reset-email', max: 5, minutes: 60, key: bodyField('email') },
  smsPhone: { name: 'sms-phone', max: 5, minutes: 60, key: bodyField('phone') },
  codeIp: { name: 'code-ip', max: 20, minutes: 15, key: (r) => r.ip },
  codePhone: { name: 'code-phone', max: 10, minutes: 15, key: bodyField('phone') },
  smsUser: { name: 'sms-user', max: 5, minutes: 60, key: (r) => r.auth?.userId },
  refreshIp: { name: 'refresh-ip', max: 120, minutes: 1, key: (r) => r.ip },
} satisfies Record<string, Limit>;

/**
 * A hook enforcing several limits on one route (the plugin's own route option allows one).
 * Counters live in @fastify/rate-limit's store, so with REDIS_URL they are shared by all
 * processes. Per-address limits go in `onRequest` (so malformed requests count too);
 * per-account ones in `preHandler`, after validation normalized the e-mail or phone.
 * Over a limit: 429 with Retry-After and the contract's error body.
 */
export function limit(app: FastifyInstance, ...limits: Limit[]) {
  const checks = limits.map((l) => ({
    limit: l,
    check: app.createRateLimit({
      max: l.max,
      timeWindow: l.minutes * 60_000,
      keyGenerator: (request) => `auth:${l.name}:${l.key(request) ?? ''}`,
    }),
  }));
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
