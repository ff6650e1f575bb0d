import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '#tests/factories/catalog';
import { adminSession, createStaff } from '#tests/setup/admin-client';
import {
  createPostgresTestDatabase,
  redisReachable,
  TEST_REDIS_URL,
  type PostgresTestDatabase,
} from '#tests/setup/postgres-url';
import { startPeerShop, type ShopProcess } from '#tests/setup/shop-process';
import { createTestApp, type TestApp } from '#tests/setup/test-app';

async function menuTitles(base: string): Promise<string[]> {
  const response = await fetch(`${base}/api/client/en/category/tree`);
  const body = (await response.json()) as { data: { categories: Array<{ title: string }> } };
  return body.data.categories.map((c) => c.title);
}

/**
 * docs/back-office/catalog.md's promise, with two real processes on one PostgreSQL: B keeps the
 * category tree in memory (its menu); a write through A's back office reaches B's menu within a
 * second. The Redis variant runs when a Redis answers at TEST_REDIS_URL (default 127.0.0.1:6379).
 */
for (const transport of ['postgres', 'redis'] as const) {
  describe(`two processes, changes over ${transport}`, () => {
    let pgdb: PostgresTestDatabase | null = null;
    let skip = false;
    let a: TestApp | undefined;
    let b: ShopProcess | undefined;
    let admin: Record<string, string>;
    let categoryId: number;

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
      categoryId = (await createCategory(pgdb.database.db, { slug: 'two-proc', title: 'Before' }))
        .id;
      const staff = await createStaff(pgdb.database.db, { role: 'staff' });

      // Process A: this one, wired as main.ts wires it (its own listener started).
      a = await createTestApp(
        pgdb.database,
        { DATABASE_URL: pgdb.url, ...redis },
        { listen: true },
      );
      admin = await adminSession(a, staff.email);
      b = await startPeerShop(pgdb.url, redis);
    }, 90_000);

    afterAll(async () => {
      await b?.stop();
      await a?.app.close();
      await pgdb?.drop();
    });

    it("a write through A shows in B's cached menu within a second", async (ctx) => {
      if (skip) return ctx.skip();
      expect(await menuTitles(b!.base)).toEqual(['Before en']); // B now holds the tree

      // Written behind both processes' backs: B keeps serving what it holds (this is what the
      // notification is for; without it, B would show this change only when its copy expires).
      await pgdb!.database.db.execute(
        sql`update category_translations set title = 'Unannounced' where category_id = ${categoryId} and locale = 'en'`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await menuTitles(b!.base)).toEqual(['Before en']);

      const res = await a!.app.inject({
        method: 'PATCH',
        url: `/api/admin/categories/${categoryId}`,
        headers: admin,
        payload: { translations: { en: { title: 'After' } } },
      });
      expect(res.statusCode).toBe(200);
      const written = Date.now();
      let titles: string[] = [];
      while (Date.now() - written < 1_000) {
        titles = await menuTitles(b!.base);
        if (titles[0] === 'After') break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(titles).toEqual(['After']);
    });
  });
}
