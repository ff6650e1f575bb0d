/**
 * What the listing index costs at a seeded shop's size (decision 051): the memory it holds per
 * product, how long its first read takes, and what a change costs: the time until listings
 * answer from the index again and the longest the event loop was held meanwhile, for one
 * product's price, 10,000 prices in one change (an import) and a change naming nothing.
 * `DATABASE_URL=... npx tsx --expose-gc scripts/bench/index-changes.ts` (or DATA_DIR=...).
 * The prices it writes are set back afterwards.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rows } from '#server/db/rows';
import { openDatabase } from '#server/db/client';
import { createListingIndex } from '#server/services/catalog/listing-index/live-index';

const database = await openDatabase({
  dataDir: process.env.DATA_DIR ?? './data',
  databaseUrl: process.env.DATABASE_URL,
});
const { db } = database;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mem = () => {
  gc();
  const m = process.memoryUsage();
  return { rss: m.rss / 1e6, heap: m.heapUsed / 1e6, buffers: m.arrayBuffers / 1e6 };
};

/** Runs `work` and reports its time and the longest stretch the event loop was held. */
async function measure(label: string, work: () => Promise<void>): Promise<void> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const start = performance.now();
  await work();
  const ms = performance.now() - start;
  histogram.disable();
  console.log(
    `${label}: ${ms.toFixed(0)} ms until current; event loop held at most ${(histogram.max / 1e6).toFixed(1)} ms`,
  );
}

try {
  const before = mem();
  const index = createListingIndex(db);
  await measure('first read (start)', async () => {
    if (!(await index.start())) throw new Error('the index did not build');
  });
  const after = mem();
  const n = index.size()!;
  console.log(
    `${n.toLocaleString('en')} products: typed arrays ${(index.bytes()! / 1e6).toFixed(1)} MB ` +
      `(${(index.bytes()! / n).toFixed(0)} B/product); RSS +${(after.rss - before.rss).toFixed(0)} MB, ` +
      `heap +${(after.heap - before.heap).toFixed(1)} MB, array buffers +${(after.buffers - before.buffers).toFixed(0)} MB`,
  );
  const ids = (
    await rows(
      db,
      sql`select id from products where published order by id limit 10000`,
      z.object({ id: z.number() }),
    )
  ).map((r) => r.id);
  // In statements of 500: the search documents' trigger makes one statement of 10,000 slow.
  const bump = async (list: number[], by: number) => {
    for (let i = 0; i < list.length; i += 500) {
      await db.execute(
        sql`update products set price_minor = price_minor + ${by}
            where id = any(${`{${list.slice(i, i + 500).join(',')}}`}::int[])`,
      );
    }
  };
  for (let i = 0; i < 3; i++) {
    const one = [ids[i * 997]!];
    await bump(one, 100);
    await measure(`one product's price`, async () => {
      index.changed({ products: one });
      await index.ready();
    });
    await bump(one, -100);
    index.changed({ products: one });
    await index.ready();
  }
  await bump(ids, 100);
  await measure(`${ids.length.toLocaleString('en')} prices in one change`, async () => {
    index.changed({ products: ids, reason: 'product.import' });
    await index.ready();
  });
  await bump(ids, -100);
  await measure('a change naming nothing (everything read and compared)', async () => {
    index.changed({});
    await index.ready();
  });
  const end = mem();
  console.log(`RSS after: ${end.rss.toFixed(0)} MB, heap ${end.heap.toFixed(0)} MB`);
  index.close();
} finally {
  await database.close();
}
