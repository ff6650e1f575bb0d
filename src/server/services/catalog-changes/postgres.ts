import pg from 'pg';
import { CHANGE_CHANNEL, type Log, type Transport } from './transport';

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;
/** A LISTEN connection can die silently (a NAT drops it): a cheap query notices. */
const HEARTBEAT_MS = 30_000;

/**
 * NOTIFY through the pool; LISTEN on one dedicated connection (a pooled one would be handed to
 * other queries), reconnecting with backoff. After a reconnect `missed()`: notifications sent
 * while it was away are gone.
 */
export function postgresTransport(
  connectionString: string,
  pool: pg.Pool | null,
  receive: (payload: string) => void,
  missed: () => void,
  log: Log,
): Transport {
  let client: pg.Client | null = null;
  let closed = false;
  let started: Promise<void> | null = null;
  let everConnected = false;
  let delay = RECONNECT_MIN_MS;
  let retry: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  // Without the app's pool (tools, tests), NOTIFY goes through a small pool of its own.
  let ownPool: pg.Pool | null = null;
  const notifier = () => {
    if (pool) return pool;
    ownPool ??= new pg.Pool({ connectionString, max: 1 });
    ownPool.on('error', () => {});
    return ownPool;
  };

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
      log('catalog changes: the LISTEN connection failed; reconnecting', error);
      drop(c);
    });
    c.on('end', () => drop(c));
    c.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) receive(message.payload);
    });
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      log('catalog changes: cannot LISTEN; retrying', error);
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
    async send(payloads) {
      // One statement, one transaction: PostgreSQL delivers its notifications at commit, in
      // order, next to each other; a failure sends none of them.
      await notifier().query('select pg_notify($1, p) from unnest($2::text[]) as u(p)', [
        CHANGE_CHANNEL,
        payloads,
      ]);
    },
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
      await ownPool?.end().catch(() => {});
    },
  };
}
