import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '#server/db/client';
import type { Database } from '#server/db/types';
import { newTestDatabaseName, withDatabase } from './db-template';

export interface PostgresTestDatabase {
  /** Its connection string, for other processes and dedicated connections. */
  url: string;
  database: Database;
  drop(): Promise<void>;
}

/**
 * A migrated, empty PostgreSQL database of its own AND its address (createTestDatabase hides the
 * address; tests that start other processes or connections on the same database need it).
 * null when PostgreSQL is not available to this run.
 */
export async function createPostgresTestDatabase(): Promise<PostgresTestDatabase | null> {
  const postgres = inject('testDatabase')?.postgres;
  if (!postgres) return null;
  const name = newTestDatabaseName();
  await admin(postgres.adminUrl, `create database "${name}" template "${postgres.template}"`);
  const url = withDatabase(postgres.adminUrl, name);
  const database = await openDatabase({ dataDir: '', databaseUrl: url, poolSize: 4 });
  return {
    url,
    database,
    async drop() {
      await database.close();
      await admin(postgres.adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function admin(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Whether a Redis answers at `url` (the Redis variants of tests run only then). */
export async function redisReachable(url: string): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
