import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffMs, nextDueMs } from './backoff';

describe('backoffMs', () => {
  it('doubles with each attempt, half fixed and half random', () => {
    expect(backoffMs(1, { baseMs: 1000 }, () => 0)).toBe(500);
    expect(backoffMs(1, { baseMs: 1000 }, () => 1)).toBe(1000);
    expect(backoffMs(3, { baseMs: 1000 }, () => 0)).toBe(2000);
    expect(backoffMs(3, { baseMs: 1000 }, () => 1)).toBe(4000);
  });

  it('never passes its cap, never goes below half the ceiling', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, r) => {
          const ms = backoffMs(n, { baseMs: 1000, capMs: 60_000 }, () => r);
          const ceiling = Math.min(60_000, 1000 * 2 ** (n - 1));
          return ms >= ceiling / 2 - 1 && ms <= ceiling;
        },
      ),
    );
  });
});

describe('nextDueMs', () => {
  it('is the next multiple of the period, the same in every process', () => {
    expect(nextDueMs(0, 60_000)).toBe(60_000);
    expect(nextDueMs(59_999, 60_000)).toBe(60_000);
    expect(nextDueMs(60_000, 60_000)).toBe(120_000);
    expect(nextDueMs(61_000, 60_000, 30_000)).toBe(90_000);
  });
});
