import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from './types';

/**
 * Runs a raw SQL statement (listing, facets, search and the other queries the query builder
 * does not express well; docs/decisions/021-typed-data-access.md) and parses every row with
 * `row`, so the TypeScript type is checked against what the database actually sent: a renamed
 * column or a changed type fails here, on both drivers, instead of reaching a caller as
 * `undefined`. PGlite and node-postgres both answer `{ rows }`; this is the one place that knows.
 */
export async function rows<T>(db: Executor, query: SQL, row: z.ZodType<T>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows.map((r) => row.parse(r));
}

/** Escapes `%`, `_` and `\` so user text matches literally inside an ILIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
