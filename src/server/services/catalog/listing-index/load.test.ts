import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, expect, it } from 'vitest';
import { seedDemoShop } from '#server/db/seed/index';
import { rows } from '#server/db/rows';
import { forEachDatabase } from '#tests/setup/test-database';
import { forEachPublishedChunk, loadProducts } from './load';

forEachDatabase('listing index: the full read in ranges of ids', (getDb) => {
  beforeAll(async () => {
    await seedDemoShop(getDb().db, { products: 60, orders: 0 });
    // Holes in the ids and unpublished products inside the ranges.
    await getDb().db.execute(sql`delete from products where id in (5, 6, 7, 30)`);
    await getDb().db.execute(sql`update products set published = false where id % 9 = 0`);
  });

  it('reads every published product once, in id order, as reading them by id does', async () => {
    const published = (
      await rows(
        getDb().db,
        sql`select id from products where published order by id`,
        z.object({ id: z.number() }),
      )
    ).map((r) => r.id);
    for (const size of [1, 7, 13, 5_000]) {
      const chunks: number[][] = [];
      const records: Awaited<ReturnType<typeof loadProducts>> = [];
      await forEachPublishedChunk(
        getDb().db,
        (chunk) => {
          chunks.push(chunk.map((r) => r.id));
          records.push(...chunk);
        },
        size,
      );
      expect(chunks.flat(), `chunks of ${size}`).toEqual(published);
      expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(size);
      // The titles' hash by range is the per-product read's.
      expect(records).toEqual(await loadProducts(getDb().db, published));
    }
  });
});
