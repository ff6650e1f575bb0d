import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresTestDatabase,
  redisReachable,
  TEST_REDIS_URL,
  type PostgresTestDatabase,
} from '#tests/setup/postgres-url';
import { pgPoolOf } from '#server/db/client';
import {
  createCatalogChanges,
  decodeChange,
  encodeChange,
  redisChannel,
  type CatalogChangeBus,
  type ReceivedChange,
} from './index';

/** Resolves once `predicate` holds, polling every 10 ms; fails after `ms`. */
async function eventually(predicate: () => boolean, ms = 1_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('catalogue change messages', () => {
  it('carry the ids, and only the fact of a change when the ids are too many', () => {
    const small = decodeChange(
      encodeChange('a', { products: [1, 2], categories: [3], reason: 'x' }),
    );
    expect(small).toMatchObject({ origin: 'a', products: [1, 2], categories: [3], reason: 'x' });
    const ids = Array.from({ length: 5_000 }, (_, i) => i + 100_000);
    const big = encodeChange('a', { products: ids, reason: 'product.bulk_delete' });
    expect(Buffer.byteLength(big)).toBeLessThan(8_000); // PostgreSQL's NOTIFY limit
    expect(decodeChange(big)).toMatchObject({ all: true, reason: 'product.bulk_delete' });
  });

  it('ignore what is not one of ours', () => {
    for (const junk of ['', 'null', '[]', '{"products":[1]}', '{', '{"origin":1}'])
      expect(decodeChange(junk)).toBeNull();
    expect(decodeChange('{"origin":"b","products":["1;drop"]}')).toMatchObject({
      products: undefined,
    });
  });

  it('name the database in the Redis channel', () => {
    expect(redisChannel('postgres://u:p@db:5432/shop')).toBe('sf_catalog_changes:shop');
  });

  it('stay in the process on PGlite', async () => {
    const seen: ReceivedChange[] = [];
    const bus = createCatalogChanges({ databaseKind: 'pglite', apply: (c) => seen.push(c) });
    expect(bus.transport).toBe('local');
    await bus.publish({ products: [7] });
    expect(seen).toEqual([{ products: [7] }]);
  });
});

/** Two buses = two processes' worth of listeners on one database. */
function busPair(make: (apply: (c: ReceivedChange) => void) => CatalogChangeBus): {
  a: CatalogChangeBus;
  b: CatalogChangeBus;
  seenA: ReceivedChange[];
  seenB: ReceivedChange[];
} {
  const seenA: ReceivedChange[] = [];
  const seenB: ReceivedChange[] = [];
  return { a: make((c) => seenA.push(c)), b: make((c) => seenB.push(c)), seenA, seenB };
}

describe('catalogue changes over PostgreSQL LISTEN/NOTIFY', () => {
  let pgdb: PostgresTestDatabase | null = null;
  beforeAll(async () => {
    pgdb = await createPostgresTestDatabase();
  });
  afterAll(async () => {
    await pgdb?.drop();
  });

  it('reach the other process, not the sender twice, and survive a lost connection', async (ctx) => {
    if (!pgdb) return ctx.skip();
    const { url, database } = pgdb;
    const { a, b, seenA, seenB } = busPair((apply) =>
      createCatalogChanges({
        databaseKind: 'postgres',
        databaseUrl: url,
        pool: pgPoolOf(database),
        apply,
      }),
    );
    try {
      expect(a.transport).toBe('postgres');
      await Promise.all([a.start(), b.start()]);
      await a.publish({ products: [1], reason: 'product.update' });
      await eventually(() => seenB.length === 1);
      expect(seenB[0]).toMatchObject({ products: [1], reason: 'product.update' });
      expect(seenA).toHaveLength(1); // its own, once: the echo is ignored

      // Kill B's LISTEN connection (a database restart, a network cut): B reconnects, drops
      // everything once (it may have missed messages), and hears the next change.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
        );
      } finally {
        await admin.end();
      }
      await eventually(() => seenB.some((c) => c.reason === 'reconnected'), 5_000);
      await a.publish({ categories: [2] });
      await eventually(() => seenB.some((c) => c.categories?.[0] === 2));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('catalogue changes over Redis pub/sub', () => {
  it('reach the other process when REDIS_URL is set', async (ctx) => {
    if (!(await redisReachable(TEST_REDIS_URL))) return ctx.skip();
    // A database name of its own: parallel runs on one Redis do not hear each other.
    const databaseUrl = `postgres://unused@127.0.0.1/redis_test_${process.pid}_${Date.now()}`;
    const { a, b, seenA, seenB } = busPair((apply) =>
      createCatalogChanges({
        databaseKind: 'postgres',
        databaseUrl,
        redisUrl: TEST_REDIS_URL,
        apply,
      }),
    );
    try {
      expect(a.transport).toBe('redis');
      await Promise.all([a.start(), b.start()]);
      await a.publish({ presets: [5] });
      await eventually(() => seenB.length === 1);
      expect(seenB[0]).toMatchObject({ presets: [5] });
      expect(seenA).toHaveLength(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
