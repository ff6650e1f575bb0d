import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { performance } from 'node:perf_hooks';
import { markReady, readyAt } from './socket-ready';

/**
 * Past capacity the server refuses work it cannot finish in time (docs/decisions/014-operations.md,
 * 030-performance-under-load.md): a 503 with Retry-After costs well under a millisecond, while
 * admitting a request the server is too busy for only makes every admitted request slower.
 * A burst is not overload: a flash sale's shoppers arriving in the same second are admitted and
 * queued, as long as the queue drains.
 *
 * - CoDel's rule (Nichols and Jacobson, "Controlling Queue Delay") on what each request waited
 *   (its sojourn time). Only a wait that stays above the target for a whole interval is
 *   overload; then, until a request's wait is below the target again, the server sheds. A burst
 *   drains below the target or within the interval, and loses nothing; so does a fixed number of
 *   clients keeping the server busy (their wait is bounded by their number).
 *   A request waits in two places:
 *   - unread, for the event loop: a CPU-bound server (renders, PGlite's queries) holds a
 *     request or two at once; the rest wait in their connections, or, new ones, in the
 *     kernel's accept queue, where no timer sees them. A request cannot have waited since
 *     before the loop last sat idle (it would have been read then), nor, on a kept-alive
 *     connection, since before its previous response finished (socket-ready.ts). So a fixed
 *     set of clients keeping the loop busy shows short waits, and a stream of new visitors
 *     that the loop never catches up with shows a wait that grows;
 *   - in a queue in front of the handlers: at most `concurrency` run at once (a server waiting
 *     for PostgreSQL holds many while its loop is idle), the rest wait in order.
 *   Shedding refuses a request as soon as its wait is known, before any work is done for it.
 * - under-pressure: the event loop's mean delay while requests queue, and RSS / heap ceilings.
 * - A hard cap on requests held, running or queued.
 */
export type ShedReason = 'eventLoopDelay' | 'heapUsedBytes' | 'rssBytes' | 'queue' | 'inFlight';

