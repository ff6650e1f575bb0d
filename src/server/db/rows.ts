import type { SQL } from 'drizzle-orm';
import type { Db } from './types.js';

/**
 * Runs a raw SQL query and returns its rows. PGlite and node-postgres both answer `{ rows }`,
 * but drizzle types them differently; this is the one place that knows.
 */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Escapes `%`, `_` and `\` so user text matches literally inside an ILIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
