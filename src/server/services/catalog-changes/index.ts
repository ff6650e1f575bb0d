import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { postgresTransport } from './postgres';
import { redisTransport } from './redis';
import { CHANGE_CHANNEL, type Log } from './transport';

export { CHANGE_CHANNEL };

/**
 * Tells every process serving the shop's database that the catalogue changed, so that each drops
 * what it keeps in memory (category tree, rendered pages, admin counts) at once instead of when
 * its copies expire. docs/back-office/catalog.md ("The storefront sees every change at once").
 *
 * - PGlite: one process by construction (the data directory is locked), so in-process only.
 * - PostgreSQL: `NOTIFY sf_catalog_changes` through the pool; every process keeps one dedicated
 *   connection that LISTENs, reconnecting with backoff when it drops.
 * - PostgreSQL with REDIS_URL: Redis pub/sub on the channel of the same name instead.
 *
 * A process applies its own change at once (before the write's answer leaves) and ignores its
 * own echo. After a reconnect it drops everything, since it may have missed messages meanwhile.
 */

/** What changed: ids, so that a later purge can be precise. Today every receiver clears all. */
export interface CatalogChange {
  products?: readonly number[];
  categories?: readonly number[];
  presets?: readonly number[];
  /**
   * Only stock changed (a sale, a cancelled order): pages and cards say whether a product is
   * available, so they go; the listing index stays, as no listing filters or sorts by stock.
   */
  stockOnly?: boolean;
  /** `product.update`, `category.move`, `stock`, … for logs. */
  reason?: string;
}

/**
 * A change as delivered: `all` when the ids were too many to send (over MAX_PARTS messages) or
 * messages were missed.
 */
export interface ReceivedChange extends CatalogChange {
  all?: boolean;
}

export type ChangeTransport = 'local' | 'postgres' | 'redis';

export interface CatalogChangeBus {
  readonly transport: ChangeTransport;
  /** Applies the change here at once, then tells the other processes. Never rejects. */
  publish(change: CatalogChange): Promise<void>;
  /** Starts hearing the other processes (idempotent); resolves once listening or retrying. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface CatalogChangeOptions {
  /** 'pglite' keeps changes in this process. */
  databaseKind: 'pglite' | 'postgres';
  databaseUrl?: string | undefined;
  /** The pool that NOTIFYs (the app's own; a NOTIFY is one short statement). */
  pool?: pg.Pool | null;
  redisUrl?: string | undefined;
  /** Drops what this process keeps; called for its own changes and for everyone else's. */
  apply: (change: ReceivedChange) => void;
  log?: Log;
}

/** PostgreSQL refuses NOTIFY payloads from 8000 bytes; Redis has no such limit, one rule for both. */
const MAX_PAYLOAD = 7_000;
/** Room a part's envelope (origin, batch, part numbers, reason) takes besides its ids. */
const ENVELOPE_ROOM = 400;
/**
 * A change whose ids need more parts than this travels as `all` (~600,000 ids of 7 digits):
 * rebuilding is then as cheap as reading the ids.
 */
export const MAX_PARTS = 1_000;
/** A batch whose parts have not all arrived by then is read as "everything changed". */
const PARTS_WAIT_MS = 10_000;

/**
 * One Redis may serve several shops (staging and production, say): the channel names the
 * database, as PostgreSQL's NOTIFY channels are per database by nature.
 */
export function redisChannel(databaseUrl: string): string {
  let name = 'postgres';
  try {
    name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || name;
  } catch {
    // config.ts checked the URL's scheme only; an odd one still gets a channel
  }
  return `${CHANGE_CHANNEL}:${name}`;
}

/**
 * One batch over a transport: the ids of a change whose message is too long for one NOTIFY
 * (a CSV import of 10,000 prices) travel as numbered parts of one batch, sent in one statement
 * (one transaction: delivered together, in order, or not at all); the receiver applies the
 * change once, with every id, when the last part is in (docs/decisions/063-search-postings.md).
 */
interface Part {
  batch: string;
  part: number;
  parts: number;
}

interface Envelope extends ReceivedChange {
  origin: string;
  batch?: Part;
}

const ID_LISTS = ['products', 'categories', 'presets'] as const;

/** The messages that carry `change`: one when it fits, else its ids in parts of one batch. */
export function encodeChange(origin: string, change: CatalogChange): string[] {
  const full = JSON.stringify({ origin, ...change } satisfies Envelope);
  if (Buffer.byteLength(full) <= MAX_PAYLOAD) return [full];
  const head = { origin, reason: change.reason, stockOnly: change.stockOnly };
  // Ids are integers (ASCII), so a part's size is its characters.
  const room = MAX_PAYLOAD - ENVELOPE_ROOM - Buffer.byteLength(head.reason ?? '');
  const parts: Array<Partial<Record<(typeof ID_LISTS)[number], number[]>>> = [];
  let current: (typeof parts)[number] = {};
  let used = 0;
  for (const list of ID_LISTS) {
    for (const id of change[list] ?? []) {
      const size = String(id).length + 1;
      if (used + size > room) {
        parts.push(current);
        current = {};
        used = 0;
        if (parts.length >= MAX_PARTS) return [JSON.stringify({ ...head, all: true })];
      }
      (current[list] ??= []).push(id);
      used += size;
    }
  }
  parts.push(current);
  const batch = randomBytes(6).toString('hex');
  return parts.map((ids, part) =>
    JSON.stringify({
      ...head,
      ...ids,
      batch: { batch, part, parts: parts.length },
    } satisfies Envelope),
  );
}

