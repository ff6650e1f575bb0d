import { createHash, randomBytes } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, openMemoryDatabase, pgliteClientOf } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import type { Database } from '#server/db/types';

/**
 * Migrated database templates for tests, built once per run (or reused while the migrations are
 * unchanged): a PGlite data-dir dump that each test file loads into its own in-memory PGlite,
 * and a PostgreSQL template database that each test file clones with CREATE DATABASE ... TEMPLATE.
 */

export interface PostgresTemplate {
  /** Connection string of the server's maintenance database (where CREATE DATABASE runs). */
  adminUrl: string;
  template: string;
}

export interface TestDatabaseContext {
  /** Absolute path of the migrated PGlite dump (tar). */
  pgliteDump: string;
  /** null when PostgreSQL is not reachable; `pgSkipReason` says why. */
  postgres: PostgresTemplate | null;
  pgSkipReason: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseContext;
  }
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const MIGRATIONS_DIR = path.join(ROOT, 'drizzle');
const CACHE_DIR = path.join(ROOT, '.tmp', 'test-db');

export function testPostgresUrl(): string {
  return process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
}

/**
 * What the template holds besides the migrations: like every shop (the demo one included), the
 * test shop names itself as its default manufacturer, so that products publish as before the
 * GPSR publish rule (docs/decisions/053-product-safety-data.md); the safety tests clear it.
 * Part of the fingerprint: a change here builds new templates.
 */
const TEMPLATE_DATA = `insert into manufacturers (name, street, postal_code, city, country, email)
  values ('Sklep testowy', 'ul. Testowa 1', '00-001', 'Warszawa', 'PL', 'sklep@example.com');
insert into shop_settings (key, value)
  values ('default_manufacturer_id', to_jsonb(currval('manufacturers_id_seq')::int));`;

async function fillTemplate(database: Database): Promise<void> {
  for (const statement of TEMPLATE_DATA.split(';\n')) await database.db.execute(sql.raw(statement));
}

/** Changes whenever a migration changes, so a stale template is never reused. */
export function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  hash.update(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json')));
  hash.update(TEMPLATE_DATA);
  return hash.digest('hex').slice(0, 12);
}

export async function ensurePgliteTemplate(fingerprint: string): Promise<string> {
  const file = path.join(CACHE_DIR, `pglite-${fingerprint}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(CACHE_DIR, { recursive: true });
  const database = await openMemoryDatabase();
  try {
    await migrateDatabase(database, { migrationsFolder: MIGRATIONS_DIR });
    await fillTemplate(database);
    // Uncompressed: loads faster than gzip, and the file stays local.
    const dump = await pgliteClientOf(database)!.dumpDataDir('none');
    // Write then rename: a concurrent run never reads a half-written template.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  removeStaleDumps(fingerprint);
  return file;
}

function removeStaleDumps(fingerprint: string): void {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of readdirSync(CACHE_DIR)) {
    const file = path.join(CACHE_DIR, name);
    if (name.includes(fingerprint)) continue;
    try {
      if (statSync(file).mtimeMs < hourAgo) rmSync(file, { force: true });
    } catch {
      /* another run removed it */
    }
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The PostgreSQL template for this migrations fingerprint; null when the server is unreachable. */
export async function ensurePostgresTemplate(
  adminUrl: string,
  fingerprint: string,
): Promise<{ template: PostgresTemplate | null; reason: string | null }> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    return { template: null, reason: (error as Error).message || String(error) };
  }
  try {
    const template = `sf_tpl_${fingerprint}`;
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      // Build under a private name and rename at the end, so a concurrent run never clones a
      // half-migrated template (and CREATE ... TEMPLATE never meets our open connection).
      const building = `sf_tpl_${fingerprint}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database "${building}"`);
      const database = await openDatabase({
        dataDir: '',
        databaseUrl: withDatabase(adminUrl, building),
        poolSize: 1,
      });
      try {
        await migrateDatabase(database, { migrationsFolder: MIGRATIONS_DIR });
        await fillTemplate(database);
      } finally {
        await database.close();
      }
      try {
        await admin.query(`alter database "${building}" rename to "${template}"`);
      } catch (error) {
        await admin.query(`drop database if exists "${building}"`);
        if ((error as { code?: string }).code !== '42P04') throw error; // 42P04: another run won
      }
    }
    await dropLeftovers(admin);
    return { template: { adminUrl, template }, reason: null };
  } finally {
    await admin.end();
  }
}

/** Per-file databases are named sf_t_<unix seconds>_<random>; drop those a crashed run left. */
async function dropLeftovers(admin: pg.Client): Promise<void> {
  const cutoff = Math.floor(Date.now() / 1000) - 6 * 3600;
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'sf\\_t\\_%'`,
  );
  for (const { datname } of rows) {
    const created = Number(datname.split('_')[2]);
    if (Number.isFinite(created) && created < cutoff) {
      await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => {});
    }
  }
}

export function newTestDatabaseName(): string {
  return `sf_t_${Math.floor(Date.now() / 1000)}_${randomBytes(5).toString('hex')}`;
}
