import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { acquireDirLock } from './lock';
import * as schema from './schema/index';
import type { Database, Db, QueryObserver } from './types';

export interface OpenDatabaseOptions {
  /** Where the embedded database (`<dataDir>/pglite`) and its lock live. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database when set. */
  databaseUrl?: string | undefined;
  /** node-postgres pool size (PostgreSQL only). */
  poolSize?: number;
  /**
   * Serving requests (PostgreSQL only): statement and query timeouts, so a database that hangs
   * fails a request instead of holding it forever. Off for migrations and seeding, whose
   * statements on a large catalogue may run longer than any request should.
   */
  serving?: boolean;
  /** PGlite only: fill an empty data directory from this `dumpDataDir()` tarball (restore). */
  loadDataDir?: Blob;
}

/**
 * Timeouts of a serving pool. A refused connection fails at once; these bound the other cases:
 * a server that accepts but does not answer (connect), a statement that runs too long (the
 * server cancels it, 57014), and a connection that went silent mid-query (the client gives up).
 */
export const SERVING_TIMEOUTS = {
  connectMs: 2_000,
  statementMs: 10_000,
  queryMs: 15_000,
  idleInTransactionMs: 30_000,
};

/** Extensions the migrations rely on; PGlite can only create an extension it was given here. */
const pgliteExtensions = { pg_trgm };

/**
 * PGlite's start parameters: its defaults, with 32 MB of shared buffers instead of PostgreSQL's
 * 128 MB. The embedded database lives in the shop's process, and its buffers are touched at start,
 * so they were 210 MB of the process's memory; pages beyond them come from the operating
 * system's file cache (a read, not a disk seek), and the hot listing data lives in the listing
 * index anyway (docs/decisions/023-listing-index.md).
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.serving ?? false);
  return openPgliteDir(options.dataDir, options.loadDataDir);
}

/**
 * Session settings every connection gets. No JIT: the shop's statements are planned and run in milliseconds, and a first-time search at
 * 1,000,000 products crossed its cost threshold and spent 15-115 ms compiling itself
 * (docs/decisions/052-search-at-scale.md).
 */
const SESSION_SETTINGS: Record<string, string> = {
  jit: 'off',
};

async function openPostgres(
  connectionString: string,
  max: number,
  serving: boolean,
): Promise<Database> {
  const settings: Record<string, string> = serving
    ? {
        ...SESSION_SETTINGS,
        statement_timeout: String(SERVING_TIMEOUTS.statementMs),
        idle_in_transaction_session_timeout: String(SERVING_TIMEOUTS.idleInTransactionMs),
      }
    : SESSION_SETTINGS;
  const options = Object.entries(settings)
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
  let observer: QueryObserver | null = null;
  const pool = new pg.Pool({
    connectionString,
    max,
    options,
    keepAlive: true,
    ...(serving
      ? {
          connectionTimeoutMillis: SERVING_TIMEOUTS.connectMs,
          query_timeout: SERVING_TIMEOUTS.queryMs,
        }
      : {}),
  });
  // An idle client that loses its server (restart, failover) emits 'error'; unhandled it would
  // crash the process, while the pool replaces the client by itself.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    // A client checked out between two statements (inside a transaction) that loses its server
    // emits 'error' with no pool listener attached: unhandled, it would crash the process in a
    // database restart. Its next query fails instead, and the request answers 503.
    client.on('error', () => {});
    // Every query of the pool, inside transactions too, goes through a client's `query`.
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const current = observer;
      const last = args.at(-1);
      // pool.query calls with a callback; drizzle's transactions use the promise.
      if (current && typeof last === 'function') {
        const started = performance.now();
        args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
          current((performance.now() - started) / 1000, Boolean(error));
          return (last as (...a: unknown[]) => unknown)(error, ...rest);
        };
        return query(...args);
      }
      const result = query(...args);
      if (isThenable(result)) {
        if (current) timeQuery(result, current);
        if (isBegin(args[0])) releaseOnFailure(client as pg.PoolClient, result);
      }
      return result;
    };
  });
  try {
    const client = await pool.connect(); // fail at start, not at the first request
    client.release();
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    observeQueries(next) {
      observer = next;
    },
  };
}

