import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '#tests/factories/catalog';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import {
  createPostgresTestDatabase,
  redisReachable,
  TEST_REDIS_URL,
  type PostgresTestDatabase,
} from '#tests/setup/postgres-url';
import type { App } from '#server/app';
import { startPeerShop, type ShopProcess } from '#tests/setup/shop-process';
import { createTestApp } from '#tests/setup/test-app';

async function page(base: string, id: number) {
  const response = await fetch(`${base}/test-pages/product/${id}`);
  return { state: response.headers.get('x-page-cache'), body: await response.text() };
}

/**
 * Two real processes on one PostgreSQL: B keeps rendered pages in its page cache; a catalogue
 * write through A's back office drops B's page of that product within a second, and only that
 * page. Over LISTEN/NOTIFY, and over Redis pub/sub when one answers at TEST_REDIS_URL.
 */
for (const transport of ['postgres', 'redis'] as const) {
  describe(`page cache across two processes, changes over ${transport}`, () => {
    let pgdb: PostgresTestDatabase | null = null;
    let skip = false;
    let a: App | undefined;
    let b: ShopProcess | undefined;
    let admin: Record<string, string>;
    let changed: number;
    let untouched: number;

    beforeAll(async () => {
      if (transport === 'redis' && !(await redisReachable(TEST_REDIS_URL))) {
        skip = true;
        return;
      }
      pgdb = await createPostgresTestDatabase();
      if (!pgdb) {
        skip = true;
        return;
      }
      const redis: Record<string, string> =
        transport === 'redis' ? { REDIS_URL: TEST_REDIS_URL } : {};
      const db = pgdb.database.db;
      const lamps = await createCategory(db, { slug: 'pc-lamps', title: 'Lamps' });
      const chairs = await createCategory(db, { slug: 'pc-chairs', title: 'Chairs' });
      changed = (await createProduct(db, { categoryId: lamps.id, title: 'Lamp' })).id;
      untouched = (await createProduct(db, { categoryId: chairs.id, title: 'Chair' })).id;
      const staff = await createStaff(db, { role: 'staff' });

      // Process A: this one, wired as main.ts wires it (its own listener started).
      const t = await createTestApp(
        pgdb.database,
        { DATABASE_URL: pgdb.url, ...redis },
        { listen: true },
      );
      a = t.app;
      admin = await adminSession(t, staff.email);
      b = await startPeerShop(pgdb.url, redis, 'tests/setup/serve-cached-pages.ts');
    }, 90_000);

    afterAll(async () => {
      await b?.stop();
      await a?.close();
      await pgdb?.drop();
    });

    it("a write through A drops B's cached page of that product within a second", async (ctx) => {
      if (skip) return ctx.skip();
      expect(await page(b!.base, changed)).toMatchObject({
        state: 'miss',
        body: '<!DOCTYPE html><h1>Lamp 100</h1>',
      });
      expect(await page(b!.base, changed)).toMatchObject({ state: 'hit' });
      expect(await page(b!.base, untouched)).toMatchObject({ state: 'miss' });

      // Written behind both processes' backs: B keeps serving its page (this is what the
      // notification is for; without it, B would show the change only when the page expires).
      await pgdb!.database.db.execute(
        sql`update products set price_minor = 7700 where id = ${changed}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await page(b!.base, changed)).toMatchObject({
        state: 'hit',
        body: expect.stringContaining('Lamp 100<'),
      });

      const current = await a!.inject({
        method: 'GET',
        url: `/api/admin/products/${changed}`,
        headers: admin,
      });
      const res = await a!.inject({
        method: 'PATCH',
        url: `/api/admin/products/${changed}`,
        headers: admin,
        payload: { version: current.json<{ version: number }>().version, price: 88 },
      });
      expect(res.statusCode, res.body).toBe(200);
      const written = Date.now();
      let seen = await page(b!.base, changed);
      while (!seen.body.includes('Lamp 88<') && Date.now() - written < 1_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = await page(b!.base, changed);
      }
      expect(seen.body).toContain('Lamp 88<');
      expect(seen.state).toBe('miss');
      // A precise purge: the other category's product page is still the cached one.
      expect(await page(b!.base, untouched)).toMatchObject({ state: 'hit' });
    });
  });
}
