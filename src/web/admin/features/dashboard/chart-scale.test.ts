import { describe, expect, it } from 'vitest';
import { labelledBars, niceMax } from './chart-scale';

describe('the revenue chart’s scale', () => {
  it.each([
    [0, 1],
    [-5, 1],
    [0.4, 0.5],
    [1, 1],
    [7, 10],
    [12, 20],
    [21, 25],
    [2_499.99, 2_500],
    [30_001, 50_000],
    [99_000, 100_000],
  ])('niceMax(%s) = %s', (max, nice) => {
    expect(niceMax(max)).toBe(nice);
  });

  it('labels the last bar and every 7th before it', () => {
    expect([...labelledBars(30, 7)].sort((a, b) => a - b)).toEqual([1, 8, 15, 22, 29]);
    expect([...labelledBars(3, 7)]).toEqual([2]);
  });
});
