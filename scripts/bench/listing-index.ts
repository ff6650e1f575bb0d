/**
 * The listing index at a seeded shop's size: how long building it takes, the memory it adds,
 * and what answering costs next to the SQL path, on the biggest top category.
 * `DATA_DIR=/tmp/bench npx tsx scripts/bench/listing-index.ts` (or DATABASE_URL=...).
 */
import { openDatabase } from '../../src/server/db/client.js';
import { createCatalogService } from '../../src/server/services/catalog/catalog-service.js';
import type { ListingRequest } from '../../src/server/services/catalog/listing.js';

const database = await openDatabase({
  dataDir: process.env.DATA_DIR ?? './data',
  databaseUrl: process.env.DATABASE_URL,
});
const mb = () => Math.round(process.memoryUsage().rss / 1e6);
try {
  const indexed = createCatalogService(database.db);
  const sqlOnly = createCatalogService(database.db, { listingIndex: false });
  const menu = await indexed.menu('pl');
  const before = mb();
  const start = performance.now();
  await indexed.listingIndex.start();
  const buildMs = performance.now() - start;
  console.log(
    `index: ${indexed.listingIndex.size()} products in ${buildMs.toFixed(0)} ms, RSS ${before} -> ${mb()} MB`,
  );
  const counts = await Promise.all(
    menu.categories.map(async (c) => ({
      c,
      n: await indexed.countProducts({ locale: 'pl', categoryId: c.id, filters: {} }),
    })),
  );
  const biggest = counts.sort((a, b) => b.n - a.n)[0]!;
  console.log(`biggest top category: ${biggest.c.title} (${biggest.n} products)`);
  const time = async (label: string, run: (page: number) => Promise<unknown>, n = 40) => {
    const t = performance.now();
    for (let i = 0; i < n; i++) await run(1 + ((i * 37) % 50));
    console.log(`${label}: ${((performance.now() - t) / n).toFixed(2)} ms`);
  };
  const req = (page: number): ListingRequest => ({
    locale: 'pl',
    categoryId: biggest.c.id,
    filters: {},
    sort: 'relevance',
    page: { first: page, last: page },
  });
  for (const [name, service] of [
    ['index', indexed],
    ['sql', sqlOnly],
  ] as const) {
    await time(`${name} listProducts (JSON)`, (p) => service.listProducts(req(p)));
    await time(`${name} listingPage (HTML data)`, (p) => service.listingPage(req(p)), 10);
    await time(
      `${name} search page`,
      (p) =>
        service.listingPage({
          ...req(1),
          categoryId: undefined,
          search: ['lampa', 'sofa', 'stół', 'krzesło'][p % 4]!,
        }),
      10,
    );
  }
  console.log(`RSS after: ${mb()} MB`);
} finally {
  await database.close();
}
