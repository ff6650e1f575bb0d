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

/** A change as delivered: `all` when the ids were too many to send (or messages were missed). */
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

interface Envelope extends ReceivedChange {
  origin: string;
}

export function encodeChange(origin: string, change: CatalogChange): string {
  const full = JSON.stringify({ origin, ...change } satisfies Envelope);
  if (Buffer.byteLength(full) <= MAX_PAYLOAD) return full;
  return JSON.stringify({
    origin,
    reason: change.reason,
    stockOnly: change.stockOnly,
    all: true,
  } satisfies Envelope);
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
    return {
      origin: v.origin,
      products: ids(v.products),
      categories: ids(v.categories),
      presets: ids(v.presets),
      reason: typeof v.reason === 'string' ? v.reason : undefined,
      stockOnly: v.stockOnly === true ? true : undefined,
      all: v.all === true ? true : undefined,
    };
  } catch {
    return null;
  }
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
  const receive = (payload: string) => {
    const envelope = decodeChange(payload);
    if (!envelope || envelope.origin === origin) return;
    const { origin: _from, ...change } = envelope;
    safeApply(change);
  };
  const missed = () => safeApply({ all: true, reason: 'reconnected' });

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
    close: remote.close,
  };
}
