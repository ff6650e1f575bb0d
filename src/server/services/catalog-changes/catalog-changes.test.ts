import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createPostgresTestDatabase,
  redisReachable,
  TEST_REDIS_URL,
  type PostgresTestDatabase,
} from '#tests/setup/postgres-url';
import { pgPoolOf } from '#server/db/client';
import {
  createCatalogChanges,
  createReassembly,
  decodeChange,
  encodeChange,
  MAX_PARTS,
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
  it('carry the ids, in parts of one batch when one message cannot hold them', () => {
    const [small, ...none] = encodeChange('a', {
      products: [1, 2],
      categories: [3],
      reason: 'x',
    });
    expect(none).toEqual([]);
    expect(decodeChange(small!)).toMatchObject({
      origin: 'a',
      products: [1, 2],
      categories: [3],
      reason: 'x',
    });
    const ids = Array.from({ length: 10_000 }, (_, i) => i + 1_000_000);
    const messages = encodeChange('a', { products: ids, presets: [9], reason: 'import' });
    expect(messages.length).toBeGreaterThan(10);
    for (const m of messages) expect(Buffer.byteLength(m)).toBeLessThan(8_000); // NOTIFY's limit
    const decoded = messages.map((m) => decodeChange(m)!);
    expect(decoded.flatMap((d) => d.products ?? [])).toEqual(ids);
    expect(decoded.flatMap((d) => d.presets ?? [])).toEqual([9]);
    expect(new Set(decoded.map((d) => d.batch?.batch)).size).toBe(1);
    expect(decoded.map((d) => d.batch?.part)).toEqual(messages.map((_, i) => i));

    // Beyond MAX_PARTS messages the change travels as "everything changed".
    const huge = Array.from({ length: MAX_PARTS * 900 }, (_, i) => i + 1_000_000);
    const [all, ...more] = encodeChange('a', { products: huge, reason: 'product.bulk_delete' });
    expect(more).toEqual([]);
    expect(decodeChange(all!)).toMatchObject({ all: true, reason: 'product.bulk_delete' });
  });

  it('apply a batch once, whole, whatever order its parts come in', () => {
    const incomplete: ReceivedChange[] = [];
    const parts = createReassembly((c) => incomplete.push(c));
    const ids = Array.from({ length: 3_000 }, (_, i) => i + 1);
    const decoded = encodeChange('a', { products: ids, reason: 'import' }).map((m) =>
      decodeChange(m)!,
    );
    expect(decoded.length).toBeGreaterThan(1);
    const wholes = [...decoded]
      .reverse()
      .map(({ origin, batch, ...change }) => parts.take(origin, batch!, change));
    expect(wholes.slice(0, -1).every((w) => w === null)).toBe(true);
    expect([...(wholes.at(-1)?.products ?? [])].sort((x, y) => x - y)).toEqual(ids);
    expect(wholes.at(-1)?.reason).toBe('import');
    expect(incomplete).toEqual([]);
  });

  it('read a batch that lost a part as "everything changed"', () => {
    vi.useFakeTimers();
    try {
      const seen: ReceivedChange[] = [];
      const parts = createReassembly((c) => seen.push(c));
      const ids = Array.from({ length: 3_000 }, (_, i) => i + 1);
      const [first] = encodeChange('a', { products: ids, reason: 'import' }).map((m) =>
        decodeChange(m)!,
      );
      const { origin, batch, ...change } = first!;
      expect(parts.take(origin, batch!, change)).toBeNull();
      vi.advanceTimersByTime(11_000);
      expect(seen).toEqual([{ all: true, reason: 'import' }]);
    } finally {
      vi.useRealTimers();
    }
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
  it('carry a CSV import of 10,000 changed prices to the other process as one batch', async (ctx) => {
    if (!pgdb) return ctx.skip();
    const { url, database } = pgdb;
    const { a, b, seenB } = busPair((apply) =>
      createCatalogChanges({
        databaseKind: 'postgres',
        databaseUrl: url,
        pool: pgPoolOf(database),
        apply,
      }),
    );
    try {
      await Promise.all([a.start(), b.start()]);
      const ids = Array.from({ length: 10_000 }, (_, i) => 1_000_000 - i * 7);
      await a.publish({ products: ids, reason: 'import' });
      await eventually(() => seenB.length > 0, 5_000);
      await new Promise((resolve) => setTimeout(resolve, 100)); // nothing more follows
      expect(seenB).toHaveLength(1);
      expect(seenB[0]!.all).toBeUndefined();
      expect(seenB[0]!.reason).toBe('import');
      expect(seenB[0]!.products).toEqual(ids);
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
