import { describe, expect, it } from 'vitest';
import {
  DomainError,
  ERROR_KINDS,
  badRequest,
  conflict,
  forbidden,
  isDomainError,
  notFound,
  rateLimited,
  unauthenticated,
  unsupportedMediaType,
  validation,
  type ErrorKind,
} from './errors';

describe('DomainError', () => {
  it('carries kind, code, message and is an Error', () => {
    const error = new DomainError('not_found', 'product_not_found', { message: 'No such product' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.kind).toBe('not_found');
    expect(error.code).toBe('product_not_found');
    expect(error.message).toBe('No such product');
    expect(error.fields).toBeUndefined();
    expect(error.retryAfterSeconds).toBeUndefined();
    expect(error.stack).toContain('DomainError');
  });

  it('uses the code as message when none is given', () => {
    expect(new DomainError('conflict', 'line_unavailable').message).toBe('line_unavailable');
  });

  it('keeps the cause', () => {
    const cause = new Error('db down');
    expect(new DomainError('conflict', 'x', { cause }).cause).toBe(cause);
  });

  it.each(['NotFound', 'not-found', 'not found', '', '_x', 'x_', 'x__y', '1x', 'ünicode'])(
    'rejects code %j (codes are snake_case)',
    (code) => {
      expect(() => new DomainError('not_found', code)).toThrow(TypeError);
    },
  );

  it.each(['x', 'not_found', 'csrf_failed', 'e404', 'too_many_requests_2'])(
    'accepts code %j',
    (code) => {
      expect(new DomainError('not_found', code).code).toBe(code);
    },
  );

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects retryAfterSeconds %d',
    (seconds) => {
      expect(() => new DomainError('rate_limited', 'x', { retryAfterSeconds: seconds })).toThrow(
        TypeError,
      );
    },
  );

  it('copies the field map so later changes to it do not leak into the error', () => {
    const fields: Record<string, string[]> = { email: ['required'] };
    const error = validation(fields);
    fields['email']!.push('invalid');
    fields['phone'] = ['required'];
    expect(error.fields).toEqual({ email: ['required'] });
  });
});

describe('constructor helpers', () => {
  it.each<[DomainError, ErrorKind, string]>([
    [validation({ email: ['required'] }), 'validation', 'validation_failed'],
    [validation({ email: ['taken'] }, 'email_taken'), 'validation', 'email_taken'],
    [badRequest(), 'bad_request', 'bad_request'],
    [badRequest('search_required'), 'bad_request', 'search_required'],
    [unsupportedMediaType(), 'unsupported_media_type', 'unsupported_media_type'],
    [unauthenticated(), 'unauthenticated', 'unauthenticated'],
    [unauthenticated('token_expired'), 'unauthenticated', 'token_expired'],
    [forbidden(), 'forbidden', 'forbidden'],
    [forbidden('csrf_failed', 'Missing token'), 'forbidden', 'csrf_failed'],
    [notFound(), 'not_found', 'not_found'],
    [notFound('category_not_found', 'Category not found'), 'not_found', 'category_not_found'],
    [conflict(), 'conflict', 'conflict'],
    [conflict('line_unavailable'), 'conflict', 'line_unavailable'],
    [rateLimited(), 'rate_limited', 'rate_limited'],
    [rateLimited(30, 'too_many_logins'), 'rate_limited', 'too_many_logins'],
  ])('%s -> kind %s, code %s', (error, kind, code) => {
    expect(error).toBeInstanceOf(DomainError);
    expect(error.kind).toBe(kind);
    expect(error.code).toBe(code);
  });

  it('passes messages, fields and retry delays through', () => {
    expect(notFound('category_not_found', 'Category not found').message).toBe('Category not found');
    expect(notFound('category_not_found').message).toBe('category_not_found');
    expect(validation({ email: ['required'] }).fields).toEqual({ email: ['required'] });
    expect(validation({ email: ['required'] }).message).toBe('Validation failed');
    expect(rateLimited(30).retryAfterSeconds).toBe(30);
    expect(rateLimited(0).retryAfterSeconds).toBe(0);
    expect(rateLimited().retryAfterSeconds).toBeUndefined();
    expect(rateLimited(30, 'too_many_logins', 'Slow down').message).toBe('Slow down');
  });
});

describe('isDomainError', () => {
  it('lists exactly the nine kinds of the contract', () => {
    expect([...ERROR_KINDS].sort()).toEqual(
      [
        'bad_request',
        'conflict',
        'forbidden',
        'not_found',
        'rate_limited',
        'unauthenticated',
        'unsupported_media_type',
        'upstream',
        'validation',
      ].sort(),
    );
  });

  it('recognises errors of every kind', () => {
    for (const kind of ERROR_KINDS) expect(isDomainError(new DomainError(kind, 'x'))).toBe(true);
  });

  it('recognises a DomainError from a second copy of the module (no instanceof)', () => {
    // What a second load of this module by Vite produces: same shape, different class.
    class OtherCopyDomainError extends Error {
      kind = 'not_found';
      code = 'product_not_found';
    }
    const foreign = new OtherCopyDomainError('No such product');
    expect(foreign instanceof DomainError).toBe(false);
    expect(isDomainError(foreign)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['a plain Error', new Error('boom')],
    ['an unknown kind', Object.assign(new Error('x'), { kind: 'teapot', code: 'x' })],
    ['a kind without code', Object.assign(new Error('x'), { kind: 'not_found' })],
    ['a numeric code', Object.assign(new Error('x'), { kind: 'not_found', code: 404 })],
    ['no message', { kind: 'not_found', code: 'x' }],
    [
      'a Fastify-like error',
      Object.assign(new Error('x'), { code: 'FST_ERR_VALIDATION', statusCode: 400 }),
    ],
    ['null', null],
    ['undefined', undefined],
    ['a string', 'not_found'],
  ])('rejects %s', (_label, value) => {
    expect(isDomainError(value)).toBe(false);
  });
});
