import { describe, expect, it } from 'vitest';
import { shareOf } from './rate-limit';

describe('shareOf: one process part of a limit', () => {
  it('is the whole limit for one process', () => {
    expect(shareOf(5, 1)).toBe(5);
  });
  it('splits a limit between processes, rounded up so the sum is never below the limit', () => {
    expect(shareOf(5, 2)).toBe(3);
    expect(shareOf(20, 2)).toBe(10);
    expect(shareOf(20, 3)).toBe(7);
  });
  it('never allows less than one attempt', () => {
    expect(shareOf(1, 4)).toBe(1);
    expect(shareOf(3, 0)).toBe(3);
  });
});
