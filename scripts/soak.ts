/**
 * `npm run soak -- --minutes N`: mixed traffic (browsing, search, carts, logins, registrations,
 * orders) against the production server for N minutes, reporting errors, p50/p99 per interval
 * and the server's RSS growth after warm-up. Exit 0 only with no error (and, on runs with at
 * least 5 measured minutes, RSS growth under --max-rss-growth %).
 *
 *   npm run build && npm run soak -- --minutes 1
 *   options: --users 6 (concurrent shoppers), --think-ms 150 (pause between scenarios),
 *            --products 1000 (demo seed of the fresh data directory), --max-rss-growth 10,
 *            --url http://127.0.0.1:PORT (a running server: no RSS figures, not seeded)
 *
 * The server is started on a fresh temporary DATA_DIR (PGlite), or on DATABASE_URL when that is
 * set (seeded when empty). Loopback only; every loop is bounded by the deadline and stops itself.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { assertLoopback, percentile, startProdServer, type ProdServer } from './lib/prod-server';
import { readCatalogue, Shopper, type Sample } from './soak/traffic';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '1' },
    users: { type: 'string', default: '6' },
    'think-ms': { type: 'string', default: '150' },
    products: { type: 'string', default: '1000' },
    'max-rss-growth': { type: 'string', default: '10' },
    url: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  console.log(
    'Usage: npm run soak -- [--minutes 1] [--users 6] [--think-ms 150] [--products 1000] [--max-rss-growth 10] [--url http://127.0.0.1:PORT]',
  );
  process.exit(0);
}

function bounded(raw: string, name: string, min: number, max: number): number {
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max) {
    console.error(`--${name} must be a number from ${min} to ${max}`);
    process.exit(2);
  }
  return n;
}

const minutes = bounded(args.minutes, 'minutes', 0.25, 240);
const users = bounded(args.users, 'users', 1, 64);
const thinkMs = bounded(args['think-ms'], 'think-ms', 0, 10_000);
const products = bounded(args.products, 'products', 50, 100_000);
const maxRssGrowth = bounded(args['max-rss-growth'], 'max-rss-growth', 0, 1000);

const durationMs = minutes * 60_000;
/** Caches, JIT and pools fill first: RSS is compared from the end of warm-up on. */
const warmupMs = Math.min(Math.max(20_000, durationMs * 0.2), 300_000);
const intervalMs = Math.max(10_000, Math.round(durationMs / 15 / 1000) * 1000);

interface IntervalRow {
  end: number;
  count: number;
  errors: number;
  p50: number;
  p99: number;
  rss: number;
}

