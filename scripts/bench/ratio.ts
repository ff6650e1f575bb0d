/**
 * `npm run bench -- --mode ratio`: the shop's speed as ratios against baselines measured in the
 * same run on the same machine, so a noisy shared machine cannot make a figure look better or
 * worse than it is (the goals in docs/performance.md; method in docs/decisions/030-performance-under-load.md):
 * - a cached category page vs the same bytes and headers served by plain `node:http`,
 * - misses: distinct category pages (`?page=`, then other sorts) with the page cache ON, each
 *   address asked once, as a shopper's first visit to a page costs: p50 at 1 connection, the
 *   rate at 10,
 * - the JSON listing call (rotating pages) vs a bare Fastify route answering the same JSON,
 * - a search page for the first time (a miss), the category page's weight, the JavaScript of a
 *   first visit, and the server's RSS after the load.
 * Load comes from `wrk` (bench/wrk.ts), 1 thread, 10 connections; the baselines run in a process
 * of their own. The static baseline must outrun the shop's cached page, or the generator was
 * the limit and the ratio says nothing: the table says which.
 * Each database in `databases` gets its own server and column.
 */
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { percentile, startProdServer, type ProdServer } from '../lib/prod-server';
import { pageWeight } from './page-weight';
import { coresFigure } from './cores';
import { wrk, type WrkResult } from './wrk';

const CONNECTIONS = 10;
const ENCODING = { 'accept-encoding': 'br, gzip' };
const HTML = { ...ENCODING, accept: 'text/html' };
const JSON_ACCEPT = { ...ENCODING, accept: 'application/json' };

export interface BenchDatabase {
  name: string;
  /** What the server gets on top of the environment (DATA_DIR, DATABASE_URL). */
  env: Record<string, string>;
}

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

