import { Redis } from 'ioredis';
import type { Log, Transport } from './transport';

/** Redis pub/sub (REDIS_URL): ioredis reconnects and subscribes again by itself. */
export function redisTransport(
  url: string,
  channel: string,
  receive: (payload: string) => void,
  missed: () => void,
  log: Log,
): Transport {
  // Pub/sub takes a connection of its own: a subscribed connection can do nothing else.
  const options = { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, maxRetriesPerRequest: null });
  let started: Promise<void> | null = null;
  let everReady = false;
  for (const [name, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    connection.on('error', (error) => log(`catalog changes: redis ${name} error`, error));
  }
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) receive(message);
  });
  // ioredis reconnects and subscribes again by itself; what was published meanwhile is lost.
  subscriber.on('ready', () => {
    if (everReady) missed();
    everReady = true;
  });

  return {
    async send(payloads) {
      if (publisher.status === 'wait') await publisher.connect();
      if (payloads.length === 1) await publisher.publish(channel, payloads[0]!);
      else {
        const multi = publisher.multi();
        for (const payload of payloads) multi.publish(channel, payload);
        await multi.exec();
      }
    },
    start() {
      // The SUBSCRIBE waits in ioredis's queue until Redis answers (it retries forever), so the
      // start does not wait for it longer than a moment: a shop starts without its Redis.
      started ??= Promise.race([
        subscriber.subscribe(channel).then(
          () => {},
          (error: unknown) => log('catalog changes: cannot subscribe to redis', error),
        ),
        new Promise<void>((resolve) => setTimeout(resolve, 2_000).unref()),
      ]);
      return started;
    },
    async close() {
      await Promise.all(
        [publisher, subscriber].map((c) =>
          c.status === 'wait' || c.status === 'end'
            ? Promise.resolve()
            : c.quit().then(
                () => {},
                () => c.disconnect(),
              ),
        ),
      );
    },
  };
}
