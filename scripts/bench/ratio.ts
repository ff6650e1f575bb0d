/**
 * `npm run bench -- --mode ratio`: the shop's speed as ratios against baselines measured in the
 * same run on the same machine, so a noisy shared machine cannot make a figure look better or
 * worse than it is (the goals in docs/performance.md):
 * - a cached category page vs the same bytes served by plain `node:http`,
 * - uncached category pages (a different `?page=` per request) vs that static baseline,
 * - the JSON listing call (rotating pages) vs a bare Fastify route answering the same JSON,
 * - an uncached search page over 30 rotating terms on one connection (p50, p95),
 * - the category page's HTML weight (and how much of it is `class` attributes), the JavaScript a
 *   first visit loads (bytes sent with Brotli, gzip -9 bytes, files), and the server's RSS after the load.
 * Each shop load follows one warm-up pass over its addresses (see warm()).
 * The database is whatever the server gets: DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL).
 */
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { percentile, startProdServer, type ProdServer } from '../lib/prod-server.js';
import { pageWeight } from './page-weight.js';

const CONNECTIONS = 10;
const ENCODING = { 'accept-encoding': 'br, gzip' };

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One GET without decompression: the bytes on the wire and the headers worth replaying. */
function rawGet(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const kept: Record<string, string> = {};
        for (const name of ['content-type', 'content-encoding', 'vary', 'cache-control', 'etag']) {
          const value = res.headers[name];
          if (typeof value === 'string') kept[name] = value;
        }
        resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

interface Load {
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

async function load(
  base: string,
  paths: string[],
  seconds: number,
  connections: number,
  accept: string,
): Promise<Load> {
  const times: number[] = [];
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: { ...ENCODING, accept },
    requests: paths.map((p) => ({ path: p })),
  });
  instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.total / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * One pass over `paths`, in order on one connection (autocannon starts every connection at the
 * first path), before a measured load: a figure is then the steady state a shop serves all day
 * (its card cache holds the pages' products), not its first seconds after a start.
 */
async function warm(
  base: string,
  paths: string[],
  accept: string,
): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  const instance = autocannon({
    url: base,
    connections: 1,
    amount: paths.length,
    headers: { ...ENCODING, accept },
    requests: paths.map((p) => ({ path: p })),
  });
  instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => times.push(ms));
  await instance;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function startBaselines(page: Raw, json: Raw) {
  const child = spawn(process.execPath, [path.resolve('scripts/bench/baseline-server.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(
    JSON.stringify({
      page: { body: page.body.toString('base64'), headers: page.headers },
      json: { body: json.body.toString('base64'), headers: json.headers },
    }),
  );
  const ports = await new Promise<{ staticPort: number; fastifyPort: number }>((resolve) => {
    child.stdout.once('data', (line: Buffer) => resolve(JSON.parse(line.toString())));
  });
  return {
    static: `http://127.0.0.1:${ports.staticPort}`,
    fastify: `http://127.0.0.1:${ports.fastifyPort}`,
    stop: () => void child.kill('SIGTERM'),
  };
}

interface Scope {
  categoryUrl: string;
  categoryId: number;
  lastPage: number;
  terms: string[];
}

/** The biggest top category, its page count, and 30 search words taken from product titles. */
async function scope(base: string): Promise<Scope> {
  const tree = (await (await fetch(`${base}/api/client/pl/category/tree`)).json()) as {
    data: { categories: Array<{ id: number; url: string }> };
  };
  let best = { id: 0, url: '', count: -1 };
  for (const c of tree.data.categories) {
    const { count } = (await (
      await fetch(`${base}/api/client/pl/catalog/${c.id}/count`)
    ).json()) as { count: number };
    if (count > best.count) best = { ...c, count };
  }
  if (best.count <= 0) throw new Error('The shop has no products: seed it first.');
  const words = new Set<string>();
  let lastPage = 1;
  for (let page = 1; page <= 5 && words.size < 30; page += 1) {
    const listing = (await (
      await fetch(`${base}/api/client/pl/catalog/${best.id}/pagination/yet?page=${page}`)
    ).json()) as { products: Array<{ title: string }>; pagination: { lastPage: number } };
    lastPage = listing.pagination.lastPage;
    for (const p of listing.products)
      for (const w of p.title.toLowerCase().split(/[^\p{L}]+/u))
        if (w.length >= 4 && words.size < 30) words.add(w);
  }
  return { categoryUrl: best.url, categoryId: best.id, lastPage, terms: [...words] };
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const fixed = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');

export async function ratio(seconds: number, dataNote: string): Promise<void> {
  const rows: string[][] = [];
  const row = (figure: string, shop: string, baseline: string, ratioText: string, goal: string) =>
    rows.push([figure, shop, baseline, ratioText, goal]);
  let rss = 0;
  const track = (server: ProdServer) => (rss = Math.max(rss, server.rssMb()));

  // 1. Cached pages, the JSON call and the page weight, on a server with the page cache on.
  // One server at a time: PGlite's data directory belongs to one process.
  const cached = await startProdServer(
    { PAGE_CACHE_TTL_SECONDS: '600', SEED_DEMO: 'false' },
    '/tmp/bench-ratio-cached.log',
  );
  let s: Scope;
  let pages: number[];
  let baselines: Awaited<ReturnType<typeof startBaselines>>;
  let plain: Load;
  try {
    s = await scope(cached.base);
    pages = Array.from({ length: Math.min(s.lastPage, 200) }, (_, i) => i + 1);
    const jsonPaths = pages.map(
      (p) => `/api/client/pl/catalog/${s.categoryId}/pagination/yet?page=${p}`,
    );
    const page = await rawGet(cached.base + s.categoryUrl, { ...ENCODING, accept: 'text/html' });
    const json = await rawGet(cached.base + jsonPaths[1 % jsonPaths.length]!, {
      ...ENCODING,
      accept: 'application/json',
    });
    if (page.status !== 200 || json.status !== 200) throw new Error('capture failed');
    baselines = await startBaselines(page, json);
    const shopCached = await load(cached.base, [s.categoryUrl], seconds, CONNECTIONS, 'text/html');
    track(cached);
    plain = await load(baselines.static, ['/'], seconds, CONNECTIONS, 'text/html');
    row(
      'cached category page vs node:http, same bytes',
      `${fixed(shopCached.rps)} req/s`,
      `${fixed(plain.rps)} req/s`,
      `${fixed(shopCached.rps / plain.rps, 3)}x`,
      '>= 0.7x',
    );
    await warm(cached.base, jsonPaths, 'application/json');
    const shopJson = await load(cached.base, jsonPaths, seconds, CONNECTIONS, 'application/json');
    track(cached);
    const bare = await load(baselines.fastify, ['/'], seconds, CONNECTIONS, 'application/json');
    row(
      'JSON pagination/yet, rotating pages vs bare Fastify, same JSON',
      `${fixed(shopJson.rps)} req/s`,
      `${fixed(bare.rps)} req/s`,
      `${fixed(shopJson.rps / bare.rps, 3)}x`,
      '>= 0.1x',
    );
    // The same count as `scripts/bench/page-weight.ts`: what the HTML names plus the page's
    // message catalogue, which the shell imports at start.
    const w = await pageWeight(cached.base, 'category', s.categoryUrl);
    row(
      'category page HTML (of which class attributes)',
      `${kb(w.htmlBytes)} (${kb(w.classBytes)})`,
      '-',
      '-',
      '<= 80 KB',
    );
    row(
      'JavaScript on a first visit (bytes sent, gzip -9, files)',
      `${kb(w.jsSent)} sent (br), ${kb(w.jsGzip)} gzip -9, in ${w.jsFiles} files`,
      '-',
      '-',
      '<= 125 KB in <= 12 files',
    );
  } finally {
    await cached.stop();
  }

  // 2. Uncached pages, on a server with the page cache off.
  const uncached = await startProdServer(
    { PAGE_CACHE_TTL_SECONDS: '0', SEED_DEMO: 'false' },
    '/tmp/bench-ratio-uncached.log',
  );
  try {
    const pagePaths = pages.map((p) => (p === 1 ? s.categoryUrl : `${s.categoryUrl}?page=${p}`));
    await warm(uncached.base, pagePaths, 'text/html');
    const shopPages = await load(uncached.base, pagePaths, seconds, CONNECTIONS, 'text/html');
    track(uncached);
    row(
      'uncached category page (rotating ?page=) vs node:http',
      `${fixed(shopPages.rps)} req/s, p50 ${fixed(shopPages.p50)} ms`,
      `${fixed(plain.rps)} req/s`,
      `${fixed(shopPages.rps / plain.rps, 4)}x`,
      '>= 0.04x PGlite, >= 0.06x PostgreSQL',
    );
    const searchPaths = s.terms.map((t) => `/pl/search?search=${encodeURIComponent(t)}`);
    const firstSearch = await warm(uncached.base, searchPaths, 'text/html');
    row(
      `search page, each of the ${s.terms.length} terms for the first time, 1 connection`,
      `p50 ${fixed(firstSearch.p50)} ms, p95 ${fixed(firstSearch.p95)} ms`,
      '-',
      '-',
      '-',
    );
    const search = await load(uncached.base, searchPaths, seconds, 1, 'text/html');
    track(uncached);
    row(
      `uncached search page, ${s.terms.length} rotating terms, 1 connection`,
      `p50 ${fixed(search.p50)} ms, p95 ${fixed(search.p95)} ms`,
      '-',
      '-',
      'p95 <= 30 ms',
    );
  } finally {
    await uncached.stop();
    baselines.stop();
  }
  row('server RSS after the load (max of both servers)', `${fixed(rss)} MB`, '-', '-', '<= 400 MB');

  const head = ['figure', 'shop', 'baseline (same run)', 'ratio', 'goal'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\nRatios on ${dataNote}; ${CONNECTIONS} connections, ${seconds} s each`);
  console.log(`${fmt(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows) console.log(fmt(r));
}
