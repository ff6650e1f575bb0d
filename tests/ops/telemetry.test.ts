import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newTestDatabaseName, withDatabase } from '../setup/db-template';
import { createTestDataDir, postgresAvailable, type TestDataDir } from '../setup/test-database';

/**
 * OpenTelemetry (src/server/telemetry.ts) against a loopback OTLP/HTTP receiver: the server,
 * started as main.ts starts it, sends HTTP, Fastify and (on PostgreSQL) pg spans of one trace
 * per request, and every log line of a request carries that trace's id.
 */
const FIXTURE = fileURLToPath(new URL('./fixtures/traced-server.ts', import.meta.url));

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
}
interface Received {
  service: string;
  scope: string;
  span: OtlpSpan;
}

let receiver: Server;
let endpoint: string;
const received: Received[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const payload = JSON.parse(body) as {
          resourceSpans: Array<{
            resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
            scopeSpans: Array<{ scope: { name: string }; spans: OtlpSpan[] }>;
          }>;
        };
        for (const rs of payload.resourceSpans) {
          const service =
            rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const ss of rs.scopeSpans)
            for (const span of ss.spans) received.push({ service, scope: ss.scope.name, span });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

/** Starts the fixture; resolves its base URL and the log lines it printed so far (live array). */
async function startServer(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_SERVICE_NAME: 'storefront-test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let buffer = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let i: number;
      while ((i = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 1);
        const match = /^listening (\d+)$/.exec(line);
        if (match) resolve(Number(match[1]));
        else lines.push(line);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${stderr}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { base: `http://127.0.0.1:${port}`, lines, stop };
}

async function traceOf(base: string, path: string, lines: string[]) {
  const response = await fetch(base + path);
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  let server: Received | undefined;
  const deadline = Date.now() + 15_000;
  while (!server && Date.now() < deadline) {
    server = received.find(
      (r) =>
        r.scope === '@opentelemetry/instrumentation-http' &&
        r.span.kind === 2 && // SERVER
        r.span.name.startsWith('GET') &&
        lines.some((l) => l.includes(r.span.traceId) && l.includes(path.split('?')[0]!)),
    );
    if (!server) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(server, 'an HTTP server span whose trace id is in the log').toBeDefined();
  const traceId = server!.span.traceId;
  return { traceId, spans: received.filter((r) => r.span.traceId === traceId), server: server! };
}

describe('tracing', () => {
  let data: TestDataDir;
  beforeAll(async () => {
    data = await createTestDataDir();
  });
  afterAll(() => data?.remove());

  it(
    'sends HTTP and Fastify spans of each request, and puts its trace id in its log lines',
    { timeout: 90_000 },
    async () => {
      const server = await startServer({ DATA_DIR: data.dir });
      try {
        const {
          traceId,
          spans,
          server: root,
        } = await traceOf(server.base, '/api/client/csrf-token', server.lines);
        expect(root.service).toBe('storefront-test');
        expect(spans.some((s) => s.scope === '@fastify/otel')).toBe(true);
        // Fastify's spans are children in the same trace, under the HTTP span.
        expect(spans.every((s) => s.span.traceId === traceId)).toBe(true);
        const requestLines = server.lines.filter((l) => l.includes('"reqId"'));
        const ours = requestLines.filter((l) => l.includes(traceId));
        expect(ours.length).toBeGreaterThanOrEqual(2); // incoming request, request completed
        for (const line of ours) expect(JSON.parse(line)).toMatchObject({ trace_id: traceId });
        // Every request's lines carry a trace id.
        for (const line of requestLines)
          expect(JSON.parse(line).trace_id).toMatch(/^[0-9a-f]{32}$/);
      } finally {
        await server.stop();
      }
    },
  );

  it.skipIf(!postgresAvailable())(
    'adds a pg span per statement on PostgreSQL',
    { timeout: 90_000 },
    async () => {
      const postgres = inject('testDatabase').postgres!;
      const name = newTestDatabaseName();
      const admin = new pg.Client({ connectionString: postgres.adminUrl });
      await admin.connect();
      await admin.query(`create database "${name}" template "${postgres.template}"`);
      const server = await startServer({ DATABASE_URL: withDatabase(postgres.adminUrl, name) });
      try {
        const { spans } = await traceOf(server.base, '/api/client/pl/category/tree', server.lines);
        const queries = spans.filter((s) => s.scope === '@opentelemetry/instrumentation-pg');
        expect(queries.length).toBeGreaterThan(0);
      } finally {
        await server.stop();
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
  );
});