/**
 * drizzle-orm 0.45's node-postgres `transaction()` runs `begin` before its try/finally: when
 * `begin` fails (the server went away between checkout and the first statement, as in a
 * restart), the client is never released, and each such failure takes a pool slot for good;
 * after `max` of them every request waits for a connection until it times out. The failed
 * client is released here, with its error, so the pool drops it.
 */
function releaseOnFailure(client: pg.PoolClient, result: PromiseLike<unknown>): void {
  result.then(undefined, (error: unknown) => {
    try {
      client.release(error instanceof Error ? error : true);
    } catch {
      /* already released */
    }
  });
}

function isBegin(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** Observes a query's promise without changing what the caller gets. */
function timeQuery(result: PromiseLike<unknown>, observer: QueryObserver): void {
  const started = performance.now();
  const report = (failed: boolean) => observer((performance.now() - started) / 1000, failed);
  result.then(
    () => report(false),
    () => report(true),
  );
}

async function openPgliteDir(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const root = path.resolve(dataDir);
  // PGlite creates only the last path segment itself.
  mkdirSync(root, { recursive: true });
  const lock = acquireDirLock(path.join(root, 'pglite.lock'), root);
  try {
    const client = await PGlite.create({
      dataDir: path.join(root, 'pglite'),
      extensions: pgliteExtensions,
      startParams: pgliteStartParams,
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    return await wrapPglite(client, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

export interface MemoryDatabaseOptions {
  /** A `dumpDataDir()` tarball to start from (tests load a migrated template this way). */
  loadDataDir?: Blob | File;
}

/** A throw-away in-memory PGlite (tests, tools). Nothing touches the disk. */
export async function openMemoryDatabase(options: MemoryDatabaseOptions = {}): Promise<Database> {
  const client = await PGlite.create({
    extensions: pgliteExtensions,
    startParams: pgliteStartParams,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return wrapPglite(client, () => {});
}

async function wrapPglite(client: PGlite, afterClose: () => void): Promise<Database> {
  // PGlite is one session: set once.
  for (const [k, v] of Object.entries(SESSION_SETTINGS)) await client.exec(`set ${k} = ${v}`);
  let observer: QueryObserver | null = null;
  timePgliteQueries(client, () => observer);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    observeQueries(next) {
      observer = next;
    },
    close() {
      closing ??= (async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          afterClose();
        }
      })();
      return closing;
    },
  };
}

/**
 * Drizzle calls `query` on the client, and on the transaction object inside `transaction`:
 * wrap both on this instance so every statement is timed, and runs in a loop turn of its own.
 *
 * PGlite runs each statement synchronously, and its async API never leaves the microtask queue:
 * left alone, a request runs all its statements in one go, and twenty requests in flight make
 * one turn of the event loop twenty statements long, while nothing else gets the loop, not even
 * the 503 of load shedding or a cached page. Statements are serialized anyway (one connection);
 * here each waits for the next turn (setImmediate, chained), so a turn holds one statement and
 * the code around it, and the poll phase in between answers whatever is cheap.
 */
function timePgliteQueries(client: PGlite, observer: () => QueryObserver | null): void {
  type Query = PGlite['query'];
  let turns: Promise<void> = Promise.resolve();
  const nextTurn = () =>
    (turns = turns.then(() => new Promise<void>((resolve) => setImmediate(resolve))));
  const timed = (query: Query): Query =>
    (async (...args: Parameters<Query>) => {
      await nextTurn();
      const result = query(...args);
      const current = observer();
      if (current) timeQuery(result, current);
      return result;
    }) as Query;
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = timed(query);
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      tx.query = timed(tx.query.bind(tx));
      return callback(tx);
    })) as PGlite['transaction'];
}

/** The PGlite client behind a Database (for dumps and raw protocol use); null on PostgreSQL. */
export function pgliteClientOf(database: Database): PGlite | null {
  if (database.kind !== 'pglite') return null;
  return (database.db as unknown as { $client: PGlite }).$client;
}

/** The node-postgres pool behind a Database; null on PGlite. */
export function pgPoolOf(database: Database): pg.Pool | null {
  if (database.kind !== 'postgres') return null;
  return (database.db as unknown as { $client: pg.Pool }).$client;
}
