import { availableParallelism } from 'node:os';
import type { Config } from './config';

/**
 * How many processes serve the shop's port (docs/decisions/064-every-core.md): SHOP_PROCESSES,
 * or with `auto` one a core on PostgreSQL and one on the embedded database (PGlite opens its
 * directory in one process only). Kept apart from processes.ts so that the production entry reads
 * it before anything heavy is loaded.
 */
export function processCount(
  config: Pick<Config, 'SHOP_PROCESSES' | 'DATABASE_URL'>,
  cores = availableParallelism(),
): number {
  if (config.SHOP_PROCESSES !== 'auto') return config.SHOP_PROCESSES;
  return config.DATABASE_URL ? Math.max(1, cores) : 1;
}

/** What the log says when one process serves: why, and how to use more cores. */
export function oneProcessNote(
  config: Pick<Config, 'SHOP_PROCESSES' | 'DATABASE_URL'>,
  cores = availableParallelism(),
): string {
  if (config.SHOP_PROCESSES === 1) return 'Serving on 1 process (SHOP_PROCESSES=1).';
  if (!config.DATABASE_URL && cores > 1)
    return `Serving on 1 process of ${cores} cores: the embedded database opens in one process; with DATABASE_URL the shop serves on one process a core (SHOP_PROCESSES).`;
  return 'Serving on 1 process.';
}

/**
 * V8 flags for the processes of a cluster (decision 064, addendum): with a process on every
 * core, each collects its garbage on its own thread. By default V8 helps each collection with
 * threads on the other cores, which a second process is using already; at 100,000 products,
 * 2 processes on 2 cores served 63-77 misses a second with them single-threaded against 50-72
 * with the helpers (same runs). Fewer processes than cores keep the helpers: a core is idle.
 */
export function workerNodeFlags(count: number, cores = availableParallelism()): string[] {
  return count >= cores ? ['--single-threaded-gc'] : [];
}
