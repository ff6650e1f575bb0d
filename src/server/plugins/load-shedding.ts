import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';

/**
 * Past capacity the server refuses work it cannot finish in time (docs/decisions/014-operations.md):
 * a 503 with Retry-After costs well under a millisecond, while admitting a request the server is
 * too busy for only makes every admitted request slower, without bound.
 *
 * Three signals, any one sheds:
 * - under-pressure: the event loop's mean delay over the last sample (a CPU-bound process:
 *   renders, compression, PGlite's queries that run on the loop) while requests queue, and
 *   RSS / heap ceilings;
 * - a wait target: by Little's law, requests in flight divided by throughput is the wait a new
 *   request faces. The server admits at most `throughput x target` at once (throughput of the
 *   last two seconds, at least MIN_ADMITTED), so an admitted request waits about the target
 *   however slow pages are on this machine and database. Waiting for PostgreSQL does not delay
 *   the event loop: without this a slow database would let a queue grow unseen;
 * - a hard cap on requests in flight.
 */
export type ShedReason = 'eventLoopDelay' | 'heapUsedBytes' | 'rssBytes' | 'queue' | 'inFlight';

export interface LoadSheddingOptions {
  /** Mean event-loop delay (ms) past which requests are shed; 0 = off. */
  maxEventLoopDelayMs: number;
  /** The wait (ms) an admitted request may face; 0 = off. */
  targetWaitMs: number;
  /** Requests admitted at once; 0 = no cap. */
  maxInFlight: number;
  /** RSS and heap ceilings in MB; 0 = off. */
  maxRssMb: number;
  maxHeapMb: number;
  /** Seconds a client is told to wait. */
  retryAfterSeconds?: number;
  /** Called for every shed request (metrics). */
  onShed?: (reason: ShedReason) => void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: never shed this route (liveness and readiness answer, whatever the load). */
    shed?: false;
    /** under-pressure's per-route handler; set for routes that must not be shed. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => void;
  }
  interface FastifyInstance {
    /** Why the server would shed a request now, or null when it admits. */
    overload(): ShedReason | null;
  }
}

/** Route config for routes that always answer (health checks, metrics). */
export const NEVER_SHED = { shed: false, pressureHandler: () => undefined } as const;

/** How often under-pressure samples: long enough for a stable mean, short enough to recover. */
const SAMPLE_MS = 500;

/**
 * Admitted at once even before any throughput is known (a cold start, a quiet shop). A browser
 * opening one page asks for a dozen things at once; a quiet shop that gets a few visitors in
 * the same second must serve them all, not refuse the burst it has no history for.
 */
export const MIN_ADMITTED = 32;

/**
 * Fingerprinted assets and media are files sent from disk: cheap, and a page without its script
 * or stylesheet is broken. They are never shed, nor counted as work in flight.
 */
const STATIC_FILES = /^\/(?:assets|media)\/|^\/favicon\./;

/** Completions per second over the last two seconds, in 100 ms buckets. */
function throughputMeter() {
  const SLOTS = 20;
  const counts = new Array<number>(SLOTS).fill(0);
  const stamps = new Array<number>(SLOTS).fill(-1);
  return {
    tick() {
      const slot = Math.floor(performance.now() / 100);
      const i = slot % SLOTS;
      if (stamps[i] !== slot) {
        stamps[i] = slot;
        counts[i] = 0;
      }
      counts[i]! += 1;
    },
    perSecond() {
      const oldest = Math.floor(performance.now() / 100) - SLOTS + 1;
      let sum = 0;
      for (let i = 0; i < SLOTS; i += 1) if (stamps[i]! >= oldest) sum += counts[i]!;
      return sum / (SLOTS / 10);
    },
  };
}

