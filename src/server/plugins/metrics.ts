import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { count, eq } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { outbox } from '../db/schema/index';
import type { Database } from '../db/types';
import { queueFigures } from '../services/jobs/index';
import { NEVER_SHED, type ShedReason } from './load-shedding';

/**
 * Prometheus metrics (docs/operations.md lists them). One registry per app, not prom-client's
 * global one: tests build many apps in one process. Served on the ops listener (ops-listener.ts), or
 * on the shop's port behind METRICS_TOKEN; never publicly.
 */
export interface Metrics {
  registry: Registry;
  loadShed(reason: ShedReason): void;
  /** A page answered outside Fastify's hooks (the hit lane), which onResponse does not see. */
  pageCache(result: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsOptions {
  database: Database;
  /** When set, GET /metrics on this app answers to `Authorization: Bearer <token>` only. */
  token?: string | undefined;
}

/** Seconds: from a cached page (~1 ms) to a request that hit a timeout. */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];

async function metrics(app: FastifyInstance, opts: MetricsOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'storefront_page_cache_total',
    help: 'Pages answered by the page cache: hit, miss (rendered and stored), stale, bypass',
    labelNames: ['result'],
    registers: [registry],
  });
  const queryDuration = new Histogram({
    name: 'storefront_db_query_duration_seconds',
    help: 'Database statement duration',
    labelNames: ['driver', 'status'],
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const shed = new Counter({
    name: 'storefront_load_shed_total',
    help: 'Requests refused with 503 because the server was past capacity, by signal',
    labelNames: ['reason'],
    registers: [registry],
  });
  new Gauge({
    name: 'storefront_event_loop_delay_seconds',
    help: 'Mean event-loop delay over the last sample, as load shedding sees it',
    registers: [registry],
    collect() {
      if (app.hasDecorator('memoryUsage')) this.set(app.memoryUsage().eventLoopDelay / 1000);
    },
  });
  const { db } = opts.database;
  new Gauge({
    name: 'storefront_outbox_backlog',
    help: 'E-mails and SMS waiting for delivery',
    registers: [registry],
    async collect() {
      try {
        const [row] = await db
          .select({ n: count() })
          .from(outbox)
          .where(eq(outbox.status, 'pending'));
        this.set(row?.n ?? 0);
      } catch {
        // The database is down: the scrape still answers; the gauge keeps its last value.
      }
    },
  });

  // The job queue's three figures, read once per scrape: prom-client collects the gauges together,
  // so the first one's read is shared by the other two, then forgotten for the next scrape.
  let figures: Promise<Awaited<ReturnType<typeof queueFigures>> | null> | null = null;
  const readQueue = () => {
    figures ??= queueFigures(db)
      .catch(() => null) // the database is down: the gauges keep their last values
      .finally(() => setTimeout(() => (figures = null), 0).unref());
    return figures;
  };
  new Gauge({
    name: 'storefront_jobs_waiting',
    help: 'Background jobs waiting (due or not), by topic',
    labelNames: ['topic'],
    registers: [registry],
    async collect() {
      const f = await readQueue();
      if (!f) return;
      this.reset(); // a topic with nothing waiting any more reads 0, not its last count
      for (const { topic, n } of f.waiting) this.set({ topic }, n);
    },
  });
  new Gauge({
    name: 'storefront_jobs_oldest_due_seconds',
    help: 'How long the oldest due background job has waited past its time (0: the worker keeps up)',
    registers: [registry],
    async collect() {
      const f = await readQueue();
      if (f) this.set(f.oldestDueSeconds);
    },
  });
  new Gauge({
    name: 'storefront_jobs_failed',
    help: 'Background jobs failed after their last try, waiting for the owner (retry or give up)',
    registers: [registry],
    async collect() {
      const f = await readQueue();
      if (f) this.set(f.failed);
    },
  });

  const driver = opts.database.kind;
  opts.database.observeQueries((seconds, failed) =>
    queryDuration.observe({ driver, status: failed ? 'error' : 'ok' }, seconds),
  );
  app.addHook('onClose', async () => opts.database.observeQueries(null));

  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    httpDuration.observe(
      { method: request.method, route: routeLabel(request, status), status_code: String(status) },
      reply.elapsedTime / 1000,
    );
    const cached = reply.getHeader('x-page-cache');
    if (typeof cached === 'string') pageCache.inc({ result: cached });
  });

  app.decorate('metrics', {
    registry,
    loadShed: (reason: ShedReason) => shed.inc({ reason }),
    pageCache: (result: string) => pageCache.inc({ result }),
  });

  const token = opts.token;
  if (token) {
    app.get('/metrics', { schema: { hide: true }, config: NEVER_SHED }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token))
        return reply.status(401).send({ errors: 'Unauthorized', code: 'unauthenticated' });
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  }
}

/**
 * The route pattern, never the raw address (unbounded label values would grow the registry
 * without end). Pages share React Router's catch-all: they are told apart by their first
 * segment after the locale when it is a word, and only when they were found.
 */
function routeLabel(request: FastifyRequest, status: number): string {
  const route = request.routeOptions.url;
  if (!route) return 'unmatched';
  if (route !== '/*') return route;
  if (status === 404) return 'page:not-found';
  const segment = request.url.split('?', 1)[0]!.split('/')[2] ?? '';
  return /^[a-z][a-z-]{0,30}$/.test(segment) ? `page:${segment}` : 'page';
}

export function bearerMatches(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export default fp(metrics, { name: 'metrics' });
