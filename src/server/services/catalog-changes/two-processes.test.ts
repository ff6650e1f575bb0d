import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../../../tests/factories/catalog.js';
import { adminSession, createStaff } from '../../../../tests/setup/admin-client.js';
import {
  createPostgresTestDatabase,
  redisReachable,
  TEST_REDIS_URL,
  type PostgresTestDatabase,
} from '../../../../tests/setup/postgres-url.js';
import { startShopProcess, type ShopProcess } from '../../../../tests/setup/shop-process.js';
import type { TestApp } from '../../../../tests/setup/test-app.js';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { fromMaster } from '../../secrets.js';
import { createServices } from '../index.js';

const SECRET = 'two-processes-test-secret-two-processes-test-secret';

async function menuTitles(base: string): Promise<string[]> {
  const response = await fetch(`${base}/api/client/en/category/tree`);
  const body = (await response.json()) as { data: { categories: Array<{ title: string }> } };
  return body.data.categories.map((c) => c.title);
}

/**
 * The check, with two real processes on one PostgreSQL: B keeps the category tree in
 * memory (its menu); a write through A's back office reaches B's menu within a second. The
 * Redis variant runs when a Redis answers at TEST_REDIS_URL (default 127.0.0.1:6379).
 */
for (const transport of ['postgres', 'redis'] as const) {
  describe(`two processes, changes over ${transport}`, () => {
    let pgdb: PostgresTestDatabase | null = null;
    let skip = false;
    let a: TestApp | undefined;
    let b: ShopProcess | undefined;
    let dataDir = '';
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
      const config = testConfig({ DATABASE_URL: pgdb.url, ...redis });
      const services = createServices({
        config,
        database: pgdb.database,
        secrets: fromMaster(SECRET),
      });
      await services.catalogChanges.start();
      const app = await buildApp({ config, services });
      await app.ready();
      a = {
        app,
        services,
        async csrfHeaders() {
          const res = await app.inject({ method: 'GET', url: '/api/client/csrf-token' });
          const cookie = res.cookies.find((c) => c.name === 'sf_csrf');
          return {
            cookie: `sf_csrf=${cookie?.value}`,
            'x-csrf-token': res.json<{ token: string }>().token,
            'x-requested-with': 'XMLHttpRequest',
          };
        },
      };
      admin = await adminSession(a, staff.email);

      dataDir = mkdtempSync(path.join(tmpdir(), 'sf-two-proc-'));
      b = await startShopProcess({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        DATA_DIR: dataDir,
        DATABASE_URL: pgdb.url,
        APP_SECRET: SECRET,
        ...redis,
      });
    }, 90_000);

    afterAll(async () => {
      await b?.stop();
      await a?.app.close();
      await pgdb?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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
