/**
 * A chart's value axis: a "nice" top (1, 2 or 5 times a power of ten, at least the largest
 * value) so the gridlines fall on round amounts. Zero data still gets an axis of 1.
 */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/** Which of `count` bars get a date label: the last one and every `every`-th before it. */
export function labelledBars(count: number, every: number): Set<number> {
  const out = new Set<number>();
  for (let i = count - 1; i >= 0; i -= every) out.add(i);
  return out;
}