async function main(): Promise<number> {
  let server: ProdServer | null = null;
  let dataDir: string | null = null;
  let base: string;
  if (args.url) {
    base = assertLoopback(args.url);
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sf-soak-'));
    const where = process.env.DATABASE_URL ? 'DATABASE_URL (PostgreSQL)' : `${dataDir} (PGlite)`;
    console.log(`Starting the production server on ${where}, seeding ${products} products…`);
    server = await startProdServer(
      {
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        SEED_PRODUCTS: String(products),
        // Each request carries a client address of its own (per-address limits; traffic.ts).
        TRUST_PROXY: 'true',
        METRICS_PORT: '0',
      },
      path.join(dataDir, 'server.log'),
    );
    base = server.base;
  }
  try {
    return await soak(base, server, dataDir);
  } finally {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function soak(base: string, server: ProdServer | null, dataDir: string | null) {
  const catalogue = await readCatalogue(base);
  console.log(
    `Soaking ${base} for ${minutes} min: ${users} shoppers, ${thinkMs} ms between scenarios, ` +
      `warm-up ${warmupMs / 1000} s, a row every ${intervalMs / 1000} s.`,
  );
  const samples: Sample[] = [];
  const errorsByKind = new Map<string, number>();
  const examples = new Map<string, string>();
  const record = (s: Sample) => {
    samples.push(s);
    if (!s.error) return;
    errorsByKind.set(s.error, (errorsByKind.get(s.error) ?? 0) + 1);
    if (s.url && !examples.has(s.error)) examples.set(s.error, s.url);
  };
  const accounts: ConstructorParameters<typeof Shopper>[2] = [];
  const started = Date.now();
  const deadline = started + durationMs;

  const rows: IntervalRow[] = [];
  let from = 0;
  let rssAfterWarmup = NaN;
  let rssMax = 0;
  const header = ' time     requests   req/s   errors   p50 ms   p99 ms   RSS MB';
  console.log(`\n${header}\n${'-'.repeat(header.length)}`);
  let lastReport = started;
  const report = () => {
    const now = Date.now();
    const seconds = (now - lastReport) / 1000;
    lastReport = now;
    const slice = samples.slice(from);
    from = samples.length;
    const times = slice.map((s) => s.ms).sort((a, b) => a - b);
    const rss = server?.rssMb() ?? NaN;
    if (rss > rssMax) rssMax = rss;
    if (Number.isNaN(rssAfterWarmup) && now - started >= warmupMs) rssAfterWarmup = rss;
    const row = {
      end: now - started,
      count: slice.length,
      errors: slice.filter((s) => s.error).length,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      rss,
    };
    rows.push(row);
    console.log(
      [
        `${(row.end / 1000).toFixed(0).padStart(5)} s`,
        String(row.count).padStart(10),
        (row.count / seconds).toFixed(1).padStart(7),
        String(row.errors).padStart(8),
        row.p50.toFixed(1).padStart(8),
        row.p99.toFixed(1).padStart(8),
        row.rss.toFixed(0).padStart(8),
      ].join(' '),
    );
  };
  // Baseline at the end of warm-up, whatever the interval.
  const warmupTimer = setTimeout(() => {
    rssAfterWarmup = server?.rssMb() ?? NaN;
  }, warmupMs);
  const timer = setInterval(report, intervalMs);

  const shoppers = Array.from(
    { length: users },
    () => new Shopper(base, catalogue, accounts, record),
  );
  await Promise.all(
    shoppers.map(async (shopper) => {
      await shopper.start();
      while (Date.now() < deadline) {
        await shopper.step();
        if (thinkMs > 0)
          await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
      }
    }),
  );
  clearInterval(timer);
  clearTimeout(warmupTimer);
  if (samples.length > from) report();

  const rssEnd = server?.rssMb() ?? NaN;
  const errors = samples.filter((s) => s.error).length;
  const all = samples.map((s) => s.ms).sort((a, b) => a - b);
  const measuredMinutes = (durationMs - warmupMs) / 60_000;
  const growth = ((rssEnd - rssAfterWarmup) / rssAfterWarmup) * 100;
  const byKind = [...new Set(samples.map((s) => s.kind))]
    .map((kind) => {
      const t = samples
        .filter((s) => s.kind === kind)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      return `${kind} ${t.length} (p50 ${percentile(t, 50).toFixed(1)}, p99 ${percentile(t, 99).toFixed(1)} ms)`;
    })
    .join('; ');

  console.log(
    `\nRequests: ${samples.length} in ${minutes} min (${(samples.length / (durationMs / 1000)).toFixed(1)}/s); accounts made: ${accounts.length}`,
  );
  console.log(`By kind: ${byKind}`);
  console.log(
    `Latency over the whole run: p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms`,
  );
  console.log(
    `Errors: ${errors}${errors ? ` (${[...errorsByKind].map(([k, n]) => `${k}: ${n}, e.g. ${examples.get(k) ?? '?'}`).join('; ')})` : ''}`,
  );
  if (server) {
    console.log(
      `RSS: ${rssAfterWarmup.toFixed(0)} MB after warm-up, ${rssEnd.toFixed(0)} MB at the end ` +
        `(${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%), ${rssMax.toFixed(0)} MB at most`,
    );
  }
  if (dataDir) console.log(await serverCounters(dataDir));

  const problems: string[] = [];
  if (errors > 0) problems.push(`${errors} errors`);
  if (server && measuredMinutes >= 5 && !(growth < maxRssGrowth))
    problems.push(`RSS grew ${growth.toFixed(1)}% (limit ${maxRssGrowth}%)`);
  if (server && measuredMinutes < 5)
    console.log(`(RSS growth is judged on runs with at least 5 minutes after warm-up)`);
  console.log(problems.length ? `RESULT: FAIL (${problems.join('; ')})` : 'RESULT: ok');
  return problems.length ? 1 : 0;
}

/** Load shed and page-cache counters from the server's own metrics (ops listener). */
async function serverCounters(dataDir: string): Promise<string> {
  try {
    const { url } = JSON.parse(readFileSync(path.join(dataDir, 'ops-listener.json'), 'utf8')) as {
      url: string;
    };
    const text = await (await fetch(`${url}/metrics`)).text();
    const sum = (name: string) =>
      text
        .split('\n')
        .filter((l) => l.startsWith(name))
        .map((l) => `${l.slice(name.length).split(' ')[0]}=${l.split(' ').pop()}`)
        .join(', ') || 'none';
    return `Server metrics: load shed ${sum('storefront_load_shed_total')}; page cache ${sum('storefront_page_cache_total')}`;
  } catch (error) {
    return `Server metrics unavailable: ${(error as Error).message}`;
  }
}

// Bounded: start, seed and a hung request included, the soak never runs 5 minutes past its time.
const hardStop = setTimeout(() => {
  console.error('The soak overran its time by five minutes: stopping.');
  process.exit(1);
}, durationMs + 300_000);
hardStop.unref();

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
