import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { openDatabase, openMemoryDatabase } from '#server/db/client';
import type { Database } from '#server/db/types';
import {
  ensurePgliteTemplate,
  migrationsFingerprint,
  newTestDatabaseName,
  withDatabase,
} from './db-template';
import type { TestDatabaseContext } from './db-template';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Set by tests/setup/global-db.ts; undefined when a run has no globalSetup (then built here). */
function context(): TestDatabaseContext | undefined {
  return inject('testDatabase');
}

let dump: Promise<Blob> | undefined;

/** The migrated template, read once per test file (each file runs in its own process). */
function templateDump(): Promise<Blob> {
  dump ??= (async () => {
    const file = context()?.pgliteDump ?? (await ensurePgliteTemplate(migrationsFingerprint()));
    return new Blob([readFileSync(file)]);
  })();
  return dump;
}

/** True when PostgreSQL suites will run in this test run. */
export function postgresAvailable(): boolean {
  return Boolean(context()?.postgres);
}

/**
 * A fresh, migrated, empty database of its own: in-memory PGlite loaded from the template, or
 * a new PostgreSQL database cloned from the template database (dropped again on close()).
 */
export async function createTestDatabase(kind: TestDatabaseKind = 'pglite'): Promise<Database> {
  if (kind === 'pglite') return openMemoryDatabase({ loadDataDir: await templateDump() });
  const postgres = context()?.postgres;
  if (!postgres)
    throw new Error('PostgreSQL is not available to this test run (see the globalSetup message)');
  const name = newTestDatabaseName();
  await createFromTemplate(postgres.adminUrl, name, postgres.template);
  const database = await openDatabase({
    dataDir: '',
    databaseUrl: withDatabase(postgres.adminUrl, name),
    poolSize: 4,
  });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(postgres.adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

export interface TestDataDir {
  /** Pass as DATA_DIR / `openDatabase({ dataDir })`: holds a migrated, empty `pglite/`. */
  dir: string;
  remove(): void;
}

/**
 * A temporary DATA_DIR with a migrated PGlite already on disk, for tests that need the real
 * embedded database (locking, durability, a spawned server). Unpacking the template takes about
 * a second; initdb plus migrations on an empty directory take 4-6 s.
 */
export async function createTestDataDir(): Promise<TestDataDir> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-data-'));
  mkdirSync(path.join(dir, 'pglite'));
  const client = await PGlite.create({
    dataDir: path.join(dir, 'pglite'),
    loadDataDir: await templateDump(),
    extensions: { pg_trgm },
  });
  await client.close();
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

async function createFromTemplate(url: string, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(url, `create database "${name}" template "${template}"`);
      return;
    } catch (error) {
      // 55006: the template is briefly in use (e.g. a concurrent run is checking it); retry.
      if ((error as { code?: string }).code !== '55006' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Registers the suite once per database: always on PGlite, and on PostgreSQL when reachable
 * (skipped otherwise; the run prints why once). Each registration gets its own database for the
 * whole suite: `getDb()` inside hooks and tests, never at collection time.
 */
export function forEachDatabase(name: string, fn: (getDb: () => Database) => void): void {
  for (const kind of ['pglite', 'postgres'] as const) {
    const enabled = kind === 'pglite' || postgresAvailable();
    (enabled ? describe : describe.skip)(`${name} [${kind}]`, () => {
      let database: Database | undefined;
      beforeAll(async () => {
        database = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await database?.close();
      });
      fn(() => {
        if (!database)
          throw new Error('The test database is not open yet: call getDb() inside hooks or tests');
        return database;
      });
    });
  }
}