/** One pass over `paths` on one connection: the listing's card cache holds their products. */
async function warm(base: string, paths: string[], headers: Record<string, string>) {
  const times: number[] = [];
  for (const p of paths) {
    const started = performance.now();
    await (await fetch(base + p, { headers })).arrayBuffer();
    times.push(performance.now() - started);
  }
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

export interface Scope {
  categoryUrl: string;
  categoryId: number;
  lastPage: number;
  terms: string[];
}

/** The biggest top category, its page count, and 30 search words taken from product titles. */
export async function scope(base: string): Promise<Scope> {
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
/** Answers of 400 and above (a 503 from shedding) or socket errors: the figure is not clean. */
const errors = (r: { errors: number; requests: number }) =>
  r.errors > 0 ? `, ${r.errors} of ${r.requests} failed` : '';

/**
 * Distinct addresses of the category's listing, never the first page (the cached figure's): its
 * pages in the default order, then (only if a run needs more) in the other orders, so a run at a
 * few hundred misses a second never asks one twice. Other orders can cost more than the default.
 */
export function missAddresses(s: Scope): string[] {
  const sorts = ['', 'newest', 'price-asc', 'price-desc', 'name', 'rating'];
  const all: string[] = [];
  for (const sort of sorts)
    for (let page = 2; page <= s.lastPage; page += 1)
      all.push(`${s.categoryUrl}?${sort ? `sort=${sort}&` : ''}page=${page}`);
  return all;
}

interface Row {
  figure: string;
  goal: string;
  cells: string[];
}

/** One database: its own server with the page cache on, the baselines beside it. */
async function measure(db: BenchDatabase, seconds: number) {
  const out = new Map<string, string>();
  // One process, as before decision 064; the `cores` row compares it with every core.
  const server = await startProdServer(
    { PAGE_CACHE_TTL_SECONDS: '600', SEED_DEMO: 'false', ...db.env, SHOP_PROCESSES: '1' },
    `/tmp/bench-ratio-${db.name.toLowerCase()}.log`,
  );
  let baselines: Awaited<ReturnType<typeof startBaselines>> | undefined;
  let rss = 0;
  const track = (p: ProdServer) => (rss = Math.max(rss, p.rssMb()));
  let found: Scope | undefined;
  try {
    const s = await scope(server.base);
    found = s;
    const jsonPaths = Array.from(
      { length: Math.min(s.lastPage, 200) },
      (_, i) => `/api/client/pl/catalog/${s.categoryId}/pagination/yet?page=${i + 1}`,
    );
    const page = await rawGet(server.base + s.categoryUrl, HTML);
    const json = await rawGet(server.base + jsonPaths[1 % jsonPaths.length]!, JSON_ACCEPT);
    if (page.status !== 200 || json.status !== 200) throw new Error('capture failed');
    baselines = await startBaselines(page, json);
    const load = (
      base: string,
      paths: string[],
      headers: Record<string, string>,
      c = CONNECTIONS,
    ) => wrk(base, { seconds, connections: c, headers, paths });

    // Cached page (stored by the capture above) against the same bytes from node:http.
    await load(server.base, [s.categoryUrl], HTML); // warm-up: JIT, connections
    const cached = await load(server.base, [s.categoryUrl], HTML);
    track(server);
    const plain = await load(baselines.static, ['/'], HTML);
    const limit =
      plain.rps > cached.rps * 1.2
        ? `static ${fixed(plain.rps)} > cached ${fixed(cached.rps)} req/s: not the limit`
        : `static ${fixed(plain.rps)} ~ cached ${fixed(cached.rps)} req/s: wrk may be the limit`;
    out.set('generator', limit);
    out.set(
      'cached',
      `${fixed(cached.rps)} vs ${fixed(plain.rps)} req/s = ${fixed(cached.rps / plain.rps, 2)}x${errors(cached)}`,
    );

    // Misses with the page cache on: each address once (wrk goes through the list in order).
    const misses = missAddresses(s);
    await warm(server.base, misses.slice(0, 10), HTML); // JIT warm-up on ten other pages
    // At 1 connection the default order's pages (up to 600: a PostgreSQL run at ~100 misses/s
    // used up a quarter of them within 3 s and measured hits); the other orders for 10.
    const single = misses.slice(10, 10 + Math.min(600, s.lastPage - 11));
    const many = misses.slice(10 + single.length);
    const one = await load(server.base, single, HTML, 1);
    const ten = await load(server.base, many, HTML);
    track(server);
    const reused = one.requests > single.length || ten.requests > many.length;
    out.set(
      'miss1',
      `p50 ${fixed(one.p50, 1)} ms, p95 ${fixed(one.p95, 1)} ms${reused ? ' (addresses ran out: some hits)' : ''}`,
    );
    out.set('miss10', `${fixed(ten.rps)} req/s, p50 ${fixed(ten.p50)} ms${errors(ten)}`);

    // The JSON listing against a bare Fastify route with the same JSON.
    await warm(server.base, jsonPaths, JSON_ACCEPT);
    const shopJson = await load(server.base, jsonPaths, JSON_ACCEPT);
    track(server);
    const bare = await load(baselines.fastify, ['/'], JSON_ACCEPT);
    out.set(
      'json',
      `${fixed(shopJson.rps)} vs ${fixed(bare.rps)} req/s = ${fixed(shopJson.rps / bare.rps, 2)}x${errors(shopJson)}`,
    );

    const searches = s.terms.map((t) => `/pl/search?search=${encodeURIComponent(t)}`);
    const search = await warm(server.base, searches, HTML);
    out.set('search', `p50 ${fixed(search.p50)} ms, p95 ${fixed(search.p95)} ms`);

    const w = await pageWeight(server.base, 'category', s.categoryUrl);
    out.set('html', `${kb(w.htmlBytes)} (${kb(w.classBytes)})`);
    out.set('js', `${kb(w.jsSent)} br, ${kb(w.jsGzip)} gzip -9, ${w.jsFiles} files`);
    out.set('rss', `${fixed(rss)} MB`);
  } finally {
    baselines?.stop();
    await server.stop();
  }
  if (db.env.DATABASE_URL && found) {
    const c = await coresFigure(db.env, found, seconds);
    const rates = (rs: WrkResult[]) => rs.map((r) => fixed(r.rps)).join(' / ');
    const failed = [...c.core, ...c.one, ...c.every].reduce((t, r) => t + r.errors, 0);
    out.set(
      'cores',
      `${fixed(c.ratio, 2)}x: ${rates(c.every)} on ${c.processes} processes vs ${rates(c.core)} on one core ` +
        `(${fixed(c.ratioOne, 2)}x vs ${rates(c.one)} on one process)${failed ? `, ${failed} failed` : ''}`,
    );
    out.set('coresRss', `${fixed(c.rssEveryMb)} vs ${fixed(c.rssOneMb)} MB`);
  } else {
    out.set('cores', 'one process (the embedded database)');
  }
  return out;
}

const ROWS: Array<[key: string, figure: string, goal: string]> = [
  ['generator', 'load generator (wrk, 1 thread, 10 connections)', 'static > cached'],
  ['cached', 'cached category page vs node:http, same bytes', '>= 0.5x'],
  ['miss1', 'miss (page cache on, distinct pages), 1 connection', 'p50 <= 15 ms PGlite'],
  ['miss10', 'misses, 10 connections', '>= 100/s PGlite'],
  ['json', 'JSON pagination/yet vs bare Fastify, same JSON', '>= 0.4x'],
  ['search', 'search page, 30 words each for the first time', '-'],
  ['html', 'category page HTML (of which class attributes)', '<= 80 KB'],
  ['js', 'JavaScript on a first visit (sent, gzip -9, files)', '<= 125 KB, <= 12 files'],
  ['rss', 'server RSS after the load', '<= 400 MB'],
  ['cores', 'misses/s, 10 connections: every core vs one core, same run', '>= 1.6x'],
  ['coresRss', 'RSS after those misses: every core vs one process', '-'],
];

export async function ratio(seconds: number, databases: BenchDatabase[]): Promise<void> {
  const results: Array<Map<string, string>> = [];
  for (const db of databases) results.push(await measure(db, seconds));
  const rows: Row[] = ROWS.map(([key, figure, goal]) => ({
    figure,
    goal,
    cells: results.map((r) => r.get(key) ?? '-'),
  }));
  const head = ['figure', ...databases.map((d) => d.name), 'goal'];
  const lines = rows.map((r) => [r.figure, ...r.cells, r.goal]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(
    `\nRatios, ${new Date().toISOString().slice(0, 10)}, ${seconds} s per figure, ` +
      `load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)} at the end`,
  );
  console.log(`${fmt(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(fmt(l));
}
