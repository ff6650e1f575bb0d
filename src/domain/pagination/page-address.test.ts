import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageHref, parsePathPage, type PathPage } from './page-address';
import type { PageRange } from './page-value';

describe('pageHref, query style', () => {
  it.each<[string, number | PageRange, string]>([
    ['/pl/catalog/shoes', 2, '/pl/catalog/shoes?page=2'],
    ['/pl/catalog/shoes', 1, '/pl/catalog/shoes'],
    ['/pl/catalog/shoes?page=3', 1, '/pl/catalog/shoes'],
    ['/pl/catalog/shoes?page=3', 4, '/pl/catalog/shoes?page=4'],
    ['/pl/catalog/shoes/color=red-or-blue', 2, '/pl/catalog/shoes/color=red-or-blue?page=2'],
    ['/pl/search?search=abc&color=red', 3, '/pl/search?search=abc&color=red&page=3'],
    // The page is replaced, not duplicated, and moves to the end.
    ['/pl/search?search=abc&page=2&color=red', 5, '/pl/search?search=abc&color=red&page=5'],
    ['/pl/search?page=2&search=abc', 1, '/pl/search?search=abc'],
    ['/pl/search?search=abc&color=red,blue&page=9', 1, '/pl/search?search=abc&color=red,blue'],
    ['/pl/sales?page=2&page=3', 4, '/pl/sales?page=4'],
    ['/pl/blog?page', 2, '/pl/blog?page=2'],
    ['/pl/blog?pag%65=7', 2, '/pl/blog?page=2'],
    // Only the parameter named exactly `page` is the page.
    ['/pl/blog?pageSize=10&apage=1', 2, '/pl/blog?pageSize=10&apage=1&page=2'],
    // A trailing `?` or `&` and empty parts go.
    ['/pl/search?', 2, '/pl/search?page=2'],
    ['/pl/search?', 1, '/pl/search'],
    ['/pl/search?search=abc&', 2, '/pl/search?search=abc&page=2'],
    ['/pl/search?&&search=abc', 2, '/pl/search?search=abc&page=2'],
    // Encoded values are kept byte for byte.
    [
      '/pl/search?search=red%20shoes%20%26%20socks',
      2,
      '/pl/search?search=red%20shoes%20%26%20socks&page=2',
    ],
    ['/pl/search?search=red+shoes', 2, '/pl/search?search=red+shoes&page=2'],
    [
      '/ru/search?search=%D0%BA%D1%80%D0%B0%D1%81%D0%BD%D1%8B%D0%B9',
      3,
      '/ru/search?search=%D0%BA%D1%80%D0%B0%D1%81%D0%BD%D1%8B%D0%B9&page=3',
    ],
    ['/ru/search?search=красный', 3, '/ru/search?search=красный&page=3'],
    ['/pl/search?search=%E0%A4%A', 2, '/pl/search?search=%E0%A4%A&page=2'],
    // Ranges.
    ['/pl/catalog/shoes', { first: 2, last: 4 }, '/pl/catalog/shoes?page=2-4'],
    ['/pl/catalog/shoes?page=2-4', { first: 1, last: 3 }, '/pl/catalog/shoes?page=1-3'],
    ['/pl/catalog/shoes?page=2-4', { first: 1, last: 1 }, '/pl/catalog/shoes'],
    ['/pl/catalog/shoes?page=2', { first: 5, last: 5 }, '/pl/catalog/shoes?page=5'],
    // The fragment points into the page being left.
    ['/pl/blog?page=2#top', 3, '/pl/blog?page=3'],
    ['/pl/blog#top', 1, '/pl/blog'],
    ['https://shop.example/pl/blog?page=2', 3, 'https://shop.example/pl/blog?page=3'],
  ])('%s, page %j -> %s', (base, page, expected) => {
    expect(pageHref({ style: 'query', base, page })).toBe(expected);
  });
});

