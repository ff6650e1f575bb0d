import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rows } from '#server/db/rows';
import type { Db, Executor } from '#server/db/types';
import type { CatalogChange } from '../catalog-changes/index';
import type { JobQueue } from '../jobs/queue';
import { recordPrices } from './history';

/** The queue's topic of one edge's moment (its key is the edge, so each is written once). */
export const SALE_EDGE_TOPIC = 'prices.sale-edge';
/** A few milliseconds late rather than early: the edge must have passed when the update runs. */
const LATE_MS = 5;

export interface SaleEdgesOptions {
  db: Db;
  /** Each next edge is a job at its moment, run by one process (decision 068). */
  jobs: JobQueue;
  /** Publishes the moved products on the catalogue's change bus (pages, listing index, cards). */
  changed: (change: CatalogChange) => Promise<void>;
  /** Milliseconds since the epoch; injected by tests that move the clock. */
  now?: () => number;
  log?: (message: string, error: unknown) => void;
}

/** The sale price in force at `now` of a row `p` (domain/prices/sale-window.ts, in SQL). */
const target = (now: string) =>
  sql`case when p.sale_planned_minor is not null
              and (p.sale_starts_at is null or p.sale_starts_at <= ${now}::timestamptz)
              and (p.sale_ends_at is null or p.sale_ends_at > ${now}::timestamptz)
           then p.sale_planned_minor end`;

const movedRow = z.object({ id: z.number(), category_id: z.number() });
const edgeRow = z.object({ at: z.coerce.number().nullable() });

/**
 * Moves products across their sale windows' edges (docs/decisions/044-scheduled-sales.md). The
 * next edge is a job on the queue at its moment (written by whichever process looks it up first;
 * its key, the edge, keeps it one), and every process runs once at start. A run
 * is one conditional UPDATE (only rows whose sale price in force differs from what their window
 * says now), so when several processes reach an edge together the row locks let one of them
 * move each product and the others find nothing left; the moved products get their history row
 * (source `schedule`) in the same transaction, then go out on the change bus, which patches the
 * listing index and purges cached pages everywhere.
 *
 * It also tells the page cache how long a page rendered now may be kept (`cacheUntil`): until
 * the next edge, so that no page cached before an edge is served after it.
 */
export function createSaleEdges({
  db,
  jobs,
  changed,
  now = Date.now,
  log = () => {},
}: SaleEdgesOptions) {
  /** The next edge not yet applied (may be past until a run applies it); null: none. */
  let next: number | null = null;
  /** False until the first run has looked the next edge up. */
  let known = false;
  /** Called when a look-up finds an edge sooner than the one known (pages kept until then must go). */
  const soonerListeners = new Set<() => void>();
  let armedFor: number | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function applyDue(at: Date): Promise<number[]> {
    const moved = await db.transaction(async (tx) => {
      const iso = at.toISOString();
      const found = await rows(
        tx,
        sql`update products p set price_sale_minor = ${target(iso)}
            where (p.sale_starts_at is not null or p.sale_ends_at is not null)
              and p.price_sale_minor is distinct from ${target(iso)}
            returning p.id, p.category_id`,
        movedRow,
      );
      await recordPrices(
        tx,
        found.map((r) => r.id),
        'schedule',
        at,
      );
      return found;
    });
    if (moved.length > 0)
      await changed({
        products: moved.map((r) => r.id),
        categories: [...new Set(moved.map((r) => r.category_id))],
        reason: 'product.sale_edge',
      });
    return moved.map((r) => r.id);
  }

  async function nextEdge(tx: Executor, at: Date): Promise<number | null> {
    const iso = at.toISOString();
    const [row] = await rows(
      tx,
      sql`select (extract(epoch from least(
            (select min(sale_starts_at) from products
              where sale_starts_at > ${iso}::timestamptz and sale_planned_minor is not null),
            (select min(sale_ends_at) from products
              where sale_ends_at > ${iso}::timestamptz and sale_planned_minor is not null)
          )) * 1000)::float8 as at`,
      edgeRow,
    );
    return row?.at ?? null;
  }

  /** Writes the next edge's job (a few milliseconds late rather than early). */
  async function arm(): Promise<void> {
    armedFor = null;
    if (closed || next === null) return;
    armedFor = next + LATE_MS;
    await jobs.enqueue(
      db,
      SALE_EDGE_TOPIC,
      {},
      { key: String(next), runAt: new Date(armedFor), subject: new Date(next).toISOString() },
    );
  }

  // Safe to run twice: a run moves only the products whose price differs from their window's.
  jobs.handle(SALE_EDGE_TOPIC, () => run());

  /** Applies what is due, then looks up the next edge and arms the timer; one run at a time. */
  function run(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const at = new Date(now());
          await applyDue(at);
          const previous = known ? next : null;
          next = await nextEdge(db, at);
          // A change set an edge sooner than the one pages were kept until since that change.
          if (known && next !== null && (previous === null || next < previous))
            for (const listener of soonerListeners) listener();
          known = true;
        } catch (error) {
          log('sale edges: a run failed', error);
        }
      } while (again && !closed);
      await arm().catch((error: unknown) =>
        log('sale edges: the next edge was not written', error),
      );
    })().finally(() => (running = null));
    return running;
  }

  return {
    /** At start: applies edges passed while no process ran, then writes the next edge's job. */
    start: (): Promise<void> => run(),
    /** What the edge's job runs (tests call it after moving their clock). */
    tick: (): Promise<void> => run(),
    /**
     * Any catalogue change, here or elsewhere, may have set or moved a window: the next edge is
     * looked up again and its job written. Pages stored meanwhile are kept until the edge known
     * before; when the look-up finds a sooner one, `onSooner` listeners drop them.
     */
    onChange(change: CatalogChange): void {
      if (closed || change.stockOnly) return;
      void run();
    },
    /** Runs `listener` when a new edge sooner than the known one appears; returns `off`. */
    onSooner(listener: () => void): () => void {
      soonerListeners.add(listener);
      return () => soonerListeners.delete(listener);
    },
    /**
     * Until when (ms since the epoch) a page rendered now may be served from a cache: the next
     * edge; Infinity when none is ahead; `0` (do not keep it) before the first look-up, or when
     * an edge has passed that no run applied yet.
     */
    cacheUntil(): number {
      if (!known) return 0;
      if (next === null) return Infinity;
      return next > now() ? next : 0;
    },
    /** When the next edge's job is due (ms since the epoch), for tests and logs. */
    armedFor: () => armedFor,
    async close(): Promise<void> {
      closed = true;
      await running;
    },
  };
}

export type SaleEdges = ReturnType<typeof createSaleEdges>;
