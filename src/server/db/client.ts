import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { acquireDirLock } from './lock.js';
import * as schema from './schema/index.js';
import type { Database, Db } from './types.js';

export interface OpenDatabaseOptions {
  /** Where the embedded database (`<dataDir>/pglite`) and its lock live. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database when set. */
  databaseUrl?: string | undefined;
  /** node-postgres pool size (PostgreSQL only). */
  poolSize?: number;
}

/** Extensions the migrations rely on; PGlite can only create an extension it was given here. */
const pgliteExtensions = { pg_trgm };

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPgliteDir(options.dataDir);
}

/**
 * Session settings every connection gets. Search matches a typo in one word of a long title
 * with `query <% title` (word similarity); pg_trgm's default threshold of 0.6 misses a swapped
 * pair of letters in a short word ("pendnat" -> "pendant" is 0.33), so it is lowered.
 */
const SESSION_SETTINGS: Record<string, string> = { 'pg_trgm.word_similarity_threshold': '0.3' };

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const options = Object.entries(SESSION_SETTINGS)
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString, max, options });
  // An idle client that loses its server (restart, failover) emits 'error'; unhandled it would
  // crash the process, while the pool replaces the client by itself.
  pool.on('error', () => {});
  try {
    const client = await pool.connect(); // fail at start, not at the first request
    client.release();
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}

async function openPgliteDir(dataDir: string): Promise<Database> {
  const root = path.resolve(dataDir);
  // PGlite creates only the last path segment itself.
  mkdirSync(root, { recursive: true });
  const lock = acquireDirLock(path.join(root, 'pglite.lock'), root);
  try {
    const client = await PGlite.create({
      dataDir: path.join(root, 'pglite'),
      extensions: pgliteExtensions,
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
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return wrapPglite(client, () => {});
}

async function wrapPglite(client: PGlite, afterClose: () => void): Promise<Database> {
  // PGlite is one session: set once.
  for (const [k, v] of Object.entries(SESSION_SETTINGS)) await client.exec(`set ${k} = ${v}`);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
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
