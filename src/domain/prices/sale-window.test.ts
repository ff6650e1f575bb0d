import { describe, expect, it } from 'vitest';
import { insideWindow, nextEdge, saleInForce, windowOrdered } from './sale-window';

const H = 3_600_000;

describe('sale window', () => {
  it.each<[string, number | null, number | null, number, boolean]>([
    ['no window: always', null, null, 5 * H, true],
    ['before the start', 10 * H, null, 9 * H, false],
    ['at the start (inclusive)', 10 * H, null, 10 * H, true],
    ['before the end', null, 20 * H, 19 * H, true],
    ['at the end (exclusive)', null, 20 * H, 20 * H, false],
    ['inside both', 10 * H, 20 * H, 15 * H, true],
    ['after both', 10 * H, 20 * H, 21 * H, false],
  ])('%s', (_name, starts, ends, now, inside) => {
    expect(insideWindow({ starts, ends }, now)).toBe(inside);
    expect(saleInForce({ planned: 900, starts, ends }, now)).toBe(inside ? 900 : null);
  });

  it('offers nothing without a planned price', () => {
    expect(saleInForce({ planned: null, starts: null, ends: null }, 0)).toBeNull();
    expect(nextEdge({ planned: null, starts: 10, ends: 20 }, 0)).toBeNull();
  });

  it('names the next edge: the start, then the end, then none', () => {
    const w = { planned: 900, starts: 10 * H, ends: 20 * H };
    expect(nextEdge(w, 0)).toBe(10 * H);
    expect(nextEdge(w, 10 * H)).toBe(20 * H);
    expect(nextEdge(w, 20 * H)).toBeNull();
  });

  it('wants the end after the start', () => {
    expect(windowOrdered(1, 2)).toBe(true);
    expect(windowOrdered(2, 2)).toBe(false);
    expect(windowOrdered(3, 2)).toBe(false);
    expect(windowOrdered(null, 2)).toBe(true);
    expect(windowOrdered(3, null)).toBe(true);
  });
});
