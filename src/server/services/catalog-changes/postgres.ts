import pg from 'pg';
import { postgresListener } from '#server/db/listener';
import { CHANGE_CHANNEL, type Log, type Transport } from './transport';

/**
 * NOTIFY through the pool; LISTEN on the dedicated, reconnecting connection of db/listener.ts.
 * After a reconnect `missed()`: notifications sent while it was away are gone.
 */
export function postgresTransport(
  connectionString: string,
  pool: pg.Pool | null,
  receive: (payload: string) => void,
  missed: () => void,
  log: Log,
): Transport {
  const listener = postgresListener(connectionString, {
    channel: CHANGE_CHANNEL,
    receive: (payload) => {
      if (payload) receive(payload);
    },
    missed,
    log: (message, error) => log(`catalog changes: ${message}`, error),
  });
  // Without the app's pool (tools, tests), NOTIFY goes through a small pool of its own.
  let ownPool: pg.Pool | null = null;
  const notifier = () => {
    if (pool) return pool;
    ownPool ??= new pg.Pool({ connectionString, max: 1 });
    ownPool.on('error', () => {});
    return ownPool;
  };

  return {
    async send(payloads) {
      // One statement, one transaction: PostgreSQL delivers its notifications at commit, in
      // order, next to each other; a failure sends none of them.
      await notifier().query('select pg_notify($1, p) from unnest($2::text[]) as u(p)', [
        CHANGE_CHANNEL,
        payloads,
      ]);
    },
    start: () => listener.start(),
    async close() {
      await listener.close();
      await ownPool?.end().catch(() => {});
    },
  };
}
