import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app';
import type { Database } from '#server/db/types';
import { BUSY } from '#server/plugins/load-shedding';
import { createTestDatabase } from '../setup/test-database';
import { buildOpsApp, get, listen } from './helpers';

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

/**
 * Sends GET `url` at `perSecond` for `ms` from a child process, never waiting for answers;
 * returns each answer's status, time and Retry-After.
 */
async function openLoop(url: string, perSecond: number, ms: number) {
  const script = `
    const answers = [];
    const started = performance.now();
    let sent = 0;
    const tick = setInterval(() => {
      const due = Math.floor(((performance.now() - started) / 1000) * ${perSecond});
      for (; sent < due && performance.now() - started < ${ms}; sent += 1) {
        const at = performance.now();
        answers.push(fetch(${JSON.stringify(url)}).then(async (r) => {
          await r.arrayBuffer();
          return { status: r.status, at: at - started, ms: performance.now() - at, retryAfter: r.headers.get('retry-after') };
        }, () => ({ status: 0, at: at - started, ms: performance.now() - at, retryAfter: null })));
      }
      if (performance.now() - started >= ${ms}) {
        clearInterval(tick);
        Promise.all(answers).then((all) => process.stdout.write(JSON.stringify(all)));
      }
    }, 2);`;
  return inChild(script) as Promise<
    Array<{ status: number; at: number; ms: number; retryAfter: string | null }>
  >;
}

/** Runs `script` in a child Node process and parses what it prints as JSON. */
async function inChild(script: string): Promise<unknown> {
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  return JSON.parse(out);
}

/**
 * Stops this process for 600 ms (SIGSTOP, from another process) while a child sends GET `url`;
 * returns the answer's status and how much of the stop the event loop spent idle.
 */
