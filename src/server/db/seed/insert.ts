import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../types';

/** Rows per statement: large enough to amortise round trips, small enough to keep memory flat. */
const ROWS_PER_STATEMENT = 5_000;

/**
 * Bulk INSERT of `rows` as `insert ... select * from unnest($1::int[], $2::text[], ...)`: one
 * array parameter per column instead of one parameter per value, so a statement carries
 * thousands of rows without the 65,535-parameter limit and binds far faster than VALUES lists
 * (about 2x on PGlite). Columns come from the first row; every row must have the same keys.
 */
export async function insertChunked<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first).filter((key) => columns[key] !== undefined);
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT) as Record<string, unknown>[];
    const names = keys.map((key) => sql.identifier(columns[key]!.name));
    const arrays = keys.map((key) => {
      const column = columns[key]!;
      const values = chunk.map((row) => {
        const value = row[key];
        if (value === undefined || value === null) return null;
        // An array column (products.value_ids) travels as its text literal: unnest() would
        // flatten an array of arrays.
        return isArrayColumn(column) ? arrayLiteral(value) : column.mapToDriverValue(value);
      });
      const type = isArrayColumn(column) ? 'text[]' : arrayType(column);
      return sql`${sql.param(values)}::${sql.raw(type)}`;
    });
    const selected = keys.map((key, i) => {
      const column = columns[key]!;
      return isArrayColumn(column) ? sql.raw(`c${i}::${column.getSQLType()}`) : sql.raw(`c${i}`);
    });
    const aliases = sql.raw(keys.map((_, i) => `c${i}`).join(', '));
    await db.execute(
      sql`insert into ${sql.identifier(getTableName(table))} (${sql.join(names, sql`, `)})
        select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as u(${aliases})`,
    );
  }
}

function isArrayColumn(column: PgColumn): boolean {
  return column.getSQLType().endsWith('[]');
}

/** `{1,2,3}`: the literal of a one-dimensional array of numbers. */
function arrayLiteral(value: unknown): string {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'number'))
    throw new Error('Seed: only arrays of numbers are supported');
  return `{${value.join(',')}}`;
}

function arrayType(column: PgColumn): string {
  const type = column.getSQLType();
  if (type === 'serial') return 'integer[]';
  if (type === 'bigserial') return 'bigint[]';
  return `${type}[]`;
}

/**
 * The seed writes explicit ids (so the demo shop is the same everywhere); move each serial
 * sequence past them, or the next row inserted by the shop would collide.
 */
export async function syncSequences(db: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    const next: SQL = sql`coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1`;
    await db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${next}, false)`);
  }
}
