/**
 * Every process runs this: each minute it gives up the online payments past their deadline
 * (`expireOverdue`, which locks each payment, so two processes never cancel one order twice).
 * The timer never keeps the process alive.
 */
export function createPaymentTimeout(
  expireOverdue: () => Promise<number>,
  log: (message: string, error: unknown) => void,
  everyMs = 60_000,
) {
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = expireOverdue()
      .catch((error: unknown) => log('payment timeout run failed', error))
      .finally(() => (running = null));
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, everyMs);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
