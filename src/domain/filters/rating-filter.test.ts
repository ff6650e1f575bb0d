import { describe, expect, it } from 'vitest';
import {
  buildFilterPath,
  buildFilterQuery,
  parseFilterPath,
  parseFilterQuery,
} from './filter-address';
import { filtersFromForm } from './filter-form';
import { getMinRating, normalizeFilters, withMinRating } from './filter-set';

describe('the rating filter (average at least N stars)', () => {
  it('round-trips in both address styles', () => {
    const filters = normalizeFilters({ color: ['red'], rating: ['4'] });
    expect(buildFilterPath('/pl/catalog/lamps', filters)).toBe(
      '/pl/catalog/lamps/color=red/rating=4',
    );
    expect(buildFilterQuery(filters)).toBe('color=red&rating=4');
    expect(parseFilterPath(['color=red', 'rating=4'])).toEqual(filters);
    expect(parseFilterQuery(new URLSearchParams('color=red&rating=4'))).toEqual(filters);
    expect(getMinRating(filters)).toBe(4);
  });

  it.each([['rating=0'], ['rating=5'], ['rating=04'], ['rating=3-or-4'], ['rating=high']])(
    '%s is not a filter path',
    (segment) => {
      expect(parseFilterPath([segment])).toBeNull();
    },
  );

  it('refuses a rating given twice in a path', () => {
    expect(parseFilterPath(['rating=3', 'rating=4'])).toBeNull();
  });

  it('skips an invalid rating in a query and keeps the first valid one', () => {
    expect(parseFilterQuery(new URLSearchParams('rating=9&color=red'))).toEqual(
      normalizeFilters({ color: ['red'] }),
    );
    expect(parseFilterQuery(new URLSearchParams('rating=2&rating=3'))).toEqual(
      normalizeFilters({ rating: ['2'] }),
    );
  });

  it('takes one rating from a form and ignores junk', () => {
    expect(filtersFromForm(new URLSearchParams('rating=3&rating=4'))).toEqual(
      normalizeFilters({ rating: ['3'] }),
    );
    expect(filtersFromForm(new URLSearchParams('rating=7'))).toEqual(normalizeFilters({}));
  });

  it('sets and removes it', () => {
    expect(withMinRating({ color: ['red'] }, 2)).toEqual(
      normalizeFilters({ color: ['red'], rating: ['2'] }),
    );
    expect(withMinRating({ rating: ['2'] }, null)).toEqual(normalizeFilters({}));
    expect(() => normalizeFilters({ rating: ['2', '3'] })).toThrow(RangeError);
  });
});
