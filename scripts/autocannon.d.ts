// The slice of autocannon's API that scripts/bench.ts uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    /** Requests each connection cycles through (paths relative to `url`). */
    requests?: Array<{ path: string; method?: string }>;
    /** Requests per second over all connections (the overload bench offers a fixed rate). */
    overallRate?: number;
    /** Stop after this many requests in all (instead of after `duration`). */
    amount?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
  }

  interface Result {
    requests: { total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }

  /** Emits 'response' (client, statusCode, resBytes, responseTimeMs) and resolves the result. */
  type Instance = EventEmitter & PromiseLike<Result>;

  function autocannon(options: Options): Instance;
  export default autocannon;
}
