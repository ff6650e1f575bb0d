import { describe, expect, it } from 'vitest';
import { isSortKey, parseSort } from './sort';

describe('sort', () => {
  it.each(['relevance', 'newest', 'price-asc', 'price-desc', 'name', 'rating'])(
    'accepts %s',
    (s) => {
      expect(isSortKey(s)).toBe(true);
      expect(parseSort(s)).toBe(s);
    },
  );
  it.each([null, undefined, '', 'cheapest', 'PRICE-ASC'])('falls back to relevance for %s', (s) => {
    expect(parseSort(s)).toBe('relevance');
  });
});
