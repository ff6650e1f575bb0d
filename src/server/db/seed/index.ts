import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  productAttributeValues,
  productImages,
  products,
  priceHistory,
  productTranslations,
} from '../schema/index';
import { rows } from '../rows';
import type { Db } from '../types';
import { seedCatalog } from './catalog-seed';
import { seedCheckout } from './checkout-seed';
import { seedContent } from './content-seed';
import { startBulkLoad } from './bulk-load';
import { runOnLanes } from './lanes';
import { seedColourGroups } from './groups-seed';
import { insertChunked, syncSequences } from './insert';
import { seedOrders } from './orders-seed';
import { seedSafety } from './safety-seed';
import { seedReturns } from './returns-seed';
import { generateProduct } from './product-generator';
import type { GeneratorContext } from './product-generator';
import { SlugRegistry } from './slug';

/** The demo shop's month of orders: enough for every status, payment and a dashboard at work. */
const DEMO_ORDERS = 90;

export interface SeedOptions {
  /** Number of products (320 for the demo shop; 100,000 for benchmarks). */
  products?: number;
  /** PRNG seed: the same seed gives the same shop. */
  seed?: number;
  /** "Today" for created/published dates (spread over the year before it). */
  now?: Date;
  /**
   * Connections writing at once (PostgreSQL: 2 keeps both cores busy while Node generates; PGlite
   * has one connection).
   */
  connections?: number;
  /** Products per transaction. */
  batchSize?: number;
  onProgress?: (progress: { done: number; total: number }) => void;
  /** Called when the products are written, before their indexes and search documents are rebuilt. */
  onBulkFinish?: () => void;
  /** Each step of the seed's rebuild and clean-up as it ends: its name and milliseconds. */
  onStep?: (step: string, ms: number) => void;
  /**
   * Orders over the year before `now`, paid on delivery (50,000 for the dashboard bench). Unset:
   * the demo shop's month of orders in every status, paid every way, with a withdrawal and a
   * complaint waiting.
   */
  orders?: number;
  onOrdersProgress?: (progress: { done: number; total: number }) => void;
}

export interface SeedResult {
  products: number;
  categories: number;
  posts: number;
  orders: number;
}

/** True when the shop has no catalogue and no content yet: the only state the seed writes into. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await rows(
    db,
    sql`select not exists (select 1 from products)
          and not exists (select 1 from categories)
          and not exists (select 1 from content_sections) as empty`,
    z.object({ empty: z.boolean() }),
  );
  return row?.empty ?? false;
}

/**
 * Writes a complete demo shop (pl, en, ru) into an EMPTY database, deterministically.
 * Catalogue and content go in one transaction; products follow in batches, each its own
 * transaction, so a 100k-product run shows progress and never holds one giant transaction.
 */
