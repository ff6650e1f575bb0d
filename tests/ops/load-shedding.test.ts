import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.js';
import type { Database } from '../../src/server/db/types.js';
import { MIN_ADMITTED } from '../../src/server/plugins/load-shedding.js';
import { createTestDatabase } from '../setup/test-database.js';
import { buildOpsApp, get, listen } from './helpers.js';

/** Load shedding (plugins/load-shedding.ts): past capacity, 503 + Retry-After, readiness says so. */
let app: App | undefined;
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Blocks the event loop, as a CPU-bound render or an embedded-database query does. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* spin */
  }
}

describe('load shedding', () => {
  it('sheds requests past MAX_IN_FLIGHT and says so on /readyz, never on /healthz', async () => {
    const built = await buildOpsApp(database, { MAX_IN_FLIGHT: 2 });
    app = built.app;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    app.get('/test/slow', async () => {
      await gate;
      return { done: true };
    });
    const base = await listen(app);

    const slow = [get(`${base}/test/slow`), get(`${base}/test/slow`)];
    // Both are admitted once the server has seen them.
    await expect.poll(async () => (await get(`${base}/readyz`)).status).toBe(503);
    const shed = await get(`${base}/api/client/csrf-token`);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(JSON.parse(shed.text)).toEqual({
      errors: 'Service temporarily unavailable',
      code: 'overloaded',
    });
    const ready = await get(`${base}/readyz`);
    expect(JSON.parse(ready.text)).toMatchObject({ status: 'overloaded', reason: 'inFlight' });
    expect((await get(`${base}/healthz`)).status).toBe(200);

    release();
    expect((await Promise.all(slow)).map((r) => r.status)).toEqual([200, 200]);
    // Finished requests free their places (counted on the socket's 'close').
    await expect.poll(async () => (await get(`${base}/readyz`)).status).toBe(200);
    expect((await get(`${base}/api/client/csrf-token`)).status).toBe(200);
    const metrics = await app.metrics.registry.getSingleMetricAsString(
      'storefront_load_shed_total',
    );
    expect(metrics).toMatch(/storefront_load_shed_total\{reason="inFlight"\} 1\b/);
  });

  it('admits only what it finishes within SHED_TARGET_WAIT_MS (a floor of MIN_ADMITTED), never sheds static files', async () => {
    // No throughput yet: the floor of MIN_ADMITTED requests applies.
    app = (await buildOpsApp(database, { SHED_TARGET_WAIT_MS: 500 })).app;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    app.get('/test/slow', async () => {
      await gate;
      return { done: true };
    });
    const base = await listen(app);
    const slow = Array.from({ length: MIN_ADMITTED }, () => get(`${base}/test/slow`));
    await expect.poll(async () => (await get(`${base}/readyz`)).status).toBe(503);
    expect(JSON.parse((await get(`${base}/readyz`)).text)).toMatchObject({ reason: 'queue' });
    expect((await get(`${base}/api/client/csrf-token`)).status).toBe(503);
    // A page's script and images are files from disk: never refused (here: the 404 of no file).
    expect((await get(`${base}/assets/entry.client-abc.js`)).status).toBe(404);
    expect((await get(`${base}/media/1/abc/640.avif`)).status).toBe(404);
    release();
    expect((await Promise.all(slow)).every((r) => r.status === 200)).toBe(true);
    await expect.poll(async () => (await get(`${base}/readyz`)).status).toBe(200);
  });

  it('sheds while the event loop lags past MAX_EVENT_LOOP_DELAY_MS with requests queued, then admits again', async () => {
    app = (await buildOpsApp(database, { MAX_EVENT_LOOP_DELAY_MS: 50 })).app;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    app.get('/test/slow', async () => {
      await gate;
      return { done: true };
    });
    const base = await listen(app);
    expect((await get(`${base}/api/client/csrf-token`)).status).toBe(200);

    // A lag with next to nothing in flight comes from elsewhere (neighbours, start-up): admitted.
    busy(1_200);
    await new Promise((resolve) => setTimeout(resolve, 5)); // the overdue sample runs first
    expect((await get(`${base}/api/client/csrf-token`)).status).toBe(200);

    // The same lag with the server's own work queued: shed, and readiness says why.
    const queued = Array.from({ length: MIN_ADMITTED }, () => get(`${base}/test/slow`));
    await expect.poll(() => app!.overload()).toBe(null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    busy(1_200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const shed = await get(`${base}/api/client/csrf-token`);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBeTruthy();
    expect(JSON.parse((await get(`${base}/readyz`)).text)).toMatchObject({
      status: 'overloaded',
      reason: 'eventLoopDelay',
    });
    release();
    await Promise.all(queued);
    // A calm sample (every 500 ms) ends it.
    await expect
      .poll(async () => (await get(`${base}/api/client/csrf-token`)).status, { timeout: 5_000 })
      .toBe(200);
    expect((await get(`${base}/readyz`)).status).toBe(200);
  });

  it('sheds past a memory ceiling, whatever is in flight', async () => {
    app = (await buildOpsApp(database, { MAX_HEAP_MB: 1 })).app; // any heap is past 1 MB
    const base = await listen(app);
    // From the first sample on (every 500 ms).
    await expect
      .poll(async () => (await get(`${base}/api/client/csrf-token`)).status, { timeout: 5_000 })
      .toBe(503);
    expect(JSON.parse((await get(`${base}/readyz`)).text)).toMatchObject({
      status: 'overloaded',
      reason: 'heapUsedBytes',
    });
  });

  it('sheds nothing with the checks off (the test default)', async () => {
    app = (await buildOpsApp(database)).app;
    const base = await listen(app);
    busy(600);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await get(`${base}/api/client/csrf-token`)).status).toBe(200);
  });
});
