import { brotliDecompressSync } from 'node:zlib';
import type { Config } from '#server/config';
import type { ReceivedChange } from '#server/services/catalog-changes/index';

/**
 * The in-process store of rendered anonymous pages (see plugins/page-cache/page-server.ts for the
 * HTTP side, docs/decisions/007-page-cache.md and 022-pages-a-cdn-can-keep.md for the why). An LRU
 * bounded by entries and by bytes. An entry is fresh for `ttlMs`, then stale for `staleMs` (served
 * while one background render replaces it), then gone. `clear()` drops everything and bumps the
 * generation, so a render that started before the clear cannot store what it read from the old
 * catalogue; `purge()` drops only the pages a change names, and bumps it too.
 */
export interface CachedPage {
  status: number;
  /** Response headers worth replaying (content type, CSP with the page's script hashes, …). */
  headers: Array<[string, string]>;
  /** The same bytes for every visitor, stored once per content coding (`storedBodies`). */
  bodies: PageBodies;
  /** Hash of the identity bytes: the strong ETag, with a suffix per coding. */
  hash: string;
  /**
   * What the page shows: `c<id>` categories, `p<id>` products. Empty: the page does not say, so
   * any product change may touch it (home, search, sales, blog).
   */
  tags: string[];
  /** Approximate memory held. */
  bytes: number;
  /** Set by `store()`. */
  storedAt: number;
  /**
   * Set by `store()`: never served from this time on, fresh or stale (the next scheduled sale
   * edge when the page was stored: a page cached before an edge is not served after it).
   */
  until?: number;
  /** A background re-render of this stale entry is under way (only one at a time). */
  revalidating: boolean;
  /** Times served from the cache; a hot page is compressed again at the best level. */
  hits: number;
  /**
   * `fast` as stored by a miss; `best` once recompressed (its validators carry the level, since
   * the compressed bytes changed); `kept` when recompressing saved too little to swap them.
   */
  level: 'fast' | 'best' | 'kept';
  /** The response head of a hit per coding (names and values), built on its first hit (hit-lane.ts). */
  heads?: Partial<Record<'identity' | 'br' | 'gzip', string[]>>;
}

/** A page's bytes per coding: `identity` is made from `br` when asked for (`storedBodies`). */
export interface PageBodies {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/**
 * The bodies a page is kept as: Brotli and gzip only. The uncompressed bytes, three quarters of
 * a page's memory, are made again from the Brotli bytes when a client without br or gzip asks
 * (about 0.2 ms for an 80 KB page; browsers, CDNs and crawlers all accept gzip), so the cache's
 * byte cap holds about four times the pages, and the process's memory stays under its budget.
 */
export function storedBodies(br: Buffer, gzip: Buffer): PageBodies {
  return {
    br,
    gzip,
    get identity() {
      return brotliDecompressSync(br);
    },
  };
}

export type PageState = 'fresh' | 'stale';

export interface PageCacheOptions {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
  /**
   * Until when a page stored now may be served (ms since the epoch; Infinity: its TTL decides;
   * at or before now: it is not stored). The sale edges' `cacheUntil` (decision 044).
   */
  until?: () => number;
}

export interface PageCache {
  readonly enabled: boolean;
  readonly maxBytes: number;
  readonly ttlMs: number;
  readonly staleMs: number;
  lookup(key: string): { page: CachedPage; state: PageState } | undefined;
  /** Stores unless the cache was cleared since `generation` was read; false when not stored. */
  store(key: string, page: CachedPage, generation: number): boolean;
  delete(key: string): void;
  /** Drops every page (the catalogue or content changed). */
  clear(): void;
  /** Drops what `change` may have touched: the tagged pages it names, or everything. */
  purge(change: ReceivedChange): void;
  generation(): number;
  stats(): { entries: number; bytes: number; generation: number };
}

/**
 * The tags a change touches, or null for "everything". Categories and presets are in the menu of
 * every page, so a change to one of them (named without products) touches every page. A product
 * change touches the product's pages and cards and its categories' listings, so it is precise
 * only when it names those categories; without them it cannot say which listings gained or lost
 * the product.
 */
export function changedTags(change: ReceivedChange): string[] | null {
  if (change.all) return null;
  const products = change.products ?? [];
  const categories = change.categories ?? [];
  if ((change.presets ?? []).length > 0) return null;
  if (products.length === 0 || categories.length === 0) return null;
  return [...products.map((id) => `p${id}`), ...categories.map((id) => `c${id}`)];
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on use makes the first key the least recent.
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  let generation = 0;
  const enabled = options.ttlMs > 0;

  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  };

  const clear = () => {
    pages.clear();
    bytes = 0;
    generation += 1;
  };

  return {
    enabled,
    maxBytes: options.maxBytes,
    ttlMs: options.ttlMs,
    staleMs: options.staleMs,

    lookup(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      const t = now();
      const age = t - page.storedAt;
      if (age >= options.ttlMs + options.staleMs || (page.until !== undefined && t >= page.until)) {
        remove(key);
        return undefined;
      }
      pages.delete(key);
      pages.set(key, page);
      return { page, state: age < options.ttlMs ? 'fresh' : 'stale' };
    },

    store(key, page, since) {
      if (!enabled || since !== generation || page.bytes > options.maxBytes) return false;
      const t = now();
      const until = options.until?.() ?? Infinity;
      if (until <= t) return false;
      remove(key);
      page.storedAt = t;
      if (until !== Infinity) page.until = until;
      pages.set(key, page);
      bytes += page.bytes;
      for (const [oldest] of pages) {
        if (bytes <= options.maxBytes && pages.size <= options.maxEntries) break;
        remove(oldest);
      }
      return true;
    },

    delete: remove,

    clear,

    purge(change) {
      const tags = changedTags(change);
      if (!tags) return clear();
      const touched = new Set(tags);
      // A scan of at most PAGE_CACHE_MAX_ENTRIES pages, once per change: cheaper to keep than an
      // index that every store and eviction would have to maintain.
      for (const [key, page] of pages) {
        if (page.tags.length === 0 || page.tags.some((tag) => touched.has(tag))) remove(key);
      }
      // Renders under way read the catalogue before the change: they must not store it.
      generation += 1;
    },

    generation: () => generation,

    stats: () => ({ entries: pages.size, bytes, generation }),
  };
}

/** The page cache as configured (PAGE_CACHE_*); TTL 0 turns it off. */
export function pageCacheFromConfig(
  config: Config,
  extra: Pick<PageCacheOptions, 'until'> = {},
): PageCache {
  return createPageCache({
    ...extra,
    // Pages are rebuilt by Vite on every request in development: never cache them there.
    ttlMs: config.NODE_ENV === 'development' ? 0 : config.PAGE_CACHE_TTL_SECONDS * 1000,
    staleMs: config.PAGE_CACHE_STALE_SECONDS * 1000,
    maxEntries: config.PAGE_CACHE_MAX_ENTRIES,
    maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024,
  });
}
