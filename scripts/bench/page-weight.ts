/**
 * `npx tsx scripts/bench/page-weight.ts [--json out.json]`: how heavy the shop's pages are on a
 * first visit — HTML bytes, the share of it that is `class` attributes, inline `<svg>` bytes,
 * the hydration data, and the JavaScript the browser loads (files, gzip bytes).
 * Runs the production build against whatever database the server gets (DATA_DIR or
 * DATABASE_URL); a seeded catalogue of a few thousand products is enough for weights, which do
 * not grow with the catalogue (a page shows a fixed number of products).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import { startProdServer } from '../lib/prod-server';

export interface PageWeight {
  page: string;
  path: string;
  htmlBytes: number;
  classBytes: number;
  svgBytes: number;
  hydrationBytes: number;
  jsFiles: number;
  jsGzip: number;
  /** What the server sends for those files to a browser that accepts Brotli. */
  jsSent: number;
}

/** The bytes on the wire for `url` asked with `Accept-Encoding: br, gzip` (not decoded). */
function sentBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let n = 0;
      response.on('data', (chunk: Buffer) => (n += chunk.length));
      response.on('end', () => resolve(n));
      response.on('error', reject);
    }).on('error', reject);
  });
}

const sum = (parts: string[]) => parts.reduce((n, s) => n + Buffer.byteLength(s), 0);

/**
 * The JS a first visit loads: module preloads (those the page adds after `load`, see
 * src/server/plugins/page-priority.ts, or links), the entry's `import()` and module scripts.
 */
function scriptsOf(html: string): string[] {
  const afterLoad = /for\(const href of (\[[^\]]*\])\)/.exec(html);
  const preloadedLater = afterLoad ? (JSON.parse(afterLoad[1]!) as string[]) : [];
  const named = [
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
    ...html.matchAll(/import\("([^"]+\.js)"\)/g),
    ...html.matchAll(/<script[^>]* src="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  return [...new Set([...preloadedLater, ...named])];
}

export async function pageWeight(base: string, page: string, pagePath: string) {
  const response = await fetch(base + pagePath);
  const html = await response.text();
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  const scripts = scriptsOf(html);
  const lang = /<html lang="(\w+)"/.exec(html)?.[1] ?? 'pl';
  let jsGzip = 0;
  let jsSent = 0;
  for (let i = 0; i < scripts.length; i += 1) {
    const body = Buffer.from(await (await fetch(base + scripts[i])).arrayBuffer());
    jsGzip += gzipSync(body, { level: 9 }).length;
    jsSent += await sentBytes(base + scripts[i]);
    // The core part of the page's messages is imported at start-up (lib/i18n/translate.ts), not
    // named in the HTML: count it as the browser loads it. `./pl-…` names only that part: the
    // later one (`./later-pl-…`) loads with later pages and dialogs, which a first visit never shows.
    const messages = new RegExp(`\\./${lang}-[\\w-]+\\.js`).exec(body.toString())?.[0];
    const url = messages && new URL(messages, base + scripts[i]).pathname;
    if (url && !scripts.includes(url)) scripts.push(url);
  }
  return {
    page,
    path: pagePath,
    htmlBytes: Buffer.byteLength(html),
    classBytes: sum([...html.matchAll(/ class="[^"]*"/g)].map((m) => m[0])),
    svgBytes: sum([...html.matchAll(/<svg[\s\S]*?<\/svg>/g)].map((m) => m[0])),
    // React Router's streamed loader data: the inline scripts that enqueue into its stream.
    hydrationBytes: sum(
      [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
        .map((m) => m[1]!)
        .filter((s) => s.includes('__reactRouterContext')),
    ),
    jsFiles: scripts.length,
    jsGzip,
    jsSent,
  } satisfies PageWeight;
}

/** A page of each kind worth weighing, found through the public API and the home page. */
async function pagesOf(base: string): Promise<Array<[string, string]>> {
  const tree = (await (await fetch(`${base}/api/client/pl/category/tree`)).json()) as {
    data: { categories: Array<{ id: number; url: string }> };
  };
  let best = { url: '', count: -1, id: 0 };
  for (const c of tree.data.categories) {
    const { count } = (await (
      await fetch(`${base}/api/client/pl/catalog/${c.id}/count`)
    ).json()) as { count: number };
    if (count > best.count) best = { ...c, count };
  }
  const listing = (await (
    await fetch(`${base}/api/client/pl/catalog/${best.id}/pagination/yet?page=1`)
  ).json()) as { products: Array<{ url: string; title: string }> };
  const product = listing.products[0]!;
  const blog = await (await fetch(`${base}/pl/blog`)).text();
  const post = /href="(\/pl\/blog\/[^"/]+\/[^"/?]+)"/.exec(blog)?.[1];
  const word = product.title.split(/\s+/)[0]!.toLowerCase();
  const pages: Array<[string, string]> = [
    ['home', '/pl'],
    ['category', best.url],
    ['product', product.url],
    ['search', `/pl/search?search=${encodeURIComponent(word)}`],
    ['cart', '/pl/cart'],
    ['home ru', '/ru'],
  ];
  if (post) pages.push(['post', post]);
  return pages;
}

async function main() {
  const { values } = parseArgs({ options: { json: { type: 'string' } } });
  const server = await startProdServer(
    { PAGE_CACHE_TTL_SECONDS: '0', SEED_DEMO: 'false' },
    '/tmp/bench-page-weight.log',
  );
  try {
    const rows: PageWeight[] = [];
    for (const [page, pagePath] of await pagesOf(server.base))
      rows.push(await pageWeight(server.base, page, pagePath));
    const kb = (n: number) => (n / 1024).toFixed(1);
    console.log(
      'page       HTML KB  class KB  svg KB  data KB  JS files  JS gzip KB  JS sent KB (br)',
    );
    for (const r of rows)
      console.log(
        [
          r.page.padEnd(9),
          kb(r.htmlBytes).padStart(8),
          kb(r.classBytes).padStart(9),
          kb(r.svgBytes).padStart(7),
          kb(r.hydrationBytes).padStart(8),
          String(r.jsFiles).padStart(9),
          kb(r.jsGzip).padStart(11),
          kb(r.jsSent).padStart(16),
        ].join(' '),
      );
    if (values.json) writeFileSync(values.json, JSON.stringify(rows, null, 2));
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
