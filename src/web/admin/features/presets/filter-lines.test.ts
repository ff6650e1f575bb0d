import { describe, expect, it } from 'vitest';
import { formatFilterLines, parseFilterLines, toWireFilters } from './filter-lines';

describe('preset filter lines', () => {
  it('reads one filter a line, values by comma, in the canonical order', () => {
    expect(parseFilterLines('material = oak, ash\n\ncolor=white\nprice=100-500\n')).toEqual({
      ok: true,
      filters: { color: ['white'], material: ['ash', 'oak'], price: ['100', '500'] },
    });
  });

  it('merges a key given twice', () => {
    expect(parseFilterLines('color=white\ncolor=black')).toEqual({
      ok: true,
      filters: { color: ['black', 'white'] },
    });
  });

  it('names every line that is not a valid filter', () => {
    expect(
      parseFilterLines('color=white\nno equals sign\nColor=Red\nprice=500-100\nsort=asc\nx='),
    ).toEqual({ ok: false, lines: [2, 3, 4, 5, 6] });
    // `or` as a word would make the shop's address ambiguous (a-or-b).
    expect(parseFilterLines('style=black-or-white')).toEqual({ ok: false, lines: [1] });
  });

  it('refuses two prices', () => {
    expect(parseFilterLines('price=1-2\nprice=3-4')).toMatchObject({ ok: false });
  });

  it('reads back what it writes', () => {
    const filters = { color: ['black', 'white'], price: ['100', '500'] };
    expect(parseFilterLines(formatFilterLines(filters))).toEqual({ ok: true, filters });
  });

  it('takes an empty text as no filters', () => {
    expect(parseFilterLines('  \n')).toEqual({ ok: true, filters: {} });
  });

  it('gives the API the price as one min-max value, and reads that form back', () => {
    const parsed = parseFilterLines('price=100-500\ncolor=white');
    expect(parsed.ok && toWireFilters(parsed.filters)).toEqual({
      color: ['white'],
      price: ['100-500'],
    });
    expect(formatFilterLines({ color: ['white'], price: ['100-500'] })).toBe(
      'color=white\nprice=100-500',
    );
  });
});