describe('pageHref, path style (blog-show, news-show)', () => {
  it.each<[string, number | PageRange, string]>([
    ['/pl/blog/tips', 2, '/pl/blog/tips/page=2'],
    ['/pl/blog/tips', 1, '/pl/blog/tips'],
    ['/pl/blog/tips/page=2', 3, '/pl/blog/tips/page=3'],
    ['/pl/blog/tips/page=2', 1, '/pl/blog/tips'],
    ['/pl/blog/tips/', 2, '/pl/blog/tips/page=2'],
    ['/pl/blog/tips/page=2/', 3, '/pl/blog/tips/page=3'],
    // Replaced in place, wherever it stands.
    ['/pl/news/events/page=2/extra', 3, '/pl/news/events/page=3/extra'],
    ['/pl/news/events/page=2/extra', 1, '/pl/news/events/extra'],
    ['/pl/blog/tips/page=abc', 2, '/pl/blog/tips/page=2'],
    ['/pl/blog/tips/page=2/page=5', 3, '/pl/blog/tips/page=3'],
    // Not page segments.
    ['/pl/blog/page-tips', 2, '/pl/blog/page-tips/page=2'],
    ['/pl/blog/pages=2', 2, '/pl/blog/pages=2/page=2'],
    // The search is kept as ?search=, nothing else is.
    ['/pl/blog/tips?search=abc', 2, '/pl/blog/tips/page=2?search=abc'],
    ['/pl/blog/tips/page=4?search=abc', 1, '/pl/blog/tips?search=abc'],
    ['/pl/blog/tips?search=abc&utm_source=x&page=7', 2, '/pl/blog/tips/page=2?search=abc'],
    ['/pl/blog/tips?utm_source=x&search=abc', 2, '/pl/blog/tips/page=2?search=abc'],
    ['/pl/blog/tips?utm_source=x', 2, '/pl/blog/tips/page=2'],
    ['/pl/blog/tips?page=7', 2, '/pl/blog/tips/page=2'],
    ['/pl/blog/tips?search=', 2, '/pl/blog/tips/page=2'],
    ['/pl/blog/tips?search', 2, '/pl/blog/tips/page=2'],
    ['/pl/blog/tips?', 2, '/pl/blog/tips/page=2'],
    ['/pl/blog/tips?search=a%20%26%20b', 2, '/pl/blog/tips/page=2?search=a%20%26%20b'],
    ['/pl/blog/tips?search=a+b', 2, '/pl/blog/tips/page=2?search=a+b'],
    [
      '/ru/news/main?search=%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8',
      2,
      '/ru/news/main/page=2?search=%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8',
    ],
    ['/pl/blog/tips', { first: 2, last: 4 }, '/pl/blog/tips/page=2-4'],
    ['/pl/blog/tips/page=2-4', { first: 1, last: 3 }, '/pl/blog/tips/page=1-3'],
    ['/pl/blog/tips/page=2#comments', 3, '/pl/blog/tips/page=3'],
    ['/', 2, '/page=2'],
    ['/', 1, '/'],
    ['/page=2', 1, '/'],
  ])('%s, page %j -> %s', (base, page, expected) => {
    expect(pageHref({ style: 'path', base, page })).toBe(expected);
  });
});

describe('pageHref rejects values that are not pages', () => {
  it.each<number | PageRange>([0, -1, 2.5, Number.NaN, { first: 4, last: 2 }])('%j', (page) => {
    expect(() => pageHref({ style: 'query', base: '/pl/blog', page })).toThrow(RangeError);
    expect(() => pageHref({ style: 'path', base: '/pl/blog/x', page })).toThrow(RangeError);
  });
});

