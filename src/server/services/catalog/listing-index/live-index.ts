import type { Locale } from '#domain/locale';
import type { Db } from '#server/db/types';
import type { ReceivedChange } from '#server/services/catalog-changes/index';
import { applyAll, applyProducts, fillTitleHashes } from './apply';
import type { IndexColumns } from './columns';
import { loadNameOrder } from './load';
import { answer, type IndexAnswer, type IndexQuery } from './query';
import type { SlotOrder } from './slot-order';

/** After a failed build, when to try again (the SQL path serves meanwhile). */
const RETRY_MS = 5_000;

/**
 * How long a listing waits for the index to take in a change before SQL answers it. A change
 * of a few products is read in a few ms; SQL answers a listing of 1,000,000 products in hundreds
 * (a shopper's request during a price edit waited 107-182 ms for it). A large change (an import,
 * a full read) takes longer than this, and SQL answers meanwhile.
 */
const CATCH_UP_MS = 250;

export interface ListingIndexOptions {
  log?: (message: string, error?: unknown) => void;
}

/**
 * The process's listing index (docs/decisions/023-listing-index.md and 051). It answers only
 * while its columns reflect every change this process has heard of: a change marks it stale at
 * once (before the write's answer leaves), so listings fall back to SQL until the changed
 * products were read again and moved (a few ms). PostgreSQL stays the source of truth.
 */
export function createListingIndex(db: Db, options: ListingIndexOptions = {}) {
  const log = options.log ?? (() => {});
  let columns: IndexColumns | null = null;
  /** Bumped by every change; the columns answer only when they were read at the latest one. */
  let version = 0;
  let builtAt = -1;
  let pendingAll = true;
  const pendingIds = new Set<number>();
  let running: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;

  const refresh = async () => {
    const at = version;
    const all = pendingAll || !columns;
    const ids = [...pendingIds];
    pendingAll = false;
    pendingIds.clear();
    try {
      // The named products are read again (gone when unpublished or deleted) and moved; `all`
      // reads everything, a chunk at a time, and moves only what differs.
      if (all) {
        const fresh = !columns;
        columns = await applyAll(db, columns);
        if (fresh) fillTitles(columns);
      } else await applyProducts(db, columns!, ids);
      builtAt = at;
    } catch (error) {
      // A full read writes columns between its chunks: after a failure they are not trusted.
      if (all) columns = null;
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

  /** New columns' titles' hashes, in the background (apply.ts); until then a change re-reads names. */
  const fillTitles = (c: IndexColumns) => {
    fillTitleHashes(db, c, () => closed || columns !== c).catch((error: unknown) => {
      if (!closed)
        log(
          "listing index: reading the titles' hashes failed; name orders are read again after changes",
          error,
        );
    });
  };

  /** Runs refreshes one at a time until the columns are current (or one fails). */
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

  /**
   * The columns when they are current; otherwise null, and a build is on its way (`catchUp`
   * waits a moment for one that only takes in a change).
   */
  const current = (): IndexColumns | null => {
    if (columns && builtAt === version) return columns;
    schedule().catch(() => {}); // logged in refresh; the caller uses SQL
    return null;
  };

  /** Resolves when `refreshing` settles or CATCH_UP_MS pass, whichever is first. */
  const caughtUp = async (refreshing: Promise<void>) => {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      refreshing.catch(() => {}), // logged in refresh; the caller uses SQL
      new Promise((resolve) => (timer = setTimeout(resolve, CATCH_UP_MS))),
    ]);
    clearTimeout(timer);
  };

  const nameOrder = (c: IndexColumns, locale: Locale): Promise<SlotOrder> => {
    const known = c.names.get(locale);
    if (known) return known.order;
    const entry: { order: Promise<SlotOrder>; ready?: SlotOrder } = {
      order: loadNameOrder(db, c, locale),
    };
    entry.order.then(
      (order) => {
        if (c.names.get(locale) === entry) entry.ready = order;
      },
      () => {
        if (c.names.get(locale) === entry) c.names.delete(locale); // a failed read must not stick
      },
    );
    c.names.set(locale, entry);
    return entry.order;
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

    /**
     * Whether the index answers, once it has taken in the changes heard so far, if that takes at
     * most CATCH_UP_MS; false when it is still reading (SQL answers).
     */
    async catchUp(): Promise<boolean> {
      if (current()) return true;
      if (!columns || !running) return false;
      await caughtUp(running);
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
      const c = current();
      if (!c) return null;
      const at = version;
      const names = q.sort === 'name' ? await nameOrder(c, q.locale) : undefined;
      // A change may have arrived while the name order was read.
      if (at !== version || c !== current()) return null;
      return answer(c, q, names);
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
      // Blog posts and sections (`content.*`, which name nothing) are not in any listing: read
      // as "everything changed", they would make the index read every product again.
      if (change.stockOnly || change.reason?.startsWith('content.')) return;
      if (change.all || !namesSomething) pendingAll = true;
      else if (ids.length > 0) for (const id of ids) pendingIds.add(id);
      else return;
      version++;
      if (columns) schedule().catch(() => {});
    },

    /** Stops retrying (the app is closing). */
    close(): void {
      closed = true;
      if (retry) clearTimeout(retry);
    },

    /** For the bench and logs: products indexed, or null before the first build. */
    size(): number | null {
      return columns?.live ?? null;
    },

    /** For the bench: bytes the columns and orders hold outside the heap, or null before. */
    bytes(): number | null {
      return columns?.bytes() ?? null;
    },
  };
}

export type ListingIndex = ReturnType<typeof createListingIndex>;
