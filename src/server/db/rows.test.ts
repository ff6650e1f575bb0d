import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { forEachDatabase } from '#tests/setup/test-database';
import { anyId, isDistinctFrom } from './operators';
import { rows } from './rows';
import { categories } from './schema/index';

forEachDatabase('typed raw rows', (getDb) => {
  it('parses each row with its schema', async () => {
    const found = await rows(
      getDb().db,
      sql`select x.id, x.id::text as label from generate_series(1, 3) as x(id)`,
      z.object({ id: z.number(), label: z.string() }),
    );
    expect(found).toEqual([
      { id: 1, label: '1' },
      { id: 2, label: '2' },
      { id: 3, label: '3' },
    ]);
  });

  it('refuses a row that does not match its schema', async () => {
    const number = z.object({ n: z.number() });
    await expect(rows(getDb().db, sql`select '1' as n`, number)).rejects.toThrow();
    await expect(rows(getDb().db, sql`select 1 as m`, number)).rejects.toThrow();
  });

  it('anyId and isDistinctFrom filter as written', async () => {
    const { db } = getDb();
    const made = await db
      .insert(categories)
      .values([{ position: 0 }, { position: 1 }, { position: 2 }])
      .returning({ id: categories.id });
    const [a, b, c] = made.map((r) => r.id) as [number, number, number];
    const picked = await db
      .select({ id: categories.id })
      .from(categories)
      .where(anyId(categories.id, [a, c]))
      .orderBy(categories.id);
    expect(picked.map((r) => r.id)).toEqual([a, c]);
    const others = await db
      .select({ id: categories.id })
      .from(categories)
      .where(isDistinctFrom(categories.id, b))
      .orderBy(categories.id);
    expect(others.map((r) => r.id)).toEqual([a, c]);
    const all = await db
      .select({ id: categories.id })
      .from(categories)
      .where(isDistinctFrom(categories.id, null));
    expect(all).toHaveLength(3);
  });
});
