import pg from 'pg';
import { pgliteClientOf } from './client';
import type { Database } from './types';

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;
/** A LISTEN connection can die silently (a NAT drops it): a cheap query notices. */
const HEARTBEAT_MS = 30_000;

export interface Listener {
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface ListenOptions {
  channel: string;
  /** A notification's payload (delivered after the sending transaction committed). */
  receive: (payload: string) => void;
  /** After a reconnect: notifications sent while the connection was away are gone. */
  missed: () => void;
  log: (message: string, error?: unknown) => void;
}

/**
 * LISTEN on `channel` of the database the app serves: PGlite's own listener (in-process, at
 * commit), or one dedicated PostgreSQL connection (a pooled one would be handed to other
 * queries), reconnecting with backoff and a heartbeat. The job queue's wake-up and the catalogue
 * change bus both hear the database this way.
 */
export function listen(
  database: Pick<Database, 'kind'> & Partial<Database>,
  connectionString: string | undefined,
  options: ListenOptions,
): Listener {
  const pglite = database.db ? pgliteClientOf(database as Database) : null;
  if (pglite) {
    let off: (() => Promise<void>) | null = null;
    return {
      async start() {
        off ??= await pglite.listen(options.channel, options.receive);
      },
      async close() {
        const stop = off;
        off = null;
        await stop?.().catch(() => {});
      },
    };
  }
  if (!connectionString) return { async start() {}, async close() {} };
  return postgresListener(connectionString, options);
}

/** The PostgreSQL side of `listen`: one client, reconnected until `close()`. */
export function postgresListener(
  connectionString: string,
  { channel, receive, missed, log }: ListenOptions,
): Listener {
  let client: pg.Client | null = null;
  let closed = false;
  let started: Promise<void> | null = null;
  let everConnected = false;
  let delay = RECONNECT_MIN_MS;
  let retry: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;

  const drop = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    c.removeAllListeners('notification');
    void c.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const c = new pg.Client({ connectionString, keepAlive: true });
    // Errors after connecting (server restart, network) end this client; a new one follows.
    c.on('error', (error) => {
      log(`LISTEN ${channel}: the connection failed; reconnecting`, error);
      drop(c);
    });
    c.on('end', () => drop(c));
    c.on('notification', (message) => {
      if (message.channel === channel) receive(message.payload ?? '');
    });
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (error) {
      log(`LISTEN ${channel}: cannot listen; retrying`, error);
      drop(c);
      return;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    delay = RECONNECT_MIN_MS;
    if (everConnected) missed();
    everConnected = true;
    heartbeat = setInterval(() => {
      c.query('select 1').catch(() => drop(c));
    }, HEARTBEAT_MS);
    heartbeat.unref();
  }

  return {
    start() {
      started ??= connect();
      return started;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      if (heartbeat) clearInterval(heartbeat);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => {});
        await c.end().catch(() => {});
      }
    },
  };
}
