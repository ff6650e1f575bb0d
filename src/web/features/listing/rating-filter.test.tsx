import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { filtersFromForm } from '#domain/filters/filter-form';
import { RatingFilter } from './rating-filter';

const choices = [
  { stars: 4, count: 3 },
  { stars: 3, count: 5 },
  { stars: 2, count: 5 },
  { stars: 1, count: 6 },
];

describe('rating filter', () => {
  it('is not drawn when no product in the scope has reviews and none is chosen', () => {
    const none = choices.map((c) => ({ ...c, count: 0 }));
    expect(
      renderToStaticMarkup(<RatingFilter choices={none} selected={null} onChange={() => {}} />),
    ).toBe('');
    expect(
      renderToStaticMarkup(
        <RatingFilter choices={undefined} selected={null} onChange={() => {}} />,
      ),
    ).toBe('');
  });

  it('offers each minimum with its count, the chosen one checked, and "any"', () => {
    const html = renderToStaticMarkup(
      <RatingFilter choices={choices} selected={3} onChange={() => {}} />,
    );
    const radios = [...html.matchAll(/<input[^>]*>/g)].map(([tag]) => tag);
    expect(
      radios.every((tag) => tag.includes('type="radio"') && tag.includes('name="rating"')),
    ).toBe(true);
    expect(radios.map((tag) => /value="(\d?)"/.exec(tag)?.[1])).toEqual(['4', '3', '2', '1', '']);
    expect(radios.map((tag) => tag.includes('checked'))).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
    expect(html).toContain('(5)');
  });

  it('is read by the filter form as one value, and "any" as none', () => {
    expect(filtersFromForm(new URLSearchParams('rating=4'))).toEqual({ rating: ['4'] });
    expect(filtersFromForm(new URLSearchParams('rating='))).toEqual({});
  });
});
