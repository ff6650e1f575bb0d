/**
 * The listing index at a seeded shop's size: how long building it takes, the memory it adds,
 * and what answering costs next to the SQL path, on the biggest top category.
 * `DATA_DIR=/tmp/bench npx tsx scripts/bench/listing-index.ts` (or DATABASE_URL=...).
 */
import { openDatabase } from '#server/db/client';
import { createCatalogService } from '#server/services/catalog/catalog-service';
import type { ListingRequest } from '#server/services/catalog/listing';

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
  const req = (page: number): ListingRequest => ({
    locale: 'pl',
    categoryId: biggest.c.id,
    filters: {},
    sort: 'relevance',
    page: { first: page, last: page },
  });
  // Search words as the ratio bench takes them: words of product titles.
  const words = new Set<string>();
  for (let page = 1; words.size < 30 && page < 40; page++) {
    for (const p of (await indexed.listProducts(req(page))).products) {
      const word = p.title.split(/\s+/).find((w) => w.length >= 4);
      if (word) words.add(word.toLocaleLowerCase('pl'));
    }
  }
  const terms = [...words].slice(0, 30);
  const percentiles = async (label: string, run: (i: number) => Promise<unknown>, n: number) => {
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await run(i);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    console.log(`${label}: p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`);
  };
  for (const [name, service] of [
    ['index', indexed],
    ['sql', sqlOnly],
  ] as const) {
    await percentiles(
      `${name} listProducts (JSON data), 200 rotating pages`,
      (i) => service.listProducts(req(1 + (i % 200))),
      400,
    );
    await percentiles(
      `${name} listingPage (HTML data), rotating pages`,
      (i) => service.listingPage(req(1 + (i % 200))),
      100,
    );
    await percentiles(
      `${name} search page data, ${terms.length} rotating terms`,
      (i) =>
        service.listingPage({ ...req(1), categoryId: undefined, search: terms[i % terms.length]! }),
      terms.length * 3,
    );
  }
  console.log(`RSS after: ${mb()} MB`);
} finally {
  await database.close();
}