/** A message from the channel, or null when it is not one of ours (never trusted blindly). */
export function decodeChange(payload: string): Envelope | null {
  try {
    const value = JSON.parse(payload) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Record<string, unknown>;
    if (typeof v.origin !== 'string') return null;
    const ids = (x: unknown) =>
      Array.isArray(x) && x.every((n) => Number.isInteger(n)) ? (x as number[]) : undefined;
    let batch: Part | undefined;
    if (v.batch !== undefined) {
      const b = v.batch as Record<string, unknown> | null;
      const { part, parts } = b ?? {};
      if (
        typeof b?.batch !== 'string' ||
        !Number.isInteger(part) ||
        !Number.isInteger(parts) ||
        (part as number) < 0 ||
        (part as number) >= (parts as number) ||
        (parts as number) > MAX_PARTS
      )
        return null;
      batch = { batch: b.batch, part: part as number, parts: parts as number };
    }
    return {
      origin: v.origin,
      products: ids(v.products),
      categories: ids(v.categories),
      presets: ids(v.presets),
      reason: typeof v.reason === 'string' ? v.reason : undefined,
      stockOnly: v.stockOnly === true ? true : undefined,
      all: v.all === true ? true : undefined,
      ...(batch && { batch }),
    };
  } catch {
    return null;
  }
}

/**
 * Puts the parts of batches back together: `take` answers the whole change once its last part
 * is in, null before. A batch left incomplete (a part lost with a connection) is applied as
 * `all` after PARTS_WAIT_MS; `drop` forgets every open batch (after a reconnect, which applies
 * `all` anyway).
 */
export function createReassembly(onIncomplete: (change: ReceivedChange) => void) {
  const open = new Map<string, { parts: ReceivedChange[]; got: number; timer: NodeJS.Timeout }>();
  return {
    take(origin: string, batch: Part, change: ReceivedChange): ReceivedChange | null {
      const key = `${origin}:${batch.batch}`;
      let entry = open.get(key);
      if (!entry) {
        const timer = setTimeout(() => {
          open.delete(key);
          onIncomplete({ all: true, reason: change.reason ?? 'incomplete' });
        }, PARTS_WAIT_MS);
        timer.unref();
        entry = { parts: new Array<ReceivedChange>(batch.parts), got: 0, timer };
        open.set(key, entry);
      }
      if (entry.parts[batch.part] || batch.parts !== entry.parts.length) return null;
      entry.parts[batch.part] = change;
      if (++entry.got < batch.parts) return null;
      clearTimeout(entry.timer);
      open.delete(key);
      const whole: ReceivedChange = { reason: change.reason, stockOnly: change.stockOnly };
      for (const list of ID_LISTS) {
        const ids = entry.parts.flatMap((p) => p[list] ?? []);
        if (ids.length) whole[list] = ids;
      }
      return whole;
    },
    drop(): void {
      for (const entry of open.values()) clearTimeout(entry.timer);
      open.clear();
    },
  };
}

export function createCatalogChanges(options: CatalogChangeOptions): CatalogChangeBus {
  const log = options.log ?? (() => {});
  const origin = randomBytes(8).toString('hex');
  const safeApply = (change: ReceivedChange) => {
    try {
      options.apply(change);
    } catch (error) {
      log('catalog changes: applying a change failed', error);
    }
  };
  const parts = createReassembly(safeApply);
  const receive = (payload: string) => {
    const envelope = decodeChange(payload);
    if (!envelope || envelope.origin === origin) return;
    const { origin: from, batch, ...change } = envelope;
    const whole = batch ? parts.take(from, batch, change) : change;
    if (whole) safeApply(whole);
  };
  const missed = () => {
    parts.drop();
    safeApply({ all: true, reason: 'reconnected' });
  };

  if (options.databaseKind === 'pglite' || !options.databaseUrl) {
    return {
      transport: 'local',
      async publish(change) {
        safeApply(change);
      },
      async start() {},
      async close() {},
    };
  }
  const remote = options.redisUrl
    ? redisTransport(options.redisUrl, redisChannel(options.databaseUrl), receive, missed, log)
    : postgresTransport(options.databaseUrl, options.pool ?? null, receive, missed, log);
  return {
    transport: options.redisUrl ? 'redis' : 'postgres',
    async publish(change) {
      safeApply(change);
      try {
        await remote.send(encodeChange(origin, change));
      } catch (error) {
        // The write is committed; other processes fall back to their caches' expiry.
        log('catalog changes: telling the other processes failed', error);
      }
    },
    start: remote.start,
    async close() {
      parts.drop();
      await remote.close();
    },
  };
}
