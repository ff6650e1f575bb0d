import type { Locale } from '#domain/locale';
import type { Db } from '#server/db/types';
import type { ReceivedChange } from '#server/services/catalog-changes/index';
import { loadAttributes, loadNameOrder, loadProducts } from './load';
import { answer, type IndexAnswer, type IndexQuery } from './query';
import {
  buildSnapshot,
  recordsOf,
  type ProductRecord,
  type Snapshot,
  type SortOrder,
} from './snapshot';

/** After a failed build, when to try again (the SQL path serves meanwhile). */
const RETRY_MS = 5_000;

export interface ListingIndexOptions {
  log?: (message: string, error?: unknown) => void;
}

/**
 * The process's listing index (docs/decisions/023-listing-index.md). It answers only while its
 * snapshot reflects every change this process has heard of: a change marks it stale at once
 * (before the write's answer leaves), so listings fall back to SQL until the patched snapshot
 * is swapped in. PostgreSQL stays the source of truth; the index is rebuilt or patched from it.
 */
export function createListingIndex(db: Db, options: ListingIndexOptions = {}) {
  const log = options.log ?? (() => {});
  let snapshot: Snapshot | null = null;
  /** Bumped by every change; the snapshot answers only when it was read at the latest one. */
  let version = 0;
  let builtAt = -1;
  let pendingAll = true;
  const pendingIds = new Set<number>();
  let running: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;

  const refresh = async () => {
    const at = version;
    const all = pendingAll || !snapshot;
    const ids = [...pendingIds];
    pendingAll = false;
    pendingIds.clear();
    try {
      let records: Map<number, ProductRecord>;
      if (all) {
        records = new Map((await loadProducts(db)).map((r) => [r.id, r]));
      } else {
        // A patch: the named products are read again (gone when unpublished or deleted).
        records = recordsOf(snapshot!);
        for (const id of ids) records.delete(id);
        for (const r of await loadProducts(db, ids)) records.set(r.id, r);
      }
      const next = buildSnapshot(records, await loadAttributes(db));
      snapshot = next;
      builtAt = at;
    } catch (error) {
      pendingAll ||= all;
      for (const id of ids) pendingIds.add(id);
      if (closed) return;
      log('listing index: building failed, listings use SQL meanwhile', error);
      retry ??= setTimeout(() => {
        retry = null;
        schedule();
      }, RETRY_MS);
      retry.unref();
      throw error;
    }
  };

  /** Runs refreshes one at a time until the snapshot is current (or one fails). */
  const schedule = (): Promise<void> => {
    if (running) return running;
    if (closed || builtAt === version) return Promise.resolve();
    // The loop starts with an await, so `running` is set before its `finally` can clear it.
    const loop = async () => {
      try {
        do await refresh();
        while (builtAt !== version && !closed);
      } finally {
        running = null;
      }
    };
    running = loop();
    return running;
  };

  /** The snapshot when it is current; otherwise null, and a build is on its way. */
  const current = (): Snapshot | null => {
    if (snapshot && builtAt === version) return snapshot;
    schedule().catch(() => {}); // logged in refresh; the caller uses SQL
    return null;
  };

  const nameOrder = (s: Snapshot, locale: Locale): Promise<SortOrder> => {
    let order = s.names.get(locale);
    if (!order) {
      order = loadNameOrder(db, s, locale);
      order.catch(() => s.names.delete(locale)); // a failed read must not stick
      s.names.set(locale, order);
    }
    return order;
  };

  return {
    /** Builds the index now (at start): resolves when it is ready or has failed (then logged). */
    async start(): Promise<boolean> {
      try {
        await schedule();
        return true;
      } catch {
        return false;
      }
    },

    /** Whether the index answers now (else a build is on its way and SQL answers). */
    available(): boolean {
      return current() !== null;
    },

    /** Resolves once the index reflects every change heard so far (tests; rejects on failure). */
    ready(): Promise<void> {
      return schedule();
    },

    /**
     * The listing's answer from the index, or null when the SQL path must answer (the index is
     * building or stale, or the question is one it leaves to SQL).
     */
    async query(q: IndexQuery): Promise<IndexAnswer | null> {
      const s = current();
      if (!s) return null;
      const names = q.sort === 'name' ? await nameOrder(s, q.locale) : undefined;
      // A change may have arrived while the name order was read.
      if (s !== current()) return null;
      return answer(s, q, names);
    },

    /**
     * A catalogue change, this process's or another's. Product ids patch those products; `all`
     * (or a change that names nothing) rebuilds. Categories and presets alone change nothing
     * here (category subtrees are read from the tree per request), nor does stock, which no
     * listing filters or sorts by.
     */
    changed(change: ReceivedChange): void {
      const ids = change.products ?? [];
      const namesSomething =
        ids.length > 0 || Boolean(change.categories?.length) || Boolean(change.presets?.length);
      if (change.stockOnly) return;
      if (change.all || !namesSomething) pendingAll = true;
      else if (ids.length > 0) for (const id of ids) pendingIds.add(id);
      else return;
      version++;
      if (snapshot) schedule().catch(() => {});
    },

    /** Stops retrying (the app is closing). */
    close(): void {
      closed = true;
      if (retry) clearTimeout(retry);
    },

    /** For the bench and logs: products indexed, or null before the first build. */
    size(): number | null {
      return snapshot?.size ?? null;
    },
  };
}

export type ListingIndex = ReturnType<typeof createListingIndex>;
