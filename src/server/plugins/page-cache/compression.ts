import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * How a cached page is compressed (docs/decisions/030-performance-under-load.md).
 *
 * A miss waits for its page's compression, so it is compressed at a fast level: Brotli quality
 * 5 and gzip level 6 take ~2-3 ms on an 80 KB page here, Brotli 9 took ~32 ms, for bytes ~1%
 * smaller. A page that keeps being asked for is compressed again, once, in the background at
 * Brotli 11 and gzip 9, and the new bytes replace the fast ones only when they save enough to
 * be worth a changed validator. Both run on zlib's thread pool, off the event loop.
 */
export const FAST = { br: 5, gzip: 6 } as const;
export const BEST = { br: 11, gzip: 9 } as const;

/** Serves of one page after which it is worth compressing again at the best level. */
export const HOT_HITS = 200;

/** Keep the best level's bytes only if they are at least this much smaller (Brotli). */
export const WORTH_SAVING = 0.03;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface Compressed {
  br: Buffer;
  gzip: Buffer;
}

export async function compressPage(body: Buffer, level: typeof FAST | typeof BEST) {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level.br,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: level.gzip }),
  ]);
  return { br, gzip: gz } satisfies Compressed;
}

/**
 * Recompresses hot pages one at a time, so a burst of newly hot pages costs one thread-pool
 * thread, never all of them at once while the shop is busy rendering misses.
 */
export function createRecompressor(onError: (error: unknown) => void) {
  const queue: Array<() => Promise<void>> = [];
  let running = false;
  const next = () => {
    const job = queue.shift();
    if (!job) {
      running = false;
      return;
    }
    running = true;
    job().then(next, (error: unknown) => {
      onError(error);
      next();
    });
  };
  return {
    /** Runs `job` after the ones queued before it. */
    add(job: () => Promise<void>) {
      queue.push(job);
      if (!running) next();
    },
    /** Settles when nothing is queued or running (tests). */
    async idle() {
      while (running || queue.length > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
}