async function stoppedWhileRequested(url: string) {
  const client = spawn(
    process.execPath,
    [
      '-e',
      `process.stdout.write('ready ');
      setTimeout(() => fetch(${JSON.stringify(url)}).then(
        (r) => process.stdout.write(String(r.status)), () => process.stdout.write('0')), 200);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const clientDone = new Promise((resolve) => client.once('exit', resolve));
  let out = '';
  client.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await expect.poll(() => out, { interval: 5 }).toBe('ready ');
  // The request is sent 200 ms after 'ready', within the 600 ms this process is stopped.
  const before = performance.eventLoopUtilization();
  const stopper = spawn(
    'sh',
    ['-c', `kill -STOP ${process.pid}; sleep 0.6; kill -CONT ${process.pid}`],
    {
      stdio: 'ignore',
    },
  );
  await new Promise((resolve) => stopper.once('exit', resolve));
  const idleMs = performance.eventLoopUtilization(before).idle;
  await clientDone;
  return { idleMs, status: out.slice('ready '.length) };
}

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

  it('admits a burst of 200 at once on a quiet shop, and never sheds static files', async () => {
    // The production defaults: a 500 ms target, 256 held at most.
    app = (await buildOpsApp(database, { SHED_TARGET_WAIT_MS: 500, MAX_IN_FLIGHT: 256 })).app;
    app.get('/test/write', async () => {
      await new Promise((resolve) => setImmediate(resolve)); // a cart write's turn on the loop
      return { done: true };
    });
    const base = await listen(app);
    // From another process, as shoppers' browsers are: this one's loop is the server's.
    const burst = inChild(`
      const all = Array.from({ length: 200 }, () =>
        fetch(${JSON.stringify(`${base}/test/write`)}).then(async (r) => (await r.arrayBuffer(), r.status)));
      Promise.all(all).then((statuses) => process.stdout.write(JSON.stringify(statuses)));`) as Promise<
      number[]
    >;
    // A page's script and images are files from disk: never refused (here: the 404 of no file).
    expect((await get(`${base}/assets/entry.client-abc.js`)).status).toBe(404);
    expect((await get(`${base}/media/1/abc/640.avif`)).status).toBe(404);
    const statuses = await burst;
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    expect((await get(`${base}/readyz`)).status).toBe(200);
  });

  it("sheds sustained overload at twice capacity, keeping the admitted requests' wait bounded", async () => {
    app = (await buildOpsApp(database, { SHED_TARGET_WAIT_MS: 300 })).app;
    app.get('/test/render', async () => {
      busy(10); // a page render: capacity ~100 a second at most
      return { done: true };
    });
    const base = await listen(app);
    // Open loop, as shoppers arrive: 200 a second for 6 s, whatever the answers' pace. From
    // another process: this one's event loop is the server's, busy with the renders.
    const all = await openLoop(`${base}/test/render`, 200, 6_000);
    const admitted = all.filter((a) => a.status === 200).map((a) => a.ms);
    const shed = all.filter((a) => a.status === 503);
    expect(all.length - admitted.length - shed.length).toBe(0);
    expect(shed.length).toBeGreaterThan(all.length / 5);
    expect(shed.every((a) => a.retryAfter !== null)).toBe(true);
    expect(admitted.length).toBeGreaterThan(all.length / 50); // it still serves
    // Unshed, every request would be served in turn: at the rate this machine achieved in this
    // run (a shared, noisy machine renders slower some runs), the last arrivals would wait for
    // the whole backlog. Shed, the wait stays near target + interval (300 ms + 1 s) times the
    // overload: far below that backlog, whatever the machine's speed today.
    const finished = Math.max(...all.filter((a) => a.status === 200).map((a) => a.at + a.ms));
    const servedPerMs = admitted.length / finished;
    const unshedLastWait = all.length / servedPerMs - 6_000;
    admitted.sort((a, b) => a - b);
    const p99 = admitted[Math.floor(admitted.length * 0.99)]!;
    expect(unshedLastWait).toBeGreaterThan(3_000); // the load really was an overload
    expect(p99).toBeLessThan(unshedLastWait / 2);
    const metrics = await app.metrics.registry.getSingleMetricAsString(
      'storefront_load_shed_total',
    );
    expect(metrics).toMatch(/storefront_load_shed_total\{reason="queue"\} [1-9]/);
    // Once the load is gone, the server is ready again, and admits. Polled: on a loaded machine
    // the loop may still be catching up when the first request after the load arrives, a real
    // wait past the target, shed once within the CoDel interval.
    await expect
      .poll(async () => (await get(`${base}/readyz`)).status, { timeout: 5_000 })
      .toBe(200);
    await expect
      .poll(async () => (await get(`${base}/test/render`)).status, { timeout: 5_000 })
      .toBe(200);
  });

  it('admits a request the machine kept waiting while the shop sat idle, right after an overload', async () => {
    app = (await buildOpsApp(database, { SHED_TARGET_WAIT_MS: 100 })).app;
    app.get('/test/render', async () => {
      busy(10);
      return { done: true };
    });
    const base = await listen(app);
    const overload = await openLoop(`${base}/test/render`, 300, 2_500);
    expect(overload.some((a) => a.status === 503)).toBe(true); // CoDel shed: it re-enters at once
    await expect
      .poll(async () => (await get(`${base}/readyz`)).status, { timeout: 5_000 })
      .toBe(200);
    // A neighbour takes the CPU: this process is stopped for 600 ms with its loop idle, and its
    // timers (the idle sampler's too) run late. A shopper's request arrives meanwhile; it waited
    // for the machine, not behind other requests, and is no overload. (A stop that lands while
    // a callback runs counts as the loop's work, a real wait: that run is tried again.)
    // On a loaded machine the overload's admitted backlog can still hold the loop here: the stop
    // below must land on an idle loop (else it counts as work, and every attempt measured 0 ms).
    await expect
      .poll(
        async () => {
          const before = performance.eventLoopUtilization();
          await new Promise((resolve) => setTimeout(resolve, 200));
          return performance.eventLoopUtilization(before).utilization;
        },
        { timeout: 15_000 },
      )
      .toBeLessThan(0.2);
    let stopped = { idleMs: 0, status: '' };
    for (let attempt = 0; attempt < 3 && stopped.idleMs < 500; attempt++) {
      stopped = await stoppedWhileRequested(`${base}/test/render`);
    }
    expect(stopped.idleMs).toBeGreaterThanOrEqual(500);
    expect(stopped.status).toBe('200');
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
    const queued = Array.from({ length: BUSY }, () => get(`${base}/test/slow`));
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