export async function seedDemoShop(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const total = options.products ?? 320;
  const seed = options.seed ?? 42;
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 2_000;
  if (!Number.isInteger(total) || total < 1)
    throw new Error(`Seed: products must be a positive integer, got ${total}`);
  if (!(await isDatabaseEmpty(db)))
    throw new Error('Seed: the database is not empty; seed only an empty database');

  const { refs, posts } = await db.transaction(async (tx) => ({
    refs: await seedCatalog(tx),
    posts: await seedContent(tx, { seed, now }),
  }));

  const ctx: GeneratorContext = {
    seed,
    now,
    leaves: refs.leaves,
    valueIds: refs.valueIds,
    slugs: { pl: new SlugRegistry(), en: new SlugRegistry(), ru: new SlugRegistry() },
  };
  // Written without indexes, foreign keys and copy triggers, rebuilt once at the end (bulk-load.ts).
  const lanes = options.connections ?? 1;
  const bulk = await startBulkLoad(db, lanes);
  let done = 0;
  try {
    // Node generates the next batch while the database writes earlier ones, `lanes` at a time.
    const writing = new Set<Promise<void>>();
    for (let first = 1; first <= total; first += batchSize) {
      const last = Math.min(total, first + batchSize - 1);
      const batch = productBatch(first, last, ctx);
      while (writing.size >= lanes) await Promise.race(writing);
      const write: Promise<void> = writeBatch(db, batch).then(() => {
        writing.delete(write);
        done += last - first + 1;
        options.onProgress?.({ done, total });
      });
      writing.add(write);
    }
    await Promise.all(writing);
  } catch (error) {
    await bulk.finish().catch(() => undefined); // the error that stopped the load is the one to see
    throw error;
  }
  options.onBulkFinish?.();
  await bulk.finish(options.onStep);

  const timed = async (step: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    options.onStep?.(step, performance.now() - started);
  };
  await timed('checkout, colour groups and safety data', async () => {
    await db.transaction((tx) => seedCheckout(tx));
    await db.transaction((tx) => seedColourGroups(tx, total));
    await db.transaction((tx) => seedSafety(tx));
  });

  const demo = options.orders === undefined;
  const orders = options.orders ?? DEMO_ORDERS;
  if (!Number.isInteger(orders) || orders < 0)
    throw new Error(`Seed: orders must be a whole number, got ${orders}`);
  await timed('orders', async () => {
    if (demo) {
      await seedOrders(db, { orders, products: total, seed, now, spanDays: 30, payments: 'mixed' });
      await seedReturns(db, now);
    } else if (orders > 0) {
      await seedOrders(db, {
        orders,
        products: total,
        seed,
        now,
        ...(options.onOrdersProgress ? { onProgress: options.onOrdersProgress } : {}),
      });
    }
  });

  await syncSequences(db, [
    'categories',
    'attributes',
    'attribute_values',
    'presets',
    'content_sections',
    'content_posts',
    'products',
    'product_groups',
  ]);
  // Fresh statistics for good first plans, and a visibility map so facet counts can use
  // index-only scans (58 ms -> 2 ms per value on 100k products). Outside any transaction; a
  // table at a time, largest first, on the seed's lanes (one `vacuum analyze` of the whole
  // database works through the tables one after another, on one core).
  const vacuumStarted = performance.now();
  const tables = await rows(
    db,
    sql`select relname as name from pg_class
        where relkind = 'r' and relnamespace = current_schema()::regnamespace
        order by pg_relation_size(oid) desc, relname`,
    z.object({ name: z.string() }),
  );
  await runOnLanes(
    tables.map(({ name }) => async () => {
      await db.execute(sql`vacuum analyze ${sql.identifier(name)}`);
    }),
    lanes,
  );
  options.onStep?.('vacuum analyze', performance.now() - vacuumStarted);
  return { products: total, categories: refs.categoryCount, posts, orders };
}

/** Products `first`..`last` as the rows of each table. */
function productBatch(first: number, last: number, ctx: GeneratorContext) {
  const batch = [];
  for (let id = first; id <= last; id += 1) batch.push(generateProduct(id, ctx));
  return {
    // value_ids as the trigger of migration 0003 would set it (the trigger is off: bulk-load.ts).
    products: batch.map((p) => ({
      ...p.product,
      valueIds: [...p.valueIds].sort((a, b) => a - b),
    })),
    translations: batch.flatMap((p) => p.translations),
    images: batch.flatMap((p) => p.images),
    history: batch.flatMap((p) => p.history),
    values: batch.flatMap((p) =>
      p.valueIds.map((valueId) => ({ productId: p.product.id, valueId })),
    ),
  };
}

async function writeBatch(db: Db, batch: ReturnType<typeof productBatch>): Promise<void> {
  await db.transaction(async (tx) => {
    // A crash loses the last batches of a seed, which is then run again on an empty database.
    await tx.execute(sql`set local synchronous_commit = off`);
    await insertChunked(tx, products, batch.products);
    await insertChunked(tx, productAttributeValues, batch.values);
    await insertChunked(tx, productTranslations, batch.translations);
    await insertChunked(tx, productImages, batch.images);
    await insertChunked(tx, priceHistory, batch.history);
  });
}
