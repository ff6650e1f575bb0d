/**
 * How much the fuzz tests run. CI: a fixed seed and a bounded count, so a run is repeatable and
 * takes about a minute. On demand: `FUZZ_RUNS=20000 npx vitest run tests/fuzz` (and `FUZZ_SEED`
 * to replay or vary a run; a failure prints its seed and the shrunk request).
 */
export interface FuzzSettings {
  /** Requests in all, shared evenly by the routes (at least 5 each). */
  runs: number;
  seed: number;
  /** A request that takes longer than this hangs. */
  hangMs: number;
  testTimeoutMs: number;
}

const DEFAULT_RUNS = 2_000;
const DEFAULT_SEED = 1010; // the seed of the run decision 013 describes

function wholeNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number: ${raw}`);
  return n;
}

export function fuzzSettings(): FuzzSettings {
  const runs = wholeNumber('FUZZ_RUNS', DEFAULT_RUNS);
  return {
    runs,
    seed: wholeNumber('FUZZ_SEED', DEFAULT_SEED),
    hangMs: 5_000,
    // Generous: a slow shared machine must not fail a run that is merely slow.
    testTimeoutMs: 120_000 + runs * 100,
  };
}

/** Rejects when `promise` takes longer than `ms` (a hang), naming what hung. */
export async function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  what: () => string,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms: ${what()}`)), ms);
  });
  try {
    return await Promise.race([promise, hang]);
  } finally {
    clearTimeout(timer);
  }
}
