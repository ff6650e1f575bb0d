import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { App } from '#server/app';
import { openDatabase, pgPoolOf } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { orders } from '#server/db/schema/index';
import type { Database } from '#server/db/types';
import { createCategory, createProduct } from '../factories/catalog';
import { buildOpsApp, listen } from '../ops/helpers';
import { MIGRATIONS_DIR } from '../setup/db-template';
import {
  postgresBinaries,
  startDisposablePostgres,
  type DisposablePostgres,
} from '../setup/disposable-postgres';
import { postgresAvailable } from '../setup/test-database';

/**
 * A PostgreSQL restart under write load (decision 014), on a server of this test's own:
 * while it is down requests fail cleanly (503 + Retry-After, at once, not a hang), the app is
 * ready again within 5 s of the database coming back, and every order acknowledged with 201 is
 * in the database. The embedded database's counterpart is durability.test.ts (kill -9).
 */
const bin = postgresBinaries();
const WRITERS = 4;
/** A request still unanswered after this is a hang (the pool's timeouts are 2-15 s). */
const HANG_MS = 8_000;

interface Answer {
  phase: 'up' | 'down' | 'back';
  status: number;
  ms: number;
  retryAfter: string | null;
  orderId?: string;
}

describe.skipIf(!bin || !postgresAvailable())('PostgreSQL restart under load', () => {
  let pg: DisposablePostgres;
  let database: Database;
  let app: App;
  let base: string;
  const productIds: number[] = [];

  beforeAll(async () => {
    pg = await startDisposablePostgres(bin!);
    const setup = await openDatabase({ dataDir: '', databaseUrl: pg.url, poolSize: 1 });
    try {
      await migrateDatabase(setup, { migrationsFolder: MIGRATIONS_DIR });
      const category = await createCategory(setup.db);
      for (let i = 0; i < 10; i += 1)
        productIds.push(
          (await createProduct(setup.db, { categoryId: category.id, stock: 100_000 })).id,
        );
    } finally {
      await setup.close();
    }
    database = await openDatabase({ dataDir: '', databaseUrl: pg.url, serving: true });
    app = (await buildOpsApp(database)).app;
    base = await listen(app);
  }, 120_000);

  afterAll(async () => {
    // The server of our own goes whatever happens: a leaked client would hold pool.end() forever
    // (the test has already failed on it then).
    const giveUp = new Promise((resolve) => setTimeout(resolve, 10_000).unref());
    try {
      await Promise.race([(async () => (await app?.close(), await database?.close()))(), giveUp]);
    } finally {
      await pg?.remove();
    }
  });

  it(
    'answers 503 while the database is down, is ready within 5 s of its return, loses no acknowledged order',
    { timeout: 120_000 },
    async () => {
      let phase: Answer['phase'] = 'up';
      let running = true;
      const answers: Answer[] = [];
      let n = 0;
      const csrf = await csrfHeaders(base);

      // Quick orders: one transaction each (stock, order, lines, outbox). Fresh address and phone
      // per order, so rate limits never answer instead of the database.
      const writer = async () => {
        while (running) {
          n += 1;
          const started = performance.now();
          const at = phase;
          const response = await fetch(
            `${base}/api/client/products/order/${productIds[n % productIds.length]}`,
            {
              method: 'POST',
              headers: {
                ...csrf,
                'content-type': 'application/json',
                'x-forwarded-for': `127.9.${(n >> 8) & 255}.${n & 255}`,
              },
              body: JSON.stringify({
                name: 'Restart Test',
                phone: `+4870${String(n).padStart(7, '0')}`,
                count: 1,
              }),
              signal: AbortSignal.timeout(HANG_MS),
            },
          );
          const body = (await response.json()) as { order_id?: string };
          answers.push({
            phase: at,
            status: response.status,
            ms: performance.now() - started,
            retryAfter: response.headers.get('retry-after'),
            ...(body.order_id ? { orderId: body.order_id } : {}),
          });
          if (response.status === 503) await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      const writers = Array.from({ length: WRITERS }, writer);

      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await pg.stop();
      phase = 'down';
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const readyWhileDown = await fetch(`${base}/readyz`);
      expect(readyWhileDown.status).toBe(503);
      expect(await readyWhileDown.json()).toMatchObject({
        status: 'unavailable',
        reason: 'database',
      });

      await pg.start();
      phase = 'back';
      const back = performance.now();
      let readyAfterMs = NaN;
      while (performance.now() - back < 10_000) {
        const response = await fetch(`${base}/readyz`);
        await response.arrayBuffer();
        if (response.ok) {
          readyAfterMs = performance.now() - back;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      running = false;
      await Promise.all(writers);

      const down = answers.filter((a) => a.phase === 'down');
      const acknowledged = answers.filter((a) => a.status === 201).map((a) => a.orderId!);
      console.log(
        `restart: ${answers.length} orders tried, ${acknowledged.length} acknowledged; while down ` +
          `${down.length} answers, slowest ${Math.max(...down.map((a) => a.ms)).toFixed(0)} ms; ` +
          `ready ${readyAfterMs.toFixed(0)} ms after the database was back`,
      );

      // Clean failures: only 201 or 503 with Retry-After, never a 500, never a hang (fetch would
      // have thrown a TimeoutError after HANG_MS).
      expect(answers.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
      expect(answers.filter((a) => a.status === 503 && !a.retryAfter)).toEqual([]);
      expect(down.length).toBeGreaterThan(0);
      expect(down.filter((a) => a.status === 503).length).toBeGreaterThan(0);
      expect(readyAfterMs).toBeLessThan(5_000);
      // Writes succeed again after the restart.
      expect(answers.some((a) => a.phase === 'back' && a.status === 201)).toBe(true);

      // No connection is left checked out: a leaked client holds a pool slot for good, and a pool
      // of leaked clients answers nothing (drizzle's transaction leaks one when `begin` fails).
      const pool = pgPoolOf(database)!;
      await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 5_000 }).toBe(0);

      // Every acknowledged order is in the database.
      const stored = await database.db
        .select({ id: orders.publicId })
        .from(orders)
        .where(inArray(orders.publicId, acknowledged));
      const found = new Set(stored.map((r) => r.id));
      expect(acknowledged.filter((id) => !found.has(id))).toEqual([]);
    },
  );
});

async function csrfHeaders(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/client/csrf-token`);
  const { token } = (await response.json()) as { token: string };
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sf_csrf='))!;
  return {
    cookie: cookie.split(';', 1)[0]!,
    'x-csrf-token': token,
    'x-requested-with': 'XMLHttpRequest',
  };
}
