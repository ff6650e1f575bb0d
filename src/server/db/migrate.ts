import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { pgPoolOf } from './client';
import type { Database } from './types';

export interface MigrateOptions {
  /**
   * The committed drizzle-kit output. Defaults to `./drizzle` under the working directory: the
   * server runs bundled from dist/, so a path relative to this source file would be wrong there.
   */
  migrationsFolder?: string;
}

/** Any constant; identifies "the storefront is migrating" among PostgreSQL advisory locks. */
const MIGRATION_LOCK_KEY = 7_140_523_981;

/** Applies pending migrations; a no-op when the database is up to date. */
export async function migrateDatabase(
  database: Database,
  options: MigrateOptions = {},
): Promise<void> {
  const migrationsFolder = options.migrationsFolder ?? path.resolve('drizzle');
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Record<string, unknown>>, {
      migrationsFolder,
    });
    return;
  }
  // Several app processes may start at once against one PostgreSQL: serialise their migrators
  // (drizzle's migrator alone would race on creating its bookkeeping table and on the DDL).
  const pool = pgPoolOf(database);
  if (!pool) throw new Error('PostgreSQL database without a pool');
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    // Migrate on the connection that holds the lock, so it works with any pool size.
    await migratePg(drizzlePg({ client: lockClient }), { migrationsFolder });
  } finally {
    try {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    } finally {
      lockClient.release();
    }
  }
}
