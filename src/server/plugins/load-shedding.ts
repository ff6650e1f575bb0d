import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';

/**
 * Past capacity the server refuses work it cannot finish in time (docs/decisions/014-operations.md):
 * a 503 with Retry-After costs well under a millisecond, while admitting a request the server is
 * too busy for only makes every admitted request slower, without bound.
 *
 * Two signals, either one sheds:
 * - under-pressure: the event loop's mean delay over the last sample (the process is CPU-bound:
 *   renders, compression, PGlite's queries that run on the loop), and RSS / heap ceilings;
 * - requests in flight: admitted and not yet answered. Waiting for PostgreSQL does not delay the
 *   event loop, so a slow database would let a queue build unseen; a cap on in-flight requests
 *   bounds any admitted request's wait to about `maxInFlight` service times.
 */
export type ShedReason = 'eventLoopDelay' | 'heapUsedBytes' | 'rssBytes' | 'inFlight' | string;

export interface LoadSheddingOptions {
  /** Mean event-loop delay (ms) past which requests are shed; 0 = off. */
  maxEventLoopDelayMs: number;
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

/** Route config for routes that always answer (health checks). */
export const NEVER_SHED = { shed: false, pressureHandler: () => undefined } as const;

async function loadShedding(app: FastifyInstance, opts: LoadSheddingOptions) {
  const retryAfter = opts.retryAfterSeconds ?? 5;
  let inFlight = 0;

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
    // Half a second: long enough for a stable mean, short enough to stop shedding soon after.
    sampleInterval: 500,
    retryAfter,
    // A non-null return value is sent as the body (under-pressure's contract).
    pressureHandler: (_request, reply, type) => shed(reply, type) as unknown as void,
  });

  app.decorate('overload', () => {
    if (app.isUnderPressure()) return pressureReason(app, opts);
    if (opts.maxInFlight > 0 && inFlight >= opts.maxInFlight) return 'inFlight';
    return null;
  });

  if (opts.maxInFlight <= 0) return;
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config?.shed === false) return done();
    if (inFlight >= opts.maxInFlight) {
      void reply.send(shed(reply, 'inFlight'));
      return;
    }
    inFlight += 1;
    // 'close' fires once per response, whether it finished or the client went away.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
    done();
  });
}

function pressureReason(app: FastifyInstance, opts: LoadSheddingOptions): ShedReason {
  const usage = app.memoryUsage();
  if (opts.maxEventLoopDelayMs > 0 && usage.eventLoopDelay > opts.maxEventLoopDelayMs)
    return 'eventLoopDelay';
  if (opts.maxRssMb > 0 && usage.rssBytes > opts.maxRssMb * 1024 * 1024) return 'rssBytes';
  return 'heapUsedBytes';
}

export default fp(loadShedding, { name: 'load-shedding' });
