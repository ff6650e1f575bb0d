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
import { seedColourGroups } from './groups-seed';
import { insertChunked, syncSequences } from './insert';
import { seedOrders } from './orders-seed';
import { seedReturns } from './returns-seed';

/** The demo shop's month of orders: enough for every status, payment and a dashboard at work. */
const DEMO_ORDERS = 90;
import { generateProduct } from './product-generator';
import type { GeneratedProduct, GeneratorContext } from './product-generator';
import { SlugRegistry } from './slug';

export interface SeedOptions {
  /** Number of products (320 for the demo shop; 100,000 for benchmarks). */
  products?: number;
  /** PRNG seed: the same seed gives the same shop. */
  seed?: number;
  /** "Today" for created/published dates (spread over the year before it). */
  now?: Date;
  /** Products per transaction. */
  batchSize?: number;
  onProgress?: (progress: { done: number; total: number }) => void;
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
  for (let first = 1; first <= total; first += batchSize) {
    const last = Math.min(total, first + batchSize - 1);
    const batch: GeneratedProduct[] = [];
    for (let id = first; id <= last; id += 1) batch.push(generateProduct(id, ctx));
    const rowsOf = {
      products: batch.map((p) => p.product),
      translations: batch.flatMap((p) => p.translations),
      images: batch.flatMap((p) => p.images),
      history: batch.flatMap((p) => p.history),
      values: batch.flatMap((p) =>
        p.valueIds.map((valueId) => ({ productId: p.product.id, valueId })),
      ),
    };
    await db.transaction(async (tx) => {
      await insertChunked(tx, products, rowsOf.products);
      // Attribute values before texts: triggers copy both into product_search_docs, which then
      // gets each row once instead of once more when the values arrive (migration 0003).
      await insertChunked(tx, productAttributeValues, rowsOf.values);
      await insertChunked(tx, productTranslations, rowsOf.translations);
      await insertChunked(tx, productImages, rowsOf.images);
      await insertChunked(tx, priceHistory, rowsOf.history);
    });
    options.onProgress?.({ done: last, total });
  }

  await db.transaction((tx) => seedCheckout(tx));
  await db.transaction((tx) => seedColourGroups(tx, total));

  const demo = options.orders === undefined;
  const orders = options.orders ?? DEMO_ORDERS;
  if (!Number.isInteger(orders) || orders < 0)
    throw new Error(`Seed: orders must be a whole number, got ${orders}`);
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
  // index-only scans (58 ms -> 2 ms per value on 100k products). Outside any transaction.
  await db.execute(sql`vacuum analyze`);
  return { products: total, categories: refs.categoryCount, posts, orders };
}