export interface LoadSheddingOptions {
  /** Mean event-loop delay (ms) past which requests are shed; 0 = off. */
  maxEventLoopDelayMs: number;
  /** The queue wait (ms) an admitted request may face; 0 = no queue, no CoDel. */
  targetWaitMs: number;
  /** How long the wait must stay above the target before shedding (ms); default 1000. */
  intervalMs?: number;
  /** Requests running at once; the rest queue (default CONCURRENCY). */
  concurrency?: number;
  /** Requests held at once, running or queued; 0 = no cap. */
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
 * Requests that run at once before others queue. Renders are CPU work on one event loop (and
 * PGlite's queries too), so more at once only makes each slower; a few overlap the waits for
 * PostgreSQL. Every request passes the queue's check, so the queue is where the wait shows.
 */
export const CONCURRENCY = 16;

/** CoDel's interval: how long the wait must stay above target before it is a standing queue. */
export const INTERVAL_MS = 1000;

/** How often the loop's idle time is looked at: the resolution of "the loop last sat idle". */
const IDLE_SAMPLE_MS = 10;

/** Requests held that make a lagging event loop the server's own doing. */
export const BUSY = 32;

/**
 * Fingerprinted assets and media are files sent from disk: cheap, and a page without its script
 * or stylesheet is broken. They are never shed, nor counted as work in flight.
 */
const STATIC_FILES = /^\/(?:assets|media)\/|^\/favicon\./;

/**
 * CoDel's state: whether the wait has stayed above target for an interval. Fed the sojourn time
 * of every request that starts; true while the server should shed. As in CoDel, overload that
 * returns soon after shedding stopped (within RECENT intervals) sheds again at once: the queue
 * it builds while waiting out another interval would be as long as the first one.
 */
export function createCoDel(targetMs: number, intervalMs: number) {
  /** When the wait, above target since, will have been so for an interval; 0 when below. */
  let aboveUntil = 0;
  let dropping = false;
  let stoppedAt = -Infinity;
  return {
    /** A request waited `sojournMs` before starting now; true when it should be shed. */
    shedAfter(sojournMs: number, now: number): boolean {
      if (sojournMs < targetMs) {
        aboveUntil = 0;
        if (dropping) stoppedAt = now;
        dropping = false;
        return false;
      }
      if (!dropping && now - stoppedAt < RECENT * intervalMs) dropping = true;
      if (aboveUntil === 0) aboveUntil = now + intervalMs;
      else if (now >= aboveUntil) dropping = true;
      return dropping;
    },
    dropping: () => dropping,
  };
}

/** Intervals after shedding stopped during which overload sheds again without waiting one. */
const RECENT = 8;

interface Waiting {
  /** When its wait began (see the read wait above). */
  since: number;
  start(): void;
  reply: FastifyReply;
  gone: boolean;
}

async function loadShedding(app: FastifyInstance, opts: LoadSheddingOptions) {
  const retryAfter = opts.retryAfterSeconds ?? 5;
  const concurrency = opts.targetWaitMs > 0 ? (opts.concurrency ?? CONCURRENCY) : Infinity;
  const interval = opts.intervalMs ?? INTERVAL_MS;
  const codel = createCoDel(opts.targetWaitMs, interval);
  /**
   * The idle sampler's last look: when, and the loop's idle time then. `idleSince` is the
   * latest moment the loop is known to have sat idle: nothing was waiting before it.
   */
  let idleSince = 0;
  let sampledAt = 0;
  let sampledIdle = 0;
  /**
   * The latest moment the loop is known to have sat idle, now. Idle time since the sampler's
   * last look lies between it and now; all of it could have come first, so the loop was idle
   * no earlier than `sampledAt + idle` and no later than now (a lower bound: a wait measured
   * from it is never too short). Read fresh, not only from the sampler: a process the machine
   * starved of CPU runs its timers late, and a request read before the late tick would
   * otherwise be judged by a look taken before the starvation, as if it had waited through it.
   */
  const lastIdle = (now: number) => {
    const idle = performance.eventLoopUtilization().idle - sampledIdle;
    return idle > 0 ? Math.max(idleSince, Math.min(now, sampledAt + idle)) : idleSince;
  };
  const queue: Waiting[] = [];
  let running = 0;
  const held = () => running + queue.length;

  // Start-up (loading modules, opening PGlite, warming up) blocks the loop before the first
  // request: that lag says nothing about load. Event-loop samples count from one full sample
  // after the app is ready.
  let settledAt = Infinity;
  app.addHook('onReady', async () => {
    settledAt = performance.now() + 2 * SAMPLE_MS;
  });
  /**
   * A lagging loop sheds only while the server has work of its own waiting. With nothing
   * queued the lag comes from elsewhere (neighbours taking the CPU, a start-up): refusing
   * those few requests would not make anything faster. Memory always sheds.
   */
  const lagCounts = (type: string) =>
    performance.now() >= settledAt &&
    (type !== 'eventLoopDelay' || queue.length > 0 || held() >= BUSY);
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

  /** Why a new request would be refused now, on the queue's signals. */
  const full = (): ShedReason | null => {
    if (opts.maxInFlight > 0 && held() >= opts.maxInFlight) return 'inFlight';
    // Shedding, and others wait already: this one would wait past the target too.
    if (codel.dropping() && queue.length > 0) return 'queue';
    return null;
  };

  // Readiness: while shedding, a balancer should send new visitors elsewhere.
  app.decorate('overload', () => pressureNow() ?? full() ?? (codel.dropping() ? 'queue' : null));

  if (opts.maxInFlight <= 0 && opts.targetWaitMs <= 0 && opts.maxEventLoopDelayMs <= 0) return;

  if (opts.targetWaitMs > 0) {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sampledAt = idleSince = performance.now();
      sampledIdle = performance.eventLoopUtilization().idle;
      timer = setInterval(() => {
        const now = performance.now();
        const { idle } = performance.eventLoopUtilization();
        if (idle > sampledIdle) {
          idleSince = lastIdle(now);
          // Nothing waits for the loop nor in the queue: no standing queue is left. (Without
          // a request to say so, readiness would report shedding for ever.)
          if (queue.length === 0) codel.shedAfter(0, now);
        }
        [sampledAt, sampledIdle] = [now, idle];
      }, IDLE_SAMPLE_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }

  /** Starts queued requests while there is room; those that waited too long under overload go. */
  const pump = () => {
    while (running < concurrency && queue.length > 0) {
      const next = queue.shift()!;
      if (next.gone) continue;
      const now = performance.now();
      if (codel.shedAfter(now - next.since, now)) {
        void next.reply.send(shed(next.reply, 'queue'));
        continue;
      }
      next.start();
    }
  };

  app.addHook('onRequest', (request, reply, next) => {
    if (request.routeOptions.config?.shed === false || STATIC_FILES.test(request.url))
      return next();
    const now = performance.now();
    const socket = request.raw.socket;
    // When its wait began (see above): no earlier than the loop last sat idle, nor than its
    // connection's previous response. A new connection may have waited to be accepted since
    // the loop was last idle: the kernel's queue, which nothing in the process sees.
    const idle = opts.targetWaitMs > 0 ? lastIdle(now) : now;
    const since = Math.min(now, Math.max(idle, readyAt(socket) ?? idle));
    const reason = full();
    if (reason) {
      void reply.send(shed(reply, reason));
      return;
    }
    const start = () => {
      running += 1;
      // Whichever comes first: 'finish' (sent; injected requests emit only this one) or
      // 'close' (the client went away before the end).
      let counted = false;
      const leave = () => {
        if (counted) return;
        counted = true;
        running -= 1;
        markReady(socket);
        pump();
      };
      reply.raw.once('finish', leave).once('close', leave);
      next();
    };
    if (running < concurrency && queue.length === 0) {
      if (opts.targetWaitMs > 0 && codel.shedAfter(now - since, now)) {
        void reply.send(shed(reply, 'queue'));
        return;
      }
      start();
      return;
    }
    const waiting: Waiting = { since, start, reply, gone: false };
    // A client that gives up while waiting frees its place.
    reply.raw.once('close', () => {
      if (!waiting.gone && queue.includes(waiting)) {
        waiting.gone = true;
        queue.splice(queue.indexOf(waiting), 1);
      }
    });
    queue.push(waiting);
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
