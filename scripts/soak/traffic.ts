/**
 * The soak's shoppers: each one browses, searches, keeps a cart, logs in and orders through the
 * real HTTP API and pages, as the browser does (CSRF cookie + token, X-Requested-With).
 * Every response is recorded; a status a scenario does not expect is an error.
 */

export interface Sample {
  at: number;
  ms: number;
  kind: string;
  /** '' when the answer was expected; else what went wrong (status or network error). */
  error: string;
  /** The address, on errors. */
  url?: string;
}

export interface Catalogue {
  pages: string[];
  /** Top categories: long enough to have a second page. */
  listings: string[];
  productIds: number[];
  searchWords: string[];
}

interface Account {
  email: string;
  password: string;
  lastLogin: number;
}

const PASSWORD = 'soak horse battery 42';
const LOGIN_GAP_MS = 120_000; // per account: stays under the login limit (10 per 15 minutes)
const REQUEST_TIMEOUT_MS = 10_000;

let counter = 0;
/** A client address per call (X-Forwarded-For; the soak server trusts it): per-address limits
 * then count one shopper's call, as they would for real visitors. Loopback addresses only. */
const nextIp = () => {
  counter += 1;
  return `127.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255 || 1}`;
};
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

export class Shopper {
  private csrf: Record<string, string> = {};
  private token = '';
  private hasCart = false;

  constructor(
    private readonly base: string,
    private readonly catalogue: Catalogue,
    private readonly accounts: Account[],
    private readonly record: (sample: Sample) => void,
  ) {}

