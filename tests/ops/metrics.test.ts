import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { opsListenerFile, startOpsListener, type OpsListener } from '#server/ops-listener';
import type { App } from '#server/app';
import { jobs, outbox } from '#server/db/schema/index';
import { forEachDatabase } from '../setup/test-database';
import { buildOpsApp, get, listen } from './helpers';

/** Prometheus metrics (plugins/metrics.ts) and the ops listener (ops-listener.ts). */
const TOKEN = 'metrics-token-for-tests-0123456789';
let app: App | undefined;
let admin: OpsListener | null = null;
afterEach(async () => {
  await admin?.close();
  await app?.close();
  app = undefined;
  admin = null;
});

/** The value of one sample line, e.g. `name{label="x"}`; NaN when absent. */
function sample(text: string, prefix: string): number {
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  return line ? Number(line.split(' ').pop()) : NaN;
}

forEachDatabase('metrics', (getDb) => {
  it('serves every metric behind METRICS_TOKEN, and nothing without it', async () => {
    const database = getDb();
    app = (await buildOpsApp(database, { METRICS_TOKEN: TOKEN })).app;
    // Stands in for a page answered from the page cache (pages are not built in API tests).
    app.get('/test/cached', async (_request, reply) =>
      reply.header('X-Page-Cache', 'hit').send('ok'),
    );
    const base = await listen(app);
    await database.db
      .insert(outbox)
      .values({ channel: 'sms', recipient: '+48600000000', textBody: 'x' });

    expect((await get(`${base}/api/client/csrf-token`)).status).toBe(200);
    expect((await get(`${base}/readyz`)).status).toBe(200); // a database query
    expect((await get(`${base}/test/cached`)).status).toBe(200);
    expect((await get(`${base}/metrics`)).status).toBe(401);
    expect(
      (await get(`${base}/metrics`, { authorization: 'Bearer wrong-token-0123456789abc' })).status,
    ).toBe(401);

    const scrape = await get(`${base}/metrics`, { authorization: `Bearer ${TOKEN}` });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = scrape.text;
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/client/csrf-token",status_code="200"}',
      ),
    ).toBe(1);
    expect(sample(text, 'storefront_page_cache_total{result="hit"}')).toBe(1);
    expect(
      sample(
        text,
        `storefront_db_query_duration_seconds_count{driver="${database.kind}",status="ok"}`,
      ),
    ).toBeGreaterThan(0);
    expect(sample(text, 'storefront_outbox_backlog')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'storefront_event_loop_delay_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE storefront_load_shed_total counter');
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('reports the job queue: waiting per topic, the oldest due job’s wait, failures', async () => {
    const database = getDb();
    app = (await buildOpsApp(database, { METRICS_TOKEN: TOKEN })).app;
    const base = await listen(app);
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await database.db.insert(jobs).values([
      { topic: 'test.metrics-a', runAfter: minutesAgo(10) },
      { topic: 'test.metrics-a', runAfter: new Date(Date.now() + 3_600_000) },
      { topic: 'test.metrics-b', runAfter: minutesAgo(1) },
      { topic: 'test.metrics-b', status: 'failed', attempts: 8, lastError: 'Error: down' },
      { topic: 'test.metrics-b', status: 'done', attempts: 1 },
    ]);
    const text = (await get(`${base}/metrics`, { authorization: `Bearer ${TOKEN}` })).text;
    expect(sample(text, 'storefront_jobs_waiting{topic="test.metrics-a"}')).toBe(2);
    expect(sample(text, 'storefront_jobs_waiting{topic="test.metrics-b"}')).toBe(1);
    const oldest = sample(text, 'storefront_jobs_oldest_due_seconds');
    expect(oldest).toBeGreaterThanOrEqual(599);
    expect(oldest).toBeLessThan(700);
    expect(sample(text, 'storefront_jobs_failed')).toBe(1);
    // A topic with nothing left waiting reads nothing, not its last count.
    await database.db.delete(jobs);
    const after = (await get(`${base}/metrics`, { authorization: `Bearer ${TOKEN}` })).text;
    expect(sample(after, 'storefront_jobs_waiting{topic="test.metrics-a"}')).toBeNaN();
    expect(sample(after, 'storefront_jobs_oldest_due_seconds')).toBe(0);
    expect(sample(after, 'storefront_jobs_failed')).toBe(0);
  });

  it('has no /metrics on the shop port without METRICS_TOKEN', async () => {
    app = (await buildOpsApp(getDb())).app;
    const base = await listen(app);
    expect((await get(`${base}/metrics`)).status).toBe(404);
  });

  it('serves metrics on the ops listener, and backups only with the token', async () => {
    const database = getDb();
    app = (await buildOpsApp(database)).app;
    await app.ready();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sf-admin-'));
    try {
      admin = await startOpsListener({
        host: '127.0.0.1',
        port: 0,
        registry: app.metrics.registry,
        database,
        backupToken: 'backup-token',
        dataDir,
        log: { warn() {}, info() {} },
      });
      expect(admin).not.toBeNull();
      expect(JSON.parse(readFileSync(opsListenerFile(dataDir), 'utf8'))).toEqual({
        pid: process.pid,
        url: admin!.url,
      });
      const scrape = await get(`${admin!.url}/metrics`);
      expect(scrape.status).toBe(200);
      expect(scrape.text).toContain('http_request_duration_seconds');

      const refused = await fetch(`${admin!.url}/backup`, { method: 'POST' });
      await refused.arrayBuffer();
      expect(refused.status).toBe(401);
      const backup = await fetch(`${admin!.url}/backup`, {
        method: 'POST',
        headers: { authorization: 'Bearer backup-token' },
      });
      const body = Buffer.from(await backup.arrayBuffer());
      if (database.kind === 'pglite') {
        expect(backup.status).toBe(200);
        // A gzipped tar of the data directory (ustar magic at offset 257).
        expect(gunzipSync(body).subarray(257, 262).toString()).toBe('ustar');
      } else {
        expect(backup.status).toBe(409); // PostgreSQL: pg_dump
      }
      await admin!.close();
      admin = null;
      expect(existsSync(opsListenerFile(dataDir))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('ops listener', () => {
  it('does not stop the shop when its port is taken', async () => {
    const blocker = (await import('node:net')).createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const warnings: string[] = [];
    try {
      const started = await startOpsListener({
        host: '127.0.0.1',
        port,
        registry: new (await import('prom-client')).Registry(),
        database: { kind: 'postgres' } as never,
        backupToken: 'x',
        log: { warn: (_o, msg) => warnings.push(msg), info() {} },
      });
      expect(started).toBeNull();
      expect(warnings.join()).toMatch(/not started/);
    } finally {
      blocker.close();
    }
  });
});
