// The slice of autocannon's API that scripts/bench.ts uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
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
