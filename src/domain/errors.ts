/**
 * The one error vocabulary of the shop. Services throw these; one server mapper turns `kind`
 * into an HTTP status and `code` into the contract's `{ errors, code }` body.
 */

export const ERROR_KINDS = [
  'validation',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'bad_request',
  'unsupported_media_type',
  /** A provider the shop depends on (Stripe) failed: nothing was done, the call may be repeated. */
  'upstream',
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number];

/** Field name -> messages, as in the contract's 422 body. */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

export interface DomainErrorOptions {
  readonly message?: string;
  readonly fields?: FieldErrors;
  readonly retryAfterSeconds?: number;
  readonly cause?: unknown;
}

const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly kind: ErrorKind;
  /** Stable snake_case code for clients and tests (`product_not_found`). */
  readonly code: string;
  readonly fields?: FieldErrors;
  /** Seconds until a retry may succeed; becomes `Retry-After`. */
  readonly retryAfterSeconds?: number;

  constructor(kind: ErrorKind, code: string, options: DomainErrorOptions = {}) {
    super(
      options.message ?? code,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    // Codes are part of the contract: a typo must fail where it is written, not in a client.
    if (!SNAKE_CASE.test(code)) throw new TypeError(`error code must be snake_case: ${code}`);
    const { retryAfterSeconds } = options;
    if (
      retryAfterSeconds !== undefined &&
      !(Number.isInteger(retryAfterSeconds) && retryAfterSeconds >= 0)
    ) {
      throw new TypeError(`retryAfterSeconds must be a whole number >= 0: ${retryAfterSeconds}`);
    }
    this.kind = kind;
    this.code = code;
    if (options.fields !== undefined) this.fields = copyFields(options.fields);
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Checks the shape rather than `instanceof`: in development Vite can load this module twice
 * (server bundle and React Router build), and then instanceof fails for the other copy.
 */
export function isDomainError(error: unknown): error is DomainError {
  if (typeof error !== 'object' || error === null) return false;
  const { kind, code, message } = error as { kind?: unknown; code?: unknown; message?: unknown };
  return (
    typeof kind === 'string' &&
    (ERROR_KINDS as readonly string[]).includes(kind) &&
    typeof code === 'string' &&
    typeof message === 'string'
  );
}

export function validation(
  fields: FieldErrors,
  code = 'validation_failed',
  message = 'Validation failed',
): DomainError {
  return new DomainError('validation', code, { fields, message });
}

export function badRequest(code = 'bad_request', message?: string): DomainError {
  return new DomainError('bad_request', code, withMessage(message));
}

/** A body in a form the server does not read (another charset than UTF-8). */
export function unsupportedMediaType(
  code = 'unsupported_media_type',
  message?: string,
): DomainError {
  return new DomainError('unsupported_media_type', code, withMessage(message));
}

export function unauthenticated(code = 'unauthenticated', message?: string): DomainError {
  return new DomainError('unauthenticated', code, withMessage(message));
}

export function forbidden(code = 'forbidden', message?: string): DomainError {
  return new DomainError('forbidden', code, withMessage(message));
}

export function notFound(code = 'not_found', message?: string): DomainError {
  return new DomainError('not_found', code, withMessage(message));
}

export function conflict(code = 'conflict', message?: string): DomainError {
  return new DomainError('conflict', code, withMessage(message));
}

/** A provider outside the shop refused or did not answer (502): nothing changed, retry later. */
export function upstreamFailed(code = 'upstream_failed', message?: string): DomainError {
  return new DomainError('upstream', code, withMessage(message));
}

export function rateLimited(
  retryAfterSeconds?: number,
  code = 'rate_limited',
  message?: string,
): DomainError {
  return new DomainError('rate_limited', code, {
    ...withMessage(message),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  });
}

function withMessage(message: string | undefined): DomainErrorOptions {
  return message === undefined ? {} : { message };
}

// A copy, so that a caller that keeps filling its map cannot change an error already thrown.
function copyFields(fields: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(fields).map(([name, messages]) => [name, [...messages]]),
  );
}
