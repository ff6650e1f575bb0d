import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

/** One type for both drivers: PGlite (embedded) and node-postgres share the pg-core dialect. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Closes the connection(s) and releases the data-directory lock. */
  close(): Promise<void>;
  /** Reports every query's duration (metrics); one observer at a time, null to stop. */
  observeQueries(observer: QueryObserver | null): void;
}

/** A transaction handed to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where a write goes: the database, or the transaction it must commit with (audit rows). */
export type Executor = Db | Tx;

/** Seconds one query took, and whether it failed. */
export type QueryObserver = (seconds: number, failed: boolean) => void;
