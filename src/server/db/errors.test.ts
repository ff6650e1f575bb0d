import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    [
      'a server shutting down',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['a server starting up', withCode('57P03', 'the database system is starting up')],
    ['a connection exception class', withCode('08006')],
    ['a statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a driver error wrapped by drizzle',
      new Error('Failed query: select 1', { cause: withCode('ECONNRESET') }),
    ],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED')], 'all failed')],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
