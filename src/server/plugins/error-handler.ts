import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDomainError, type DomainError } from '#domain/errors';
import { isDatabaseUnavailable } from '../db/errors';

/** How long a client is asked to wait while the database is unreachable (a restart takes seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The one place where an error becomes an HTTP status (docs/rules.md#errors). */
const STATUS_BY_KIND: Record<DomainError['kind'], number> = {
  validation: 422,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unsupported_media_type: 415,
  upstream: 502,
};

/** Turns zod issues ("body/email") into the contract's field map `{ email: [messages] }`. */
function fieldMap(error: FastifyError): Record<string, string[]> {
  // No prototype: a field named `constructor` or `__proto__` (from a query string) must be a key
  // like any other, not Object.prototype's (found by tests/fuzz).
  const fields = Object.create(null) as Record<string, string[]>;
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_';
    (fields[path] ??= []).push(issue.message ?? 'is invalid');
  }
  return fields;
}

/**
 * Fastify's `frameworkErrors` option (app.ts): the refusals made while choosing a route (a path
 * with a broken escape, a segment over maxParamLength), which never reach the error handler.
 * They get the contract's body like every other 4xx, not Fastify's default one.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .status(status)
    .send({ errors: 'Malformed address', code: error.code?.toLowerCase() ?? 'bad_request' });
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDomainError(error)) {
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      const errors = error.kind === 'validation' && error.fields ? error.fields : error.message;
      return reply.status(STATUS_BY_KIND[error.kind]).send({ errors, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path segment that fails its schema (an unknown locale, a non-numeric id) names a
      // resource that does not exist: 404, like an unknown locale (docs/rules.md#errors). Bodies and queries
      // are input: 422 with the field map.
      if (error.validationContext === 'params') {
        return reply.status(404).send({ errors: 'Not found', code: 'not_found' });
      }
      return reply.status(422).send({ errors: fieldMap(error), code: 'validation_failed' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ errors: 'Too many requests', code: 'rate_limited' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      return reply
        .status(status)
        .send({ errors: error.message, code: error.code?.toLowerCase() ?? 'bad_request' });
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or failover of the database: the client may retry shortly, not a bug of ours.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ errors: 'Service temporarily unavailable', code: 'unavailable' });
    }
    request.log.error({ err: error }, 'unhandled error');
    // 5xx bodies never leak internals.
    return reply.status(500).send({ errors: 'Internal server error', code: 'internal_error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ errors: 'Not found', code: 'not_found' });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
