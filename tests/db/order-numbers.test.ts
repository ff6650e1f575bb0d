import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openMemoryDatabase } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { MIGRATIONS_DIR } from '../setup/db-template';
import { rows } from '../setup/sql-rows';

/** The migrations folder as it was before `tag`: the journal cut there. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(file, JSON.stringify(journal));
  return dir;
}

describe('order numbers (migration 0017)', () => {
  it('numbers existing orders in the order they were placed, and new ones after them', async () => {
    const before = migrationsBefore('0017_order_numbers');
    const database = await openMemoryDatabase();
    try {
      await migrateDatabase(database, { migrationsFolder: before });
      const { db } = database;
      // Three orders whose ids run against their placing times; the second was delivered.
      const placed = ['2026-03-03T10:00:00Z', '2026-01-01T10:00:00Z', '2026-02-02T10:00:00Z'];
      for (const [i, at] of placed.entries()) {
        await db.execute(sql`
          insert into orders (kind, name, phone, total_minor, locale, status, created_at)
          values ('quick', ${`o${i}`}, '600100700', 100, 'pl', ${i === 1 ? 'delivered' : 'new'}, ${at})`);
      }
      await db.execute(sql`
        insert into order_status_history (order_id, from_status, to_status, created_at)
        select id, 'shipped', 'delivered', '2026-01-05T12:00:00Z' from orders where name = 'o1'`);
      await migrateDatabase(database, { migrationsFolder: MIGRATIONS_DIR });
      await db.execute(sql`
        insert into orders (kind, name, phone, total_minor, locale) values ('quick', 'o3', '1', 1, 'pl')`);
      const found = await rows<{ name: string; number: number; delivered_at: Date | null }>(
        db,
        sql`select name, number, delivered_at from orders order by number`,
      );
      expect(found.map((o) => [o.name, o.number])).toEqual([
        ['o1', 10001],
        ['o2', 10002],
        ['o0', 10003],
        ['o3', 10004],
      ]);
      expect(new Date(found[0]!.delivered_at!).toISOString()).toBe('2026-01-05T12:00:00.000Z');
      expect(found.slice(1).every((o) => o.delivered_at === null)).toBe(true);
    } finally {
      await database.close();
      rmSync(before, { recursive: true, force: true });
    }
  });

  it('starts at 10001 on a new shop', async () => {
    const database = await openMemoryDatabase();
    try {
      await migrateDatabase(database, { migrationsFolder: MIGRATIONS_DIR });
      await database.db.execute(sql`
        insert into orders (kind, name, phone, total_minor, locale) values ('quick', 'a', '1', 1, 'pl')`);
      const [first] = await rows<{ number: number }>(database.db, sql`select number from orders`);
      expect(first!.number).toBe(10001);
    } finally {
      await database.close();
    }
  });
});
