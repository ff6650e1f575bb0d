import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, expect, it } from 'vitest';
import { seedDemoShop } from '#server/db/seed/index';
import { rows } from '#server/db/rows';
import { forEachDatabase } from '#tests/setup/test-database';
import { UNKNOWN_TITLES } from './columns';
import { applyAll, applyProducts, fillTitleHashes } from './apply';
import { forEachPublishedChunk, forEachTitleHashChunk, loadNameOrder, loadProducts } from './load';

forEachDatabase('listing index: the full read in ranges of ids', (getDb) => {
  beforeAll(async () => {
    await seedDemoShop(getDb().db, { products: 60, orders: 0 });
    // Holes in the ids and unpublished products inside the ranges.
    await getDb().db.execute(sql`delete from products where id in (5, 6, 7, 30)`);
    await getDb().db.execute(sql`update products set published = false where id % 9 = 0`);
  });

  const publishedIds = async () =>
    (
      await rows(
        getDb().db,
        sql`select id from products where published order by id`,
        z.object({ id: z.number() }),
      )
    ).map((r) => r.id);

  it('reads every published product once, in id order, as reading them by id does', async () => {
    const published = await publishedIds();
    const named = await loadProducts(getDb().db, published);
    // Dense ids cut every `size` ids; told of fewer products (1), the ids are cut by counting.
    for (const [size, expected] of [
      [1, 1],
      [7, 1],
      [7, published.length],
      [13, published.length],
      [5_000, published.length],
    ] as const) {
      const chunks: number[][] = [];
      const records: Awaited<ReturnType<typeof loadProducts>> = [];
      await forEachPublishedChunk(
        getDb().db,
        (chunk) => {
          chunks.push(chunk.map((r) => r.id));
          records.push(...chunk);
        },
        { titles: true, expected, size },
      );
      expect(chunks.flat(), `chunks of ${size}`).toEqual(published);
      expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(size);
      // The titles' hash by range is the per-product read's.
      expect(records).toEqual(named);
    }
  });

  it("reads without the titles' hashes at start, and then the hashes apart, the same", async () => {
    const { db } = getDb();
    const named = await loadProducts(db, await publishedIds());
    const records: Awaited<ReturnType<typeof loadProducts>> = [];
    await forEachPublishedChunk(db, (chunk) => records.push(...chunk), {
      titles: false,
      expected: named.length,
      size: 11,
    });
    expect(records.every((r) => r.titleHash === UNKNOWN_TITLES)).toBe(true);
    expect(records).toEqual(named.map((r) => ({ ...r, titleHash: UNKNOWN_TITLES })));
    const hashes = new Map<number, number>();
    await forEachTitleHashChunk(db, (pairs) => pairs.forEach(([id, h]) => hashes.set(id, h)), {
      expected: named.length,
      size: 11,
      stop: () => false,
    });
    for (const r of named) expect(hashes.get(r.id), `product ${r.id}`).toBe(r.titleHash);
  });

  it("keeps a name order through a change only once the product's titles' hash is known", async () => {
    const { db } = getDb();
    const [x, y] = await publishedIds();
    const columns = await applyAll(db, null);
    expect(columns.titleHash[columns.slotOf(x!)]).toBe(UNKNOWN_TITLES);
    const withName = async () => {
      const order = await loadNameOrder(db, columns, 'pl');
      columns.names.set('pl', { order: Promise.resolve(order), ready: order });
    };
    const price = (id: number) =>
      db.execute(sql`update products set price_minor = price_minor + 100 where id = ${id}`);

    // Unknown: a price change may hide a title change, so the name order goes.
    await withName();
    await price(x!);
    await applyProducts(db, columns, [x!]);
    expect(columns.names.has('pl')).toBe(false);

    await fillTitleHashes(db, columns, () => false);
    const named = await loadProducts(db, [y!]);
    expect(columns.titleHash[columns.slotOf(y!)]).toBe(named[0]!.titleHash);
    await withName();
    await price(y!);
    await applyProducts(db, columns, [y!]);
    expect(columns.names.has('pl')).toBe(true);
    await db.execute(
      sql`update product_translations set title = 'Aaa' || title where product_id = ${y!} and locale = 'pl'`,
    );
    await applyProducts(db, columns, [y!]);
    expect(columns.names.has('pl')).toBe(false);
  });
});
