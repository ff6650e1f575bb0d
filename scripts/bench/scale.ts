/**
 * `npm run bench -- --mode scale`: the figures of a 1,000,000-product catalogue on PostgreSQL
 * (issue 31), each against its goal. DATABASE_URL names the database: an empty one is seeded
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
import { percentile, startProdServer, type ProdServer } from '../lib/prod-server';
import { missAddresses, scope, type Scope } from './ratio';
import { wrk } from './wrk';

/** The catalogue's size (BENCH_SCALE_PRODUCTS: a smaller one to try the bench itself). */
const PRODUCTS = Number(process.env.BENCH_SCALE_PRODUCTS ?? 1_000_000);
const HTML = { 'accept-encoding': 'br, gzip', accept: 'text/html' };
const ADMIN = { email: 'bench-owner@example.com', password: 'bench owner password 42' };
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

/** CPU seconds (user + system) the process has used so far (Linux /proc). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks of 1/100 s
}

/** A GET's time in ms; a non-200 answer is counted in `failed` (or throws without it). */
async function timedGet(url: string, failed?: { count: number }): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: HTML });
  await response.arrayBuffer();
  if (response.status !== 200) {
    if (!failed) throw new Error(`${url} answered ${response.status}`);
    failed.count++;
  }
  return performance.now() - started;
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
  return { server, seconds: (performance.now() - started) / 1000, rss: server.rssMb() };
}

/** The back office's session: cookies and headers a write needs (CSRF, origin). */
async function adminHeaders(base: string): Promise<Record<string, string>> {
  const csrf = await fetch(`${base}/api/client/csrf-token`);
  const { token } = (await csrf.json()) as { token: string };
  const csrfCookie = (csrf.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const headers = {
    'content-type': 'application/json',
    'x-csrf-token': token,
    'x-requested-with': 'XMLHttpRequest',
    origin: base,
  };
  const login = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { ...headers, cookie: csrfCookie },
    body: JSON.stringify(ADMIN),
  });
  await login.arrayBuffer();
  const session = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('sf_admin='));
  if (!login.ok || !session) throw new Error(`Back-office login answered ${login.status}`);
  return { ...headers, cookie: `${csrfCookie}; ${session}` };
}

interface EditFigures {
  answerMs: number;
  cpuMs: number;
  shopperWaitMs: number;
  /** The shopper's requests not answered 200 (shed while the process was busy, or timed out). */
  shed: number;
  visibleMs: number;
}

/** A product of the category without a sale (its price is what the listings filter by). */
async function productToEdit(base: string, s: Scope, admin: Record<string, string>) {
  const listing = (await (
    await fetch(`${base}/api/client/pl/catalog/${s.categoryId}/pagination/yet?page=2`)
  ).json()) as { products: Array<{ id: number; price_sale: number | null }> };
  for (const card of listing.products.filter((p) => p.price_sale === null)) {
    const product = (await (
      await fetch(`${base}/api/admin/products/${card.id}`, { headers: admin })
    ).json()) as { id: number; price: number; sale_price: number | null };
    if (product.sale_price === null) return product;
  }
  throw new Error('No product without a sale on page 2 of the category');
}

/** One edit: a new price, then polling the category's count at that price until it shows. */
async function edit(
  server: ProdServer,
  s: Scope,
  admin: Record<string, string>,
  id: number,
  price: number,
): Promise<EditFigures> {
  const base = server.base;
  const shopper: number[] = [];
  const shed = { count: 0 }; // answers other than 200: shed (503) or timed out
  let editing = true;
  const shopperLoop = (async () => {
    while (editing) {
      shopper.push(await timedGet(base + s.categoryUrl, shed));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const cpuBefore = cpuSeconds(server.pid);
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/products/${id}`, {
    method: 'PATCH',
    headers: admin,
    body: JSON.stringify({ price }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`PATCH answered ${response.status}`);
  const answerMs = performance.now() - started;
  const pln = Math.floor(price);
  const countUrl = `${base}/api/client/pl/catalog/${s.categoryId}/count?price=${pln}-${pln}`;
  let visibleMs = NaN;
  while (performance.now() - started < 30_000) {
    const { count } = (await (await fetch(countUrl)).json()) as { count: number };
    if (count > 0) {
      visibleMs = performance.now() - started;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  editing = false;
  await shopperLoop;
  // CPU until the listings show the change, and a moment for work left after it (caches).
  await new Promise((resolve) => setTimeout(resolve, 500));
  const cpuMs = (cpuSeconds(server.pid) - cpuBefore) * 1000;
  return { answerMs, cpuMs, shopperWaitMs: Math.max(...shopper), shed: shed.count, visibleMs };
}

async function edits(server: ProdServer, s: Scope): Promise<EditFigures[]> {
  const admin = await adminHeaders(server.base);
  const product = await productToEdit(server.base, s, admin);
  const figures: EditFigures[] = [];
  try {
    // Prices no product of the seed has (it prices in whole PLN below 10,000).
    for (const price of [54_321.5, 54_322.5, 54_323.5])
      figures.push(await edit(server, s, admin, product.id, price));
  } finally {
    const back = await fetch(`${server.base}/api/admin/products/${product.id}`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ price: product.price }),
    });
    await back.arrayBuffer();
  }
  return figures;
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
      `ready in ${fixed(run.seconds, 1)} s, RSS ${fixed(run.rss)} MB`,
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