async function loadShedding(app: FastifyInstance, opts: LoadSheddingOptions) {
  const retryAfter = opts.retryAfterSeconds ?? 5;
  let inFlight = 0;
  const done = throughputMeter();

  // Start-up (loading modules, opening PGlite, warming up) blocks the loop before the first
  // request: that lag says nothing about load. Event-loop samples count from one full sample
  // after the app is ready.
  let settledAt = Infinity;
  app.addHook('onReady', async () => {
    settledAt = performance.now() + 2 * SAMPLE_MS;
  });
  /**
   * A lagging loop sheds only while the server has work of its own queued. With fewer than
   * MIN_ADMITTED requests in flight the lag comes from elsewhere (neighbours taking the CPU, a
   * start-up): refusing those few requests would not make anything faster. Memory always sheds.
   */
  const lagCounts = (type: string) =>
    performance.now() >= settledAt && (type !== 'eventLoopDelay' || inFlight >= MIN_ADMITTED);
  const pressureNow = (): ShedReason | null => {
    if (!app.isUnderPressure()) return null;
    const reason = pressureReason(app, opts);
    return lagCounts(reason) ? reason : memoryReason(app, opts);
  };

  /** Marks the reply as shed and returns the body to send. */
  const shed = (reply: FastifyReply, reason: ShedReason) => {
    opts.onShed?.(reason);
    reply.code(503).header('Retry-After', String(retryAfter)).header('Cache-Control', 'no-store');
    return { errors: 'Service temporarily unavailable', code: 'overloaded' };
  };

  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    maxRssBytes: opts.maxRssMb * 1024 * 1024,
    maxHeapUsedBytes: opts.maxHeapMb * 1024 * 1024,
    sampleInterval: SAMPLE_MS,
    retryAfter,
    // A non-null return value is sent as the body; undefined admits (under-pressure's contract).
    // under-pressure reports the first signal it finds (the lag before memory): when the lag
    // does not count, memory may still.
    pressureHandler: (request, reply, type) => {
      if (STATIC_FILES.test(request.url)) return undefined;
      const reason = lagCounts(type) ? (type as ShedReason) : memoryReason(app, opts);
      return reason ? (shed(reply, reason) as unknown as void) : undefined;
    },
  });

  /** Why a new request would be refused now, on the in-flight signals. */
  const full = (): ShedReason | null => {
    if (opts.maxInFlight > 0 && inFlight >= opts.maxInFlight) return 'inFlight';
    if (opts.targetWaitMs > 0) {
      const admissible = Math.max(MIN_ADMITTED, (done.perSecond() * opts.targetWaitMs) / 1000);
      if (inFlight >= admissible) return 'queue';
    }
    return null;
  };

  app.decorate('overload', () => pressureNow() ?? full());

  if (opts.maxInFlight <= 0 && opts.targetWaitMs <= 0 && opts.maxEventLoopDelayMs <= 0) return;
  // Counts what is in flight (every signal above reads it) and refuses past the in-flight ones.
  app.addHook('onRequest', (request, reply, next) => {
    if (request.routeOptions.config?.shed === false || STATIC_FILES.test(request.url))
      return next();
    const reason = full();
    if (reason) {
      void reply.send(shed(reply, reason));
      return;
    }
    inFlight += 1;
    // Whichever comes first: 'finish' (sent; injected requests emit only this one) or 'close'
    // (the client went away before the end).
    let counted = false;
    const leave = () => {
      if (counted) return;
      counted = true;
      inFlight -= 1;
      done.tick();
    };
    reply.raw.once('finish', leave).once('close', leave);
    next();
  });
}

function pressureReason(app: FastifyInstance, opts: LoadSheddingOptions): ShedReason {
  const usage = app.memoryUsage();
  if (opts.maxEventLoopDelayMs > 0 && usage.eventLoopDelay > opts.maxEventLoopDelayMs)
    return 'eventLoopDelay';
  return memoryReason(app, opts) ?? 'heapUsedBytes';
}

function memoryReason(app: FastifyInstance, opts: LoadSheddingOptions): ShedReason | null {
  const usage = app.memoryUsage();
  if (opts.maxRssMb > 0 && usage.rssBytes > opts.maxRssMb * 1024 * 1024) return 'rssBytes';
  if (opts.maxHeapMb > 0 && usage.heapUsed > opts.maxHeapMb * 1024 * 1024) return 'heapUsedBytes';
  return null;
}

export default fp(loadShedding, { name: 'load-shedding' });
