import type { SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/types';

/**
 * Tests' raw reads: the rows of a statement, typed as the test expects them. Product code parses
 * its raw rows instead (`rows` in src/server/db/rows.ts, decision 021); a test's wrong type
 * shows up as its own failing assertion.
 */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
