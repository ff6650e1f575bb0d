import type { Config } from '../../config.js';

/**
 * The in-process store of rendered anonymous pages (see plugins/page-cache/page-server.ts for the HTTP side
 * and docs/decisions/007-page-cache.md for the why). An LRU bounded by entries and by bytes.
 * An entry is fresh for `ttlMs`, then stale for `staleMs` (served while one background render
 * replaces it), then gone. `clear()` drops everything and bumps the generation, so a render that
 * started before the clear cannot store what it read from the old catalogue.
 */
export interface CachedPage {
  status: number;
  /** Response headers worth replaying (content type, route headers); never Set-Cookie. */
  headers: Array<[string, string]>;
  /** The HTML split at the placeholders: text, slot, text, slot, ..., text (odd indexes are slots). */
  parts: string[];
  /** Hash of the template (placeholders included): the stable part of the ETag. */
  hash: string;
  /** Approximate memory held (UTF-16 strings). */
  bytes: number;
  /** Set by `store()`. */
  storedAt: number;
  /** A background re-render of this stale entry is under way (only one at a time). */
  revalidating: boolean;
}

export type PageState = 'fresh' | 'stale';

export interface PageCacheOptions {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
}

export interface PageCache {
  readonly enabled: boolean;
  readonly maxBytes: number;
  lookup(key: string): { page: CachedPage; state: PageState } | undefined;
  /** Stores unless the cache was cleared since `generation` was read; false when not stored. */
  store(key: string, page: CachedPage, generation: number): boolean;
  delete(key: string): void;
  /** Drops every page (the catalogue or content changed). */
  clear(): void;
  generation(): number;
  stats(): { entries: number; bytes: number; generation: number };
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

  return {
    enabled,
    maxBytes: options.maxBytes,

    lookup(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      const age = now() - page.storedAt;
      if (age >= options.ttlMs + options.staleMs) {
        remove(key);
        return undefined;
      }
      pages.delete(key);
      pages.set(key, page);
      return { page, state: age < options.ttlMs ? 'fresh' : 'stale' };
    },

    store(key, page, since) {
      if (!enabled || since !== generation || page.bytes > options.maxBytes) return false;
      remove(key);
      page.storedAt = now();
      pages.set(key, page);
      bytes += page.bytes;
      for (const [oldest] of pages) {
        if (bytes <= options.maxBytes && pages.size <= options.maxEntries) break;
        remove(oldest);
      }
      return true;
    },

    delete: remove,

    clear() {
      pages.clear();
      bytes = 0;
      generation += 1;
    },

    generation: () => generation,

    stats: () => ({ entries: pages.size, bytes, generation }),
  };
}

/** The page cache as configured (PAGE_CACHE_*); TTL 0 turns it off. */
export function pageCacheFromConfig(config: Config): PageCache {
  return createPageCache({
    // Pages are rebuilt by Vite on every request in development: never cache them there.
    ttlMs: config.NODE_ENV === 'development' ? 0 : config.PAGE_CACHE_TTL_SECONDS * 1000,
    staleMs: config.PAGE_CACHE_STALE_SECONDS * 1000,
    maxEntries: config.PAGE_CACHE_MAX_ENTRIES,
    maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024,
  });
}
