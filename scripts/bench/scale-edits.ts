/**
 * The scale bench's product edits (bench/scale.ts): a back-office PATCH of one product's price,
 * timed from the outside (the answer, the server's CPU, a shopper's wait, the listings showing
 * it). The product's price is put back afterwards.
 */
import type { ProdServer } from '../lib/prod-server';
import type { Scope } from './ratio';

export const HTML = { 'accept-encoding': 'br, gzip', accept: 'text/html' };
export const ADMIN = { email: 'bench-owner@example.com', password: 'bench owner password 42' };

/** A GET's time in ms; a non-200 answer is counted in `failed` (or throws without it). */
export async function timedGet(url: string, failed?: { count: number }): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: HTML });
  await response.arrayBuffer();
  if (response.status !== 200) {
    if (!failed) throw new Error(`${url} answered ${response.status}`);
    failed.count++;
  }
  return performance.now() - started;
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

export interface EditFigures {
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
  // Every process of the shop: with several, the primary alone does no work (decision 064).
  const cpuBefore = server.cpuSeconds();
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
  const cpuMs = (server.cpuSeconds() - cpuBefore) * 1000;
  return { answerMs, cpuMs, shopperWaitMs: Math.max(...shopper), shed: shed.count, visibleMs };
}

export async function edits(server: ProdServer, s: Scope): Promise<EditFigures[]> {
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
