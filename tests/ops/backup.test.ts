import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startOpsListener, type OpsListener } from '#server/ops-listener';
import { backup, restore, tableNames } from '#server/backup';
import { testConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { rows } from '../setup/sql-rows';
import { outbox } from '#server/db/schema/index';
import { seedDemoShop } from '#server/db/seed/index';
import type { Database, Db } from '#server/db/types';
import { loadSecrets } from '#server/secrets';
import { createTestDataDir, type TestDataDir } from '../setup/test-database';

/**
 * `npm run backup` / `npm run restore` (src/server/backup.ts) on the embedded database: a copy
 * taken while the shop runs, restored into a fresh directory, equals the shop's database in
 * every table, row for row.
 */
let data: TestDataDir;
let shop: Database | null = null;
let admin: OpsListener | null = null;
const scratch = mkdtempSync(path.join(tmpdir(), 'sf-backup-'));
const fresh = () => mkdtempSync(path.join(scratch, 'data-'));

beforeAll(async () => {
  data = await createTestDataDir();
  shop = await openDatabase({ dataDir: data.dir }); // the running shop holds the lock
  await seedDemoShop(shop.db, { products: 40 });
  await shop.db.insert(outbox).values({ channel: 'sms', recipient: '+48600000001', textBody: 'x' });
}, 120_000);
afterAll(async () => {
  await admin?.close();
  await shop?.close();
  data?.remove();
  rmSync(scratch, { recursive: true, force: true });
});

/** Row count and an md5 of every row, per table. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of await tableNames(db)) {
    const [row] = await rows<{ n: number; h: string }>(
      db,
      sql`select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h
            from ${sql.identifier(table)} x`,
    );
    result[table] = `${row!.n}:${row!.h}`;
  }
  return result;
}

async function fingerprintOf(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    return await fingerprint(database.db);
  } finally {
    await database.close();
  }
}

it('says why it cannot back up a running shop that has no ops listener', async () => {
  await expect(
    backup(testConfig({ DATA_DIR: data.dir }), path.join(scratch, 'x.tar.gz')),
  ).rejects.toThrow(/pid \d+\) has the database open but no ops listener/);
});

it(
  'backs up the running shop; a restore into a fresh directory has every table, row for row',
  { timeout: 90_000 },
  async () => {
    const config = testConfig({ DATA_DIR: data.dir });
    admin = await startOpsListener({
      host: '127.0.0.1',
      port: 0,
      registry: new Registry(),
      database: shop!,
      backupToken: loadSecrets(config).backup,
      dataDir: data.dir,
      log: { warn() {}, info() {} },
    });
    const file = path.join(scratch, 'running.tar.gz');
    const taken = await backup(config, file);
    expect(taken.via).toBe('server');
    const expected = await fingerprint(shop!.db);
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    expect(expected.products).toMatch(/^40:/);

    const target = fresh();
    const restored = await restore(testConfig({ DATA_DIR: target }), file);
    expect(restored.movedAside).toBeNull();
    expect(restored.tables.products).toBe(40);
    expect(await fingerprintOf(target)).toEqual(expected);

    // Over an existing database: only with --force, which keeps the old one aside.
    await expect(restore(testConfig({ DATA_DIR: target }), file)).rejects.toThrow(/--force/);
    const again = await restore(testConfig({ DATA_DIR: target }), file, { force: true });
    expect(again.movedAside).toMatch(/pglite\.before-restore-/);
    // Never while a shop runs on the directory.
    const running = await openDatabase({ dataDir: target });
    try {
      await expect(
        restore(testConfig({ DATA_DIR: target }), file, { force: true }),
      ).rejects.toThrow(/while the shop runs/);
    } finally {
      await running.close();
    }
  },
);

it('backs up from the directory when no shop runs', { timeout: 90_000 }, async () => {
  await admin?.close();
  admin = null;
  const expected = await fingerprint(shop!.db);
  await shop!.close();
  shop = null;
  const file = path.join(scratch, 'stopped.tar.gz');
  expect((await backup(testConfig({ DATA_DIR: data.dir }), file)).via).toBe('directory');
  const target = path.join(fresh(), 'not-yet-made');
  await restore(testConfig({ DATA_DIR: target }), file);
  expect(await fingerprintOf(target)).toEqual(expected);
});

it('sends PostgreSQL to pg_dump and pg_restore', async () => {
  const config = testConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop' });
  await expect(backup(config, path.join(scratch, 'pg.tar.gz'))).rejects.toThrow(/pg_dump -Fc/);
  await expect(restore(config, path.join(scratch, 'pg.tar.gz'))).rejects.toThrow(/pg_restore/);
});
