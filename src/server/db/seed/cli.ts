/**
 * `npm run seed -- --products 100000 [--orders 50000] [--seed 42]`: fills an EMPTY database
 * (DATA_DIR or DATABASE_URL, as the server would open it) with a demo shop of N products and,
 * when asked, a year of orders over them (the dashboard's benchmark).
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { loadConfig } from '#server/config';
import { openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { isDatabaseEmpty, seedDemoShop } from './index';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '320' },
      // Unset: the demo shop's month of orders; `--orders N`: a year of N (0: none).
      orders: { type: 'string' },
      seed: { type: 'string', default: '42' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(
      'Usage: npm run seed -- [--products N] [--orders N] [--seed S]\nFills an empty database (DATA_DIR or DATABASE_URL) with a demo shop.',
    );
    return 0;
  }
  const products = Number(values.products);
  const seed = Number(values.seed);
  const orders = values.orders === undefined ? undefined : Number(values.orders);
  if (orders !== undefined && (!Number.isInteger(orders) || orders < 0))
    return fail(`--orders must be a whole number, got "${values.orders}"`);
  if (!Number.isInteger(products) || products < 1)
    return fail(`--products must be a positive integer, got "${values.products}"`);
  if (!Number.isInteger(seed)) return fail(`--seed must be an integer, got "${values.seed}"`);

  const config = loadConfig();
  const where = config.DATABASE_URL
    ? redact(config.DATABASE_URL)
    : `${path.resolve(config.DATA_DIR)} (PGlite)`;
  const started = performance.now();
  const database = await openDatabase({
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
  });
  try {
    await migrateDatabase(database);
    if (!(await isDatabaseEmpty(database.db))) {
      return fail(
        `The database at ${where} is not empty: the seed only fills an empty database.\n` +
          'Point DATA_DIR at a new directory (or DATABASE_URL at an empty database) and run again.',
      );
    }
    console.log(`Seeding ${products.toLocaleString('en')} products into ${where} …`);
    const seedStarted = performance.now();
    let lastPrint = 0;
    const result = await seedDemoShop(database.db, {
      products,
      seed,
      orders,
      connections: database.kind === 'postgres' ? 2 : 1,
      onOrdersProgress: ({ done, total }) => {
        console.log(
          `  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} orders ${seconds(performance.now() - seedStarted)}`,
        );
      },
      onBulkFinish: () => {
        console.log(
          `  indexes, foreign keys and search documents … ${seconds(performance.now() - seedStarted)}`,
        );
      },
      onStep: (step, ms) => {
        console.log(`    ${step}: ${seconds(ms)} (${seconds(performance.now() - seedStarted)})`);
      },
      onProgress: ({ done, total }) => {
        const now = performance.now();
        if (done < total && now - lastPrint < 2_000) return; // a line every ~2 s is plenty
        lastPrint = now;
        const pct = Math.round((done / total) * 100);
        console.log(
          `  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} products (${pct}%) ${seconds(now - seedStarted)}`,
        );
      },
    });
    console.log(
      `Done: ${result.products.toLocaleString('en')} products, ${result.orders.toLocaleString('en')} orders, ${result.categories} categories, ${result.posts} posts ` +
        `in ${seconds(performance.now() - seedStarted)} (total with start-up ${seconds(performance.now() - started)}).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Never print a password from DATABASE_URL. */
function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
