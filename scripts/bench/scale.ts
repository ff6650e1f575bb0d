/**
 * `npm run bench -- --mode scale`: the figures of a 1,000,000-product catalogue on PostgreSQL
 * (decision 052), each against its goal. DATABASE_URL names the database: an empty one is seeded
 * first (`npm run seed -- --products 1000000`, timed), one with products is reused as it is.
 *
 * - start: the production server with the default settings (no SHOP_HEAP_MB), time to ready
 *   (the listing index built) and RSS; if it cannot start, the rest runs with SHOP_HEAP_MB=2048;
 * - misses with the page cache on, each address once: category pages unfiltered and
 *   price-filtered (p50, 1 connection), the search page for 20 words each asked once (p95),
 *   category pages at 10 connections (misses a second; wrk, as bench/ratio.ts);
 * - one product edit from the back office (a new price, put back afterwards), three times: the
 *   answer, the server's CPU until the listings show it, a shopper's longest wait meanwhile (a
 *   cached page asked every 20 ms), and when the listings show the new price.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { percentile, settled, startProdServer } from '../lib/prod-server';
import { missAddresses, scope } from './ratio';
import { ADMIN, edits, HTML, timedGet, type EditFigures } from './scale-edits';
import { wrk } from './wrk';

/** The catalogue's size (BENCH_SCALE_PRODUCTS: a smaller one to try the bench itself). */
const PRODUCTS = Number(process.env.BENCH_SCALE_PRODUCTS ?? 1_000_000);
/** Twenty words, each searched once: kinds of product and their plural forms (typo spellings). */
export const FIRST_TIME_WORDS = [
  'lampa',
  'sofa',
  'stół',
  'dywan',
  'lampy',
  'stoły',
  'fotel',
  'krzesło',
  'krzesła',
  'regał',
  'komoda',
  'kubek',
  'talerz',
  'wazon',
  'świeca',
  'poduszka',
  'pled',
  'biurko',
  'donica',
  'lustro',
];

/** Other words, searched before those: the search path's JIT warm-up. */
const WARM_UP_WORDS = ['szafa', 'półka', 'kanapa', 'zegar', 'misa', 'koc', 'taboret', 'ława'];

const fixed = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');

/** The products in the database; seeds an empty one (timed). */
async function ensureCatalogue(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let count = 0;
  try {
    const exists = await client.query<{ t: string | null }>(`select to_regclass('products') as t`);
    if (exists.rows[0]?.t) {
      const r = await client.query<{ n: string }>('select count(*) as n from products');
      count = Number(r.rows[0]?.n ?? 0);
    }
  } finally {
    await client.end();
  }
  if (count >= PRODUCTS) return `reused (${count.toLocaleString('en')} products)`;
  if (count > 0)
    throw new Error(
      `The database has ${count} products: give an empty one or one with ${PRODUCTS.toLocaleString('en')}.`,
    );
  console.log('Seeding 1,000,000 products (npm run seed) …');
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'seed', '--', '--products', String(PRODUCTS)], {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error('seed failed'))));
  });
  return `seeded in ${fixed((performance.now() - started) / 60_000, 1)} min`;
}

interface Timed {
  /** Sorted times in ms. */
  times: number[];
  /** Answers other than 200 (a busy machine's timeouts answer 500 or 503). */
  failed: number;
}

/** Each address once, one after another. */
async function sequential(base: string, paths: string[]): Promise<Timed> {
  const failed = { count: 0 };
  const times: number[] = [];
  for (const p of paths) times.push(await timedGet(base + p, failed));
  return { times: times.sort((a, b) => a - b), failed: failed.count };
}

const failures = (...runs: Timed[]) => {
  const n = runs.reduce((sum, r) => sum + r.failed, 0);
  return n ? ` (${n} not 200)` : '';
};

async function start(url: string, heapMb?: string) {
  const started = performance.now();
  const server = await startProdServer(
    {
      DATABASE_URL: url,
      PAGE_CACHE_TTL_SECONDS: '600',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(heapMb ? { SHOP_HEAP_MB: heapMb } : {}),
    },
    `/tmp/bench-scale${heapMb ? `-${heapMb}` : ''}.log`,
    300_000,
  );
  return {
    server,
    seconds: (performance.now() - started) / 1000,
    first: server.firstReadyMs / 1000,
    rss: server.rssMb(),
  };
}

