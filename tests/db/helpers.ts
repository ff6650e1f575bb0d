import { expect } from 'vitest';

interface PgErrorFields {
  code?: string;
  constraint?: string;
}

/** The PostgreSQL error under drizzle's DrizzleQueryError (the same on PGlite and node-postgres). */
export function pgError(error: unknown): PgErrorFields {
  const cause = (error as { cause?: unknown }).cause;
  return (cause && typeof cause === 'object' ? cause : error) as PgErrorFields;
}

/** Asserts that `promise` fails with SQLSTATE `code` (and, when given, on `constraint`). */
export async function expectPgError(
  promise: Promise<unknown>,
  code: string,
  constraint?: string,
): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'expected the statement to fail').not.toBeNull();
  const fields = pgError(error);
  expect(fields.code).toBe(code);
  if (constraint) expect(fields.constraint).toBe(constraint);
}

export const CHECK_VIOLATION = '23514';
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
