import { sql, type Column, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from './types.js';

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

/**
 * `column = any('{1,2,3}'::int[])`: one parameter however long the list, where `inArray` would
 * bind one per id. Safe to build as a literal because the ids are validated integers.
 */
export function anyId(column: Column | SQL, ids: readonly number[]): SQL {
  return sql`${column} = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;
}

/** Escapes `%`, `_` and `\` so user text matches literally inside an ILIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