  /** One request; the body is read in full (unread bodies hold connections open). */
  private async call(
    kind: string,
    method: string,
    url: string,
    options: { body?: unknown; expect?: number[]; auth?: boolean; json?: boolean } = {},
  ): Promise<{ status: number; body: unknown; headers: Headers } | null> {
    const started = performance.now();
    const expect = options.expect ?? [200];
    const headers: Record<string, string> = {
      'accept-encoding': 'br, gzip',
      'x-forwarded-for': nextIp(),
      accept: options.json === false ? 'text/html' : 'application/json',
      ...(method === 'GET' ? {} : this.csrf),
      ...(options.auth ? { authorization: `Bearer ${this.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    try {
      const response = await fetch(this.base + url, {
        method,
        headers,
        body: options.body === undefined ? null : JSON.stringify(options.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      const ms = performance.now() - started;
      const ok = expect.includes(response.status);
      this.record(
        ok
          ? { at: Date.now(), ms, kind, error: '' }
          : { at: Date.now(), ms, kind, error: `${kind} ${response.status}`, url },
      );
      if (!ok) return null;
      const body =
        text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
      return { status: response.status, body, headers: response.headers };
    } catch (error) {
      const name = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
      this.record({
        at: Date.now(),
        ms: performance.now() - started,
        kind,
        error: `${kind} ${name}`,
        url,
      });
      return null;
    }
  }

  /** The CSRF cookie and token, as a page's first API call gets them. */
  async start(): Promise<void> {
    const response = await fetch(`${this.base}/api/client/csrf-token`, {
      headers: { 'x-forwarded-for': nextIp() },
    });
    const { token } = (await response.json()) as { token: string };
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sf_csrf='));
    this.csrf = {
      cookie: cookie?.split(';', 1)[0] ?? '',
      'x-csrf-token': token,
      'x-requested-with': 'XMLHttpRequest',
    };
  }

  /** One scenario, chosen by weight. */
  async step(): Promise<void> {
    const roll = Math.random() * 100;
    if (roll < 40) return this.browse();
    if (roll < 60) return this.search();
    if (roll < 78) return this.cart();
    if (roll < 86) return this.login();
    if (roll < 89) return this.register();
    return this.order();
  }

  private async browse() {
    await this.call('page', 'GET', pick(this.catalogue.pages), { json: false });
    // Unfiltered top categories have a second page; a filtered one may not (404).
    const listing = pick(this.catalogue.listings);
    const second = !listing.includes('=') && Math.random() < 0.5;
    await this.call('page', 'GET', second ? `${listing}?page=2` : listing, { json: false });
    const id = pick(this.catalogue.productIds);
    await this.call('api', 'GET', `/api/client/pl/catalog/1/pagination/yet?page=${1 + (id % 3)}`);
  }

  private async search() {
    const word = pick(this.catalogue.searchWords);
    await this.call('search', 'GET', `/pl/search?search=${encodeURIComponent(word)}`, {
      json: false,
    });
    await this.call(
      'search',
      'GET',
      `/api/client/pl/search/result/pagination/yet?search=${encodeURIComponent(word)}&page=2`,
    );
  }

  private async ensureLoggedIn() {
    if (!this.token) await this.login();
    if (!this.token) await this.register();
  }

  private async cart() {
    await this.ensureLoggedIn();
    if (!this.token) return;
    const id = pick(this.catalogue.productIds);
    const body = { cart: [{ id, count: 1 + (id % 2) }] };
    const added = await this.call('cart', 'PUT', '/api/client/cart/add', { body, auth: true });
    if (added) this.hasCart = true;
    await this.call('cart', 'GET', '/api/client/cart', { auth: true });
    if (Math.random() < 0.3) {
      await this.call('cart', 'DELETE', '/api/client/cart', { auth: true, expect: [204] });
      this.hasCart = false;
    }
  }

  private async order() {
    await this.ensureLoggedIn();
    if (!this.token) return;
    if (!this.hasCart) {
      const id = pick(this.catalogue.productIds);
      const body = { cart: [{ id, count: 1 }] };
      if (!(await this.call('cart', 'PUT', '/api/client/cart/add', { body, auth: true }))) return;
    }
    // 409: a line sold out or unpublished meanwhile; the shop's answer, not a failure.
    const placed = await this.call('order', 'POST', '/api/client/cart/order', {
      auth: true,
      expect: [201, 409],
      body: {
        name: 'Soak Shopper',
        phone: `+4860${String(counter % 10_000_000).padStart(7, '0')}`,
        email: 'soak@example.com',
        address: 'ul. Testowa 1, 00-001 Warszawa',
      },
    });
    if (placed) this.hasCart = false;
  }

  private async login() {
    const now = Date.now();
    const account = this.accounts.find((a) => now - a.lastLogin > LOGIN_GAP_MS);
    // Every account logged in lately (per-account limit): a new shopper signs up instead, while
    // one who is logged in looks at their account.
    if (!account) {
      if (!this.token) return this.register();
      await this.call('login', 'GET', '/api/client/auth/me', { auth: true });
      return;
    }
    account.lastLogin = now;
    const answer = await this.call('login', 'POST', '/api/client/pl/auth/login', {
      body: { email: account.email, password: account.password },
    });
    const token = (answer?.body as { access_token?: string } | undefined)?.access_token;
    if (token) this.token = token;
  }

  private async register() {
    const email = `soak-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
    const answer = await this.call('register', 'POST', '/api/client/pl/user/register', {
      expect: [201],
      body: { name: 'Soak', surname: 'Shopper', email, password: PASSWORD },
    });
    const token = (answer?.body as { access_token?: string } | undefined)?.access_token;
    if (!token) return;
    this.token = token;
    this.hasCart = false;
    this.accounts.push({ email, password: PASSWORD, lastLogin: Date.now() });
  }
}

/** Pages, product ids and search words of the shop under test, read from its API. */
export async function readCatalogue(base: string): Promise<Catalogue> {
  const tree = (await (await fetch(`${base}/api/client/pl/category/tree`)).json()) as {
    data: { categories: Array<{ id: number; url: string; children: Array<{ url: string }> }> };
  };
  const pages = ['/pl', '/pl/sales'];
  const listings: string[] = [];
  for (const top of tree.data.categories) {
    listings.push(top.url, `${top.url}/color=black-or-white`);
    for (const child of top.children) pages.push(child.url);
  }
  const productIds: number[] = [];
  for (const top of tree.data.categories.slice(0, 3)) {
    for (let page = 1; page <= 3; page += 1) {
      const listing = (await (
        await fetch(`${base}/api/client/pl/catalog/${top.id}/pagination/yet?page=${page}`)
      ).json()) as { products: Array<{ id: number; url: string; available: boolean }> };
      for (const p of listing.products) {
        if (!p.available) continue;
        productIds.push(p.id);
        if (productIds.length % 4 === 0) pages.push(p.url);
      }
    }
  }
  if (productIds.length === 0) throw new Error('The shop has no products to put in carts.');
  return {
    pages,
    listings,
    productIds,
    searchWords: ['lampa', 'lanpa', 'sofa', 'stół', 'krzesło', 'dąb', 'sofa kalmar', 'regał'],
  };
}
