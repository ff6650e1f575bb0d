import { describe, expect, it } from 'vitest';
import { typoDistance, typosAllowed } from './typos';

describe('typoDistance', () => {
  it.each([
    ['sofa', 'sofa', 0],
    ['sfoa', 'sofa', 1], // a swap of neighbours is one typo
    ['lanpa', 'lampa', 1],
    ['lampa', 'lamp', 1],
    ['lampa', 'lamppa', 1],
    ['kinkeit', 'kinkiet', 1],
    ['pdouszka', 'poduszka', 1],
    ['poduzska', 'poduszka', 1],
    ['podusska', 'poduszka', 1],
    ['ca', 'abc', 3], // optimal string alignment: no edit of a swapped pair
    ['светилник', 'светильник', 1],
  ])('%s ~ %s: %i', (a, b, d) => expect(typoDistance(a, b, 3)).toBe(d));

  it('stops above the most it is asked for', () => {
    expect(typoDistance('sofa', 'komoda', 1)).toBe(2);
    expect(typoDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('is symmetric', () => {
    for (const [a, b] of [
      ['regal', 'regał'],
      ['garnek', 'granek'],
      ['abcd', 'badc'],
    ] as const)
      expect(typoDistance(a, b, 4)).toBe(typoDistance(b, a, 4));
  });
});

describe('typosAllowed', () => {
  it('allows none below 4 letters, one from 4, two from 8', () => {
    expect([3, 4, 7, 8, 12].map(typosAllowed)).toEqual([0, 1, 1, 2, 2]);
  });
});
