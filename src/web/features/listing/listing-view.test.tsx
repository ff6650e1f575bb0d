import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { normalizeFilters } from '#domain/filters/filter-set';
import type { ListingData } from './listing-loader.server';
import { ListingView } from './listing-view';

/** What the listing loader answers for `/pl/search?color=red&search=a b&sort=name&page=2-3`. */
const data: ListingData = {
  location: {
    route: '/pl/search',
    style: 'query',
    filters: normalizeFilters({ color: ['red'] }),
    search: 'a b',
    sort: 'name',
    page: { first: 2, last: 3 },
  },
  sort: 'name',
  listing: { products: [], total: 240, limit: 24, lastPage: 10 },
  facets: {
    attributes: [
      {
        key: 'color',
        label: 'Kolor',
        options: [{ value: 'red', label: 'Czerwony', count: 240, selected: true }],
      },
    ],
    price: null,
  },
  alternates: undefined,
  pageData: {
    page: '2-3',
    limit: 24,
    totalPage: 10,
    routeName: '/pl/search',
    locale: 'pl',
    filter_discard: '/pl/search',
  },
};

function render(view: ListingData = data) {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/pl/search?color=red&search=a+b&sort=name&page=2-3']}>
      <Routes>
        <Route
          path=":locale/search"
          element={<ListingView data={view} header={null} pageCall={() => '/api'} />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

const hrefs = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`<a[^>]*data-testid="${testId}"[^>]*href="([^"]*)"`, 'g'))].map(
    (m) => m[1]!.replaceAll('&amp;', '&'),
  );

describe('ListingView links: every one built by listingHref from the loader location', () => {
  const html = render();

  it('pages keep the filters, search and sort; arrows move from the range end', () => {
    expect(hrefs(html, 'page-bar-page')).toEqual([
      '/pl/search?color=red&search=a+b&sort=name',
      '/pl/search?color=red&search=a+b&sort=name&page=4',
      '/pl/search?color=red&search=a+b&sort=name&page=5',
      '/pl/search?color=red&search=a+b&sort=name&page=10',
    ]);
    expect(hrefs(html, 'page-bar-prev')).toEqual([
      '/pl/search?color=red&search=a+b&sort=name&page=2',
    ]);
    expect(hrefs(html, 'page-bar-next')).toEqual([
      '/pl/search?color=red&search=a+b&sort=name&page=4',
    ]);
  });

  it('"clear filters" keeps the search and the sort, on page 1', () => {
    expect(hrefs(html, 'filters-clear')).toEqual(['/pl/search?search=a+b&sort=name']);
  });

  it('the filter form posts to the route with the kept parameters as hidden fields', () => {
    expect(html).toContain('action="/pl/search"');
    expect(html).toContain('<input type="hidden" name="search" value="a b"/>');
    expect(html).toContain('<input type="hidden" name="sort" value="name"/>');
  });
});

describe('ListingView filter panel', () => {
  it('is left out when there is nothing to filter by and no filter is chosen', () => {
    const nothing: ListingData = {
      ...data,
      location: { ...data.location, filters: {} },
      listing: { products: [], total: 0, limit: 24, lastPage: 0 },
      facets: { attributes: [], price: null },
    };
    expect(render(nothing)).not.toContain('<form aria-label="Filtry"');
    expect(render()).toContain('<form aria-label="Filtry"');
  });
});

describe('ListingView with no products', () => {
  const empty = { products: [], total: 0, limit: 24, lastPage: 0 };

  it('says the search found nothing when no filter is chosen', () => {
    const html = render({ ...data, location: { ...data.location, filters: {} }, listing: empty });
    expect(html).toContain('Nic nie znaleźliśmy dla „a b”');
  });

  it('says no product matches the filters when filters are chosen', () => {
    const html = render({ ...data, listing: empty });
    expect(html).toContain('Brak produktów spełniających kryteria.');
    expect(html).not.toContain('Nic nie znaleźliśmy');
  });
});
