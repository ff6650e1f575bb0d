import { describe, expect, it } from 'vitest';
import { filtersFromForm, hasFormFilters } from './filter-form';
import { MAX_PRICE } from './filter-set';

const form = (qs: string) => new URLSearchParams(qs);

describe('filtersFromForm', () => {
  it('collects repeated checkboxes, sorted and deduped', () => {
    expect(filtersFromForm(form('color=red&color=dark-blue&color=red&brand=acme'))).toEqual({
      brand: ['acme'],
      color: ['dark-blue', 'red'],
    });
  });

  it('turns price_min and price_max into one price range', () => {
    expect(filtersFromForm(form('price_min=100&price_max=500'))).toEqual({ price: ['100', '500'] });
  });

  it('swaps a reversed range and fills an open end from the bounds', () => {
    expect(filtersFromForm(form('price_min=500&price_max=100'))).toEqual({ price: ['100', '500'] });
    expect(filtersFromForm(form('price_min=100'), { priceBounds: { min: 10, max: 900 } })).toEqual({
      price: ['100', '900'],
    });
  });

  it('drops a range that covers the whole scope, keeps a typed end beyond the bounds', () => {
    expect(
      filtersFromForm(form('price_min=10&price_max=900'), { priceBounds: { min: 10, max: 900 } }),
    ).toEqual({});
    expect(
      filtersFromForm(form('price_min=5&price_max=2000'), { priceBounds: { min: 10, max: 900 } }),
    ).toEqual({});
    expect(
      filtersFromForm(form('price_min=100&price_max=2000'), { priceBounds: { min: 10, max: 900 } }),
    ).toEqual({ price: ['100', '2000'] });
  });

  it('clamps a bound past MAX_PRICE instead of failing (the address could not hold it)', () => {
    expect(filtersFromForm(form('price_min=999999999999'))).toEqual({
      price: [String(MAX_PRICE), String(MAX_PRICE)],
    });
    expect(filtersFromForm(form('price_min=5&price_max=1e400'))).toEqual({
      price: ['5', String(MAX_PRICE)],
    });
  });

  it('ignores reserved, invalid and empty fields', () => {
    expect(
      filtersFromForm(
        form('page=2&sort=name&search=x&Bad!=1&color=&color=UPPER&price_min=-5&price_max=abc'),
        { reserved: [] },
      ),
    ).toEqual({});
  });
});

describe('hasFormFilters', () => {
  it('sees anything but page, search and sort', () => {
    expect(hasFormFilters(form('page=2&sort=name&search=x'))).toBe(false);
    expect(hasFormFilters(form('color=red'))).toBe(true);
    expect(hasFormFilters(form('price_min=1'))).toBe(true);
    expect(hasFormFilters(form('utm_source=x'), ['utm_source'])).toBe(false);
  });
});
