import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * `column = any('{1,2,3}'::int[])`: one parameter however long the list, where `inArray` would
 * bind one per id. Safe to build as a literal because the ids are validated integers.
 */
export function anyId(column: Column | SQL, ids: readonly number[]): SQL {
  return sql`${column} = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;
}

/** `column is distinct from value`: true against null too (`self` of a row not saved yet). */
export function isDistinctFrom(column: Column, value: unknown): SQL {
  return sql`${column} is distinct from ${value}`;
}