const shedNote = (e: EditFigures[]) => {
  const shed = e.reduce((n, x) => n + x.shed, 0);
  return shed ? `, ${shed} not answered 200` : '';
};
const range = (values: number[], unit = ' ms') =>
  `${fixed(Math.min(...values))}-${fixed(Math.max(...values))}${unit}`;

export async function scaleBench(seconds: number, url: string): Promise<void> {
  const rows: Array<[string, string, string]> = [];
  rows.push(['catalogue', await ensureCatalogue(url), `${PRODUCTS.toLocaleString('en')} products`]);
  let run: Awaited<ReturnType<typeof start>>;
  try {
    run = await start(url);
    rows.push([
      'start with default settings',
      `answers in ${fixed(run.first, 1)} s, every process in ${fixed(run.seconds, 1)} s, RSS ${fixed(run.rss)} MB`,
      'ready <= 15 s, RSS <= 1 GB',
    ]);
  } catch (error) {
    const log = readFileSync('/tmp/bench-scale.log', 'utf8');
    const why = /heap out of memory/i.test(log) ? 'out of memory' : String(error);
    rows.push(['start with default settings', why, 'ready <= 15 s, RSS <= 1 GB']);
    run = await start(url, '2048');
    rows.push([
      'start with SHOP_HEAP_MB=2048 (for the rest)',
      `ready in ${fixed(run.seconds, 1)} s, RSS ${fixed(run.rss)} MB`,
      '-',
    ]);
  }
  const { server } = run;
  try {
    await settled(server); // the shop as it runs, not the work its start leaves behind
    const s = await scope(server.base);
    const misses = missAddresses(s);
    await sequential(server.base, misses.slice(0, 5)); // JIT warm-up on other pages
    const plain = await sequential(server.base, misses.slice(5, 65));
    // Distinct price ranges: each address a miss of the filtered listing.
    const filtered = await sequential(
      server.base,
      Array.from({ length: 60 }, (_, i) => `${s.categoryUrl}/price=100-${500 + i}`),
    );
    rows.push([
      'category page miss p50 (unfiltered / price-filtered)',
      `${fixed(percentile(plain.times, 50), 1)} / ${fixed(percentile(filtered.times, 50), 1)} ms${failures(plain, filtered)}`,
      '<= 25 / <= 30 ms',
    ]);
    // JIT warm-up of the search path on other words (each process meets some): a first-time
    // word is one no cache holds, not the first search the process ever compiles.
    await sequential(
      server.base,
      WARM_UP_WORDS.map((w) => `/pl/search?search=${encodeURIComponent(w)}`),
    );
    const searches = await sequential(
      server.base,
      FIRST_TIME_WORDS.map((w) => `/pl/search?search=${encodeURIComponent(w)}`),
    );
    rows.push([
      'search page, 20 first-time words, p95',
      `p95 ${fixed(percentile(searches.times, 95))} ms (p50 ${fixed(percentile(searches.times, 50))})${failures(searches)}`,
      '<= 150 ms',
    ]);
    const ten = await wrk(server.base, {
      seconds,
      connections: 10,
      headers: HTML,
      paths: misses.slice(65),
    });
    rows.push([
      'misses per second, 10 connections',
      `${fixed(ten.rps)}/s, p50 ${fixed(ten.p50)} ms${ten.errors ? `, ${ten.errors} failed` : ''}`,
      'compare one core (ratio bench)',
    ]);
    // The load above may leave the process shedding for a moment; the shopper's page, cached.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await timedGet(server.base + s.categoryUrl);
    const e = await edits(server, s);
    rows.push(['one product edit: answer', range(e.map((x) => x.answerMs)), '<= 150 ms']);
    rows.push(['one product edit: server CPU', range(e.map((x) => x.cpuMs)), '<= 200 ms']);
    rows.push([
      "a shopper's request during an edit",
      `waits ${range(e.map((x) => x.shopperWaitMs))}${shedNote(e)}`,
      'waits <= 100 ms',
    ]);
    rows.push(['edit visible in the listings', range(e.map((x) => x.visibleMs)), '<= 1 s']);
    rows.push(['server RSS after the run', `${fixed(server.rssMb())} MB`, '<= 1 GB']);
  } finally {
    await server.stop();
  }
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
  console.log(
    `\nScale, ${new Date().toISOString().slice(0, 16)}Z, load average ${load} at the end`,
  );
  console.log(line(['figure', 'measured', 'goal']));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}
