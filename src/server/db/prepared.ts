import { PGlite } from '@electric-sql/pglite';
import type { z } from 'zod';
import type { Db } from './types';

/** An argument of a prepared read: numbers, arrays of integers and short texts. */
export type PreparedArg = string | number | readonly number[];

export interface PreparedReadSpec<T> {
  /** The statement's name, unique in the process (a PostgreSQL identifier). */
  name: string;
  /** The SQL types of `$1…$n`, in order (PGlite's PREPARE needs them). */
  types: readonly string[];
  /** The statement, with `$1…$n`. */
  text: string;
  row: z.ZodType<T>;
}

/** An argument as node-postgres sends it: an integer array in PostgreSQL's array text. */
const asText = (arg: PreparedArg): string | number =>
  typeof arg === 'object' ? `{${arg.map((n) => Math.trunc(n)).join(',')}}` : arg;

/** A SQL literal for PGlite's EXECUTE, which takes no bind parameters (standard strings). */
function literal(arg: PreparedArg): string {
  const value = asText(arg);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('A prepared argument must be a finite number');
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * A read planned once per database session instead of on every call, for the statements the
 * shop runs on every page-cache miss. PostgreSQL plans an unnamed statement each time; with
 * PGlite that planning runs on the event loop, and for the listing's cards it took about as long
 * as running the statement (a page of 24 cards: ~2.7 ms unprepared, ~1.6 ms prepared, PGlite,
 * 100,000 products; docs/decisions/030-performance-under-load.md).
 *
 * - node-postgres: a named statement, which the driver prepares once per pooled connection.
 * - PGlite (one session for the process): PREPARE once, then EXECUTE with literal arguments. A
 *   statement the session lost (a restored data directory) is prepared again and the read retried.
 *
 * Rows are parsed with `row`, as `rows()` does. Use it for reads outside transactions only.
 */
export function preparedRead<T>(spec: PreparedReadSpec<T>) {
  // node-postgres prepares without declared types: each parameter carries its cast instead.
  const typedText = spec.text.replace(
    /\$(\d+)\b/g,
    (p, n: string) => `${p}::${spec.types[Number(n) - 1]}`,
  );
  const prepared = new WeakMap<PGlite, Promise<void>>();
  /** Prepares once per client; `lost` prepares again (one shared attempt) after a 26000. */
  const prepare = (client: PGlite, lost?: Promise<void>) => {
    let pending = prepared.get(client);
    if (!pending || pending === lost) {
      pending = client
        .exec(`prepare ${spec.name}(${spec.types.join(', ')}) as ${spec.text}`)
        .then(() => undefined);
      // A failed PREPARE is tried again by the next call.
      pending.catch(() => prepared.delete(client));
      prepared.set(client, pending);
    }
    return pending;
  };

  return async function run(db: Db, args: readonly PreparedArg[]): Promise<T[]> {
    const client = (db as unknown as { $client: unknown }).$client;
    let result: { rows: unknown[] };
    if (client instanceof PGlite) {
      const execute = `execute ${spec.name}(${args.map(literal).join(', ')})`;
      const ready = prepare(client);
      await ready;
      try {
        result = await client.query(execute);
      } catch (error) {
        // 26000: the session has no statement of that name (any other error is the caller's).
        if ((error as { code?: string }).code !== '26000') throw error;
        await prepare(client, ready);
        result = await client.query(execute);
      }
    } else {
      const pool = client as {
        query(config: { name: string; text: string; values: unknown[] }): Promise<{
          rows: unknown[];
        }>;
      };
      result = await pool.query({ name: spec.name, text: typedText, values: args.map(asText) });
    }
    return result.rows.map((r) => spec.row.parse(r));
  };
}
