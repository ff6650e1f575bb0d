/**
 * How long a failed job waits before its next try: doubling from `baseMs` with each attempt, at
 * most `capMs`, and only half of it fixed: the other half is random ("equal jitter"), so jobs
 * that failed together (an SMTP server down) do not all come back in the same second.
 */
export function backoffMs(
  attempt: number,
  { baseMs = 5_000, capMs = 3_600_000 }: { baseMs?: number; capMs?: number } = {},
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(attempt - 1, 0));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * The due time of a recurring job after `nowMs`: the next multiple of `everyMs` since the epoch
 * (shifted by `offsetMs`), so every process names the same moment and one job is written for it.
 */
export function nextDueMs(nowMs: number, everyMs: number, offsetMs = 0): number {
  return Math.floor((nowMs - offsetMs) / everyMs) * everyMs + everyMs + offsetMs;
}