describe('parsePathPage', () => {
  it.each<[string, PathPage]>([
    ['/pl/blog/tips', { basePath: '/pl/blog/tips', page: null, raw: null }],
    ['/pl/blog/tips/', { basePath: '/pl/blog/tips', page: null, raw: null }],
    ['/pl/blog/tips/page=2', { basePath: '/pl/blog/tips', page: { first: 2, last: 2 }, raw: '2' }],
    ['/pl/blog/tips/page=2/', { basePath: '/pl/blog/tips', page: { first: 2, last: 2 }, raw: '2' }],
    [
      '/pl/blog/tips/page=2-4',
      { basePath: '/pl/blog/tips', page: { first: 2, last: 4 }, raw: '2-4' },
    ],
    ['/pl/blog/tips/page=abc', { basePath: '/pl/blog/tips', page: null, raw: 'abc' }],
    ['/pl/blog/tips/page=0', { basePath: '/pl/blog/tips', page: null, raw: '0' }],
    ['/pl/blog/tips/page=4-2', { basePath: '/pl/blog/tips', page: null, raw: '4-2' }],
    ['/pl/blog/tips/page=', { basePath: '/pl/blog/tips', page: null, raw: '' }],
    ['/pl/blog/page=2/tips', { basePath: '/pl/blog/tips', page: { first: 2, last: 2 }, raw: '2' }],
    [
      '/pl/blog/tips/page=3/page=5',
      { basePath: '/pl/blog/tips', page: { first: 3, last: 3 }, raw: '3' },
    ],
    ['/pl/blog/page-tips', { basePath: '/pl/blog/page-tips', page: null, raw: null }],
    ['/page=3', { basePath: '/', page: { first: 3, last: 3 }, raw: '3' }],
    ['/', { basePath: '/', page: null, raw: null }],
  ])('%s', (pathname, expected) => {
    expect(parsePathPage(pathname)).toEqual(expected);
  });
});

describe('properties', () => {
  const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/).filter((s) => !s.startsWith('page'));
  const path = fc
    .array(slug, { minLength: 1, maxLength: 4 })
    .map((segments) => `/${segments.join('/')}`);
  const pageNumber = fc.integer({ min: 1, max: 1000 });
  const page = fc.oneof(
    pageNumber,
    fc
      .tuple(pageNumber, pageNumber)
      .map(([a, b]) => ({ first: Math.min(a, b), last: Math.max(a, b) })),
  );
  const expectedPage = (p: number | PageRange): PageRange | null => {
    const range = typeof p === 'number' ? { first: p, last: p } : p;
    return range.first === 1 && range.last === 1 ? null : range;
  };
  const queryPart = fc
    .tuple(
      fc.constantFrom('search', 'color', 'size', 'sort', 'page'),
      fc.stringMatching(/^[a-z0-9%,+-]{0,6}$/),
    )
    .map(([k, v]) => `${k}=${v}`);
  const query = fc.array(queryPart, { maxLength: 5 }).map((parts) => parts.join('&'));

  it('path style: parsePathPage(pageHref(base, p)) gives back the base and p', () => {
    fc.assert(
      fc.property(path, fc.option(pageNumber, { nil: undefined }), page, (base, old, p) => {
        const withOld = old === undefined ? base : `${base}/page=${old}`;
        const href = pageHref({ style: 'path', base: withOld, page: p });
        expect(parsePathPage(href)).toMatchObject({ basePath: base, page: expectedPage(p) });
      }),
    );
  });

  it('query style: one page parameter with the new value, every other parameter kept in order', () => {
    fc.assert(
      fc.property(path, query, page, (base, q, p) => {
        const href = pageHref({ style: 'query', base: q ? `${base}?${q}` : base, page: p });
        const [hrefPath, hrefQuery = ''] = href.split('?');
        expect(hrefPath).toBe(base);
        const params = new URLSearchParams(hrefQuery);
        const expected = expectedPage(p);
        expect(params.getAll('page')).toEqual(
          expected === null
            ? []
            : [
                expected.first === expected.last
                  ? `${expected.first}`
                  : `${expected.first}-${expected.last}`,
              ],
        );
        const others = (qs: string) => [...new URLSearchParams(qs)].filter(([k]) => k !== 'page');
        expect(others(hrefQuery)).toEqual(others(q));
      }),
    );
  });

  it('both styles: choosing a page from any page of the listing gives the same address', () => {
    fc.assert(
      fc.property(
        path,
        query,
        page,
        page,
        fc.constantFrom('query', 'path'),
        (base, q, p1, p2, style) => {
          const start = q ? `${base}?${q}` : base;
          const direct = pageHref({ style, base: start, page: p2 });
          const viaP1 = pageHref({
            style,
            base: pageHref({ style, base: start, page: p1 }),
            page: p2,
          });
          expect(viaP1).toBe(direct);
        },
      ),
    );
  });
});
