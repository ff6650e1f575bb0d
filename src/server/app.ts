import cluster from 'node:cluster';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { secureCookies, shopOrigin, type Config } from './config';
import { processCount } from './process-count';
import type { Services } from './services/index';
import errorHandler, { frameworkErrors } from './plugins/error-handler';
import inputGuard from './plugins/input-guard';
import securityHeaders from './plugins/security-headers';
import csrf from './plugins/csrf';
import auth from './plugins/auth';
import adminSession from './plugins/admin-session';
import apiDocs from './plugins/api-docs';
import health, { databaseReachable } from './plugins/health';
import loadShedding from './plugins/load-shedding';
import metrics from './plugins/metrics';
import apiRoutes from './api/index';
import adminRoutes from './api/admin/index';
import web, { type WebOptions } from './plugins/web';
import { pageCacheFromConfig, type PageCache } from './plugins/page-cache/store';
import { frontServer, type Front } from './plugins/page-cache/hit-lane';

export interface AppDeps {
  config: Config;
  services: Services;
  /** The page renderer; absent in API-only tests. */
  web?: Omit<WebOptions, 'loadContext' | 'pageCache' | 'front'>;
}

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's page cache (plugins/page-cache); tests read its `generation()`. */
    pageCache: PageCache;
    /**
     * How many processes split one limit's allowance (api/shared/rate-limit.ts): the processes
     * sharing the port when their counters are each in memory, 1 with REDIS_URL or one process.
     */
    rateLimitShare: number;
  }
}

/**
 * Builds the whole HTTP app without listening, so tests can `inject()` into it. Plugins go in
 * layers: external ones, then the app's cross-cutting ones, then routes, then pages.
 */
export async function buildApp({ config, services, web: webOptions }: AppDeps): Promise<App> {
  // Fresh cached pages are answered ahead of Fastify (plugins/page-cache/hit-lane.ts).
  const front: Front = { serve: null };
  const log: FastifyBaseLogger = services.log;
  const app = Fastify({
    serverFactory: frontServer(front),
    // The services' logger (logger.ts); none at all when silent, as Fastify skips its work then.
    ...(config.LOG_LEVEL === 'silent' ? { logger: false } : { loggerInstance: log }),
    // Who may set X-Forwarded-For (request.ip, which per-address limits count): nobody unless
    // TRUST_PROXY names the proxy in front (docs/decisions/010-cart-orders-sharing.md).
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    // Page addresses carry filters in the path; keep them within reason.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  // Before everything that could be shed or measured (docs/decisions/014-operations.md).
  await app.register(metrics, { database: services.database, token: config.METRICS_TOKEN });
  await app.register(loadShedding, {
    maxEventLoopDelayMs: config.MAX_EVENT_LOOP_DELAY_MS,
    targetWaitMs: config.SHED_TARGET_WAIT_MS,
    maxInFlight: config.MAX_IN_FLIGHT,
    maxRssMb: config.MAX_RSS_MB,
    maxHeapMb: config.MAX_HEAP_MB,
    onShed: (reason) => app.metrics.loadShed(reason),
  });
  // Before everything that reads input: charset, and text the database cannot store.
  await app.register(inputGuard);
  await app.register(securityHeaders, { dev: config.NODE_ENV === 'development' });
  // What is compressed here is compressed per response (API answers, personal and uncached
  // pages; cached pages are stored compressed once, at a high quality, by page-cache/). On a
  // 7 KB listing answer compression was half of the call's time at the plugin's default quality
  // (4); quality 1 serves 1.5x the calls for 2% more bytes there and ~15% more on a 110 KB page
  // (docs/decisions/023-listing-index.md).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
  });
  await app.register(cookie);
  // Limits are set per route (login, reset, sharing e-mails); none globally.
  await app.register(rateLimit, { global: false, ...rateLimitStore(app, config) });
  app.decorate('rateLimitShare', rateLimitShare(config));
  await app.register(csrf, {
    secret: services.secrets.csrf,
    secureCookies: secureCookies(config),
  });
  await app.register(auth, { verify: services.auth.verifyAccessToken });
  await app.register(adminSession, {
    sessions: services.staff.sessions,
    secureCookies: secureCookies(config),
    maxHours: config.ADMIN_SESSION_MAX_HOURS,
  });
  // Running jobs get the grace period to finish before the database closes; then the mail
  // transport closes.
  app.addHook('onClose', () => services.jobs.close());
  app.addHook('onClose', () => services.messaging.close());
  app.addHook('onClose', () => services.catalogChanges.close());
  // Its retries and the background read of its titles' hashes stop before the database closes.
  app.addHook('onClose', () => services.catalog.listingIndex.close());
  // The timer to the next scheduled post must not fire against a closed database.
  app.addHook('onClose', () => services.publishTimer.close());
  app.addHook('onClose', () => services.saleEdges.close());
  await app.register(apiDocs);

  await app.register(health, { db: services.database.db });
  await app.register(apiRoutes, { services });
  await app.register(adminRoutes, { services });

  // Rendered anonymous pages: an HTTP concern, so the app owns it, and it follows every catalogue
  // change the services see (this process's and, through the change bus, every other one's).
  // A page is kept at most until the next sale edge (decision 044): the applier runs once here
  // (edges passed while no process ran), then on its timer.
  const pageCache = pageCacheFromConfig(config, { until: () => services.saleEdges.cacheUntil() });
  services.onCatalogChange((change) => pageCache.purge(change));
  // A save set an edge sooner than the one pages stored since were kept until: drop them.
  services.saleEdges.onSooner(() => pageCache.clear());
  await services.saleEdges.start();
  app.decorate('pageCache', pageCache);

  if (webOptions) {
    await app.register(web, {
      ...webOptions,
      // The web plugin owns the script mark; absolute links use PUBLIC_URL, never the Host.
      loadContext: (scriptMark) => ({ services, scriptMark, origin: shopOrigin(config) }),
      pageCache,
      front,
      databaseReachable: () => databaseReachable(services.database.db),
    });
  }
  return app;
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify 5.12 takes a bare hop count as "trust nobody"
 * (it cannot check who the nearest peer is), so a count becomes the function proxy-addr used to
 * make of it: the nearest `hops` addresses are proxies. Like `true`, only safe when nothing but
 * those proxies can reach the port; a list of addresses is the safe choice.
 */
function trustProxy(value: Config['TRUST_PROXY']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * Without Redis each process counts in its own memory, and the cluster hands connections to the
 * processes in turn: a client spreading its attempts over connections would get one allowance a
 * process. So each process allows its share of the limit (rounded up), which keeps the sum near
 * the limit; a client on one connection meets a stricter limit, never a looser one.
 */
function rateLimitShare(config: Config): number {
  if (config.REDIS_URL || !cluster.isWorker) return 1;
  return processCount(config);
}

/**
 * Counters in Redis when REDIS_URL is set, so every process behind a load balancer counts the
 * same attempts; in memory otherwise (one process). A Redis outage lets requests through
 * (skipOnError) rather than taking login down with it.
 */
function rateLimitStore(app: FastifyInstance, config: Config) {
  if (!config.REDIS_URL) return {};
  const redis = new Redis(config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, skipOnError: true, nameSpace: 'sf-rl-' };
}
