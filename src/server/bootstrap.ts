import type { Config } from './config';
import { openDatabase, pgPoolOf } from './db/client';
import { migrateDatabase } from './db/migrate';
import { isDatabaseEmpty, seedDemoShop } from './db/seed/index';
import type { Database } from './db/types';
import { createServices, type Services } from './services/index';
import { loadSecrets } from './secrets';
import { warmSearchWords } from './services/catalog/search-words/vocabulary';

/** Any constant; identifies "a storefront is migrating and seeding" among advisory locks. */
const PREPARE_LOCK_KEY = 7_140_523_982;

/**
 * Shared by `main` and `dev`: open the database, migrate, seed an empty one, build services, and
 * read the listing index.
 */
export async function bootstrap(
  config: Config,
  log: (msg: string) => void = console.log,
): Promise<Services> {
  const services = await openServices(config, log);
  await indexListings(services, log);
  return services;
}

/**
 * Reads the listing index: listings answer from memory once it is built; a failure is logged
 * and SQL answers. A server builds its app meanwhile (server.ts).
 */
export async function indexListings(
  services: Services,
  log: (msg: string) => void = console.log,
): Promise<void> {
  const indexing = Date.now();
  // The Polish word forms' dictionary, read beside the index so no first search waits for it.
  warmSearchWords();
  if (await services.catalog.listingIndex.start()) {
    log(
      `Listing index: ${services.catalog.listingIndex.size()} products in ${Date.now() - indexing} ms`,
    );
  }
}

/** `bootstrap` but the listing index: the database ready and the services running. */
export async function openServices(
  config: Config,
  log: (msg: string) => void = console.log,
): Promise<Services> {
  const options = { dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL };
  let database: Database | undefined;
  try {
    if (config.DATABASE_URL) {
      // Migrations and the first seed run without the serving pool's statement timeouts, one
      // process at a time (processes that start together: processes.ts): the others wait, then
      // find the database migrated and not empty.
      const setup = await openDatabase({ ...options, poolSize: 2 });
      const pool = pgPoolOf(setup);
      if (!pool) throw new Error('PostgreSQL database without a pool');
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
        await prepare(setup, config, log);
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]).catch(() => {});
        holder.release();
        await setup.close();
      }
      database = await openDatabase({ ...options, serving: true });
    } else {
      // One process per PGlite directory (the lock), and no timeouts to set.
      database = await openDatabase(options);
      await prepare(database, config, log);
    }
    const services = createServices({ config, database, secrets: loadSecrets(config) });
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      const owner = await services.staff.createFirstOwner(
        config.ADMIN_EMAIL,
        config.ADMIN_PASSWORD,
      );
      if (owner) log(`Back office: created the first owner ${owner.email} (open /admin)`);
    }
    // The worker: what an earlier run left due, then each job at its commit or its time.
    await services.jobs.start();
    await services.shipping.start(); // InPost's lockers (first copy, then daily) and tracking poll
    // Hears the catalogue changes of the other processes on the same PostgreSQL (or Redis).
    await services.catalogChanges.start();
    return services;
  } catch (error) {
    await database?.close();
    throw error;
  }
}

async function prepare(database: Database, config: Config, log: (msg: string) => void) {
  await migrateDatabase(database);
  if (config.SEED_DEMO && (await isDatabaseEmpty(database.db))) {
    log('Empty database: seeding the demo shop…');
    await seedDemoShop(database.db, { products: config.SEED_PRODUCTS });
  }
}
