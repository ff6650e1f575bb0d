import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NARROW_MAX_WIDTH,
  PAGE_WINDOW,
  PAGE_WINDOW_NARROW,
  buildPageBar,
  choosePage,
  isNarrowViewport,
  type PageBar,
  type PageBarEllipsis,
  type PageBarPage,
} from './page-bar';
import type { PageRange } from './page-value';

/**
 * Draws a bar as text so that the tables read like the bar itself:
 * `[n]` the current page, `(n)` another active page of a range, `n` a link, `…` an ellipsis.
 */
function draw(bar: PageBar | null): string | null {
  if (!bar) return null;
  return bar.items
    .map((item) => {
      if (item.type === 'ellipsis') return '…';
      if (item.current) return `[${item.page}]`;
      return item.active ? `(${item.page})` : String(item.page);
    })
    .join(' ');
}

function bar(page: PageRange | number | string, lastPage: number, narrow = false) {
  return buildPageBar({ page, lastPage, narrow });
}

describe('constants (docs/rules.md#page-bar)', () => {
  it('uses a window of 2, and 1 below 600 px', () => {
    expect(PAGE_WINDOW).toBe(2);
    expect(PAGE_WINDOW_NARROW).toBe(1);
    expect(NARROW_MAX_WIDTH).toBe(600);
  });

  it.each([
    [320, true],
    [599, true],
    [599.5, true],
    [600, false],
    [1280, false],
  ])('isNarrowViewport(%d) is %s', (width, expected) => {
    expect(isNarrowViewport(width)).toBe(expected);
  });
});

describe('no bar unless the last page is above 1', () => {
  it.each([1, 0, -3, Number.NaN, 2.5, Number.POSITIVE_INFINITY])('lastPage %d -> null', (last) => {
    expect(bar(1, last)).toBeNull();
    expect(bar(1, last, true)).toBeNull();
  });

  it('lastPage 2 has a bar', () => {
    expect(bar(1, 2)).not.toBeNull();
  });
});

describe('visible numbers, wide (window 2)', () => {
  it.each<[number, number, string]>([
    [2, 1, '[1] 2'],
    [2, 2, '1 [2]'],
    [5, 1, '[1] 2 3 4 5'], // hidden {4} is one page: shown as 4
    [5, 3, '1 2 [3] 4 5'],
    [5, 5, '1 2 3 4 [5]'],
    [7, 1, '[1] 2 3 … 7'],
    [7, 2, '1 [2] 3 4 … 7'],
    [7, 3, '1 2 [3] 4 5 6 7'],
    [7, 4, '1 2 3 [4] 5 6 7'],
    [7, 5, '1 2 3 4 [5] 6 7'],
    [7, 6, '1 … 4 5 [6] 7'],
    [7, 7, '1 … 5 6 [7]'],
    [8, 4, '1 2 3 [4] 5 6 7 8'], // window 2..6, hidden {7} alone -> 7
    [8, 5, '1 2 3 4 [5] 6 7 8'], // window 3..7, hidden {2} alone -> 2
    [10, 1, '[1] 2 3 … 10'],
    [10, 2, '1 [2] 3 4 … 10'],
    [10, 3, '1 2 [3] 4 5 … 10'],
    [10, 5, '1 2 3 4 [5] 6 7 … 10'],
    [10, 6, '1 … 4 5 [6] 7 8 9 10'],
    [10, 8, '1 … 6 7 [8] 9 10'],
    [10, 9, '1 … 7 8 [9] 10'],
    [10, 10, '1 … 8 9 [10]'],
    [20, 1, '[1] 2 3 … 20'],
    [20, 10, '1 … 8 9 [10] 11 12 … 20'],
    [20, 18, '1 … 16 17 [18] 19 20'],
    [20, 20, '1 … 18 19 [20]'],
    [100, 1, '[1] 2 3 … 100'],
    [100, 2, '1 [2] 3 4 … 100'],
    [100, 3, '1 2 [3] 4 5 … 100'],
    [100, 4, '1 2 3 [4] 5 6 … 100'],
    [100, 5, '1 2 3 4 [5] 6 7 … 100'],
    [100, 6, '1 … 4 5 [6] 7 8 … 100'],
    [100, 50, '1 … 48 49 [50] 51 52 … 100'],
    [100, 95, '1 … 93 94 [95] 96 97 … 100'],
    [100, 96, '1 … 94 95 [96] 97 98 99 100'],
    [100, 98, '1 … 96 97 [98] 99 100'],
    [100, 99, '1 … 97 98 [99] 100'],
    [100, 100, '1 … 98 99 [100]'],
  ])('lastPage %d, page %d: %s', (lastPage, page, expected) => {
    expect(draw(bar(page, lastPage))).toBe(expected);
  });
});

describe('visible numbers, narrow (window 1)', () => {
  it.each<[number, number, string]>([
    [2, 1, '[1] 2'],
    [2, 2, '1 [2]'],
    [5, 1, '[1] 2 … 5'],
    [5, 2, '1 [2] 3 4 5'], // hidden {4} alone -> 4
    [5, 3, '1 2 [3] 4 5'],
    [5, 5, '1 … 4 [5]'],
    [7, 1, '[1] 2 … 7'],
    [7, 3, '1 2 [3] 4 … 7'],
    [7, 4, '1 2 3 [4] 5 6 7'], // hidden {2} and {6} each alone
    [7, 7, '1 … 6 [7]'],
    [10, 1, '[1] 2 … 10'],
    [10, 2, '1 [2] 3 … 10'],
    [10, 3, '1 2 [3] 4 … 10'],
    [10, 5, '1 … 4 [5] 6 … 10'],
    [10, 8, '1 … 7 [8] 9 10'],
    [10, 9, '1 … 8 [9] 10'],
    [10, 10, '1 … 9 [10]'],
    [20, 10, '1 … 9 [10] 11 … 20'],
    [100, 3, '1 2 [3] 4 … 100'],
    [100, 4, '1 2 3 [4] 5 … 100'],
    [100, 50, '1 … 49 [50] 51 … 100'],
    [100, 98, '1 … 97 [98] 99 100'],
    [100, 100, '1 … 99 [100]'],
  ])('lastPage %d, page %d: %s', (lastPage, page, expected) => {
    expect(draw(bar(page, lastPage, true))).toBe(expected);
  });
});

describe('ranges: the range end is current, the window is around it, shown range pages are active', () => {
  it.each<[number, PageRange | string, boolean, string]>([
    // The two rows of the correction (docs/rules.md#page-bar): 116 pages, range 5-7.
    [116, '5-7', false, '1 … (5) (6) [7] 8 9 … 116'],
    [116, '5-7', true, '1 … (6) [7] 8 … 116'],
    [116, { first: 5, last: 7 }, false, '1 … (5) (6) [7] 8 9 … 116'],
    // At the start: the range fits the window, or its first pages hide in an ellipsis.
    [10, { first: 1, last: 3 }, false, '(1) (2) [3] 4 5 … 10'],
    [10, { first: 1, last: 3 }, true, '(1) (2) [3] 4 … 10'],
    [100, { first: 1, last: 4 }, true, '(1) (2) (3) [4] 5 … 100'], // hidden {2} alone -> 2
    [100, { first: 1, last: 5 }, true, '(1) … (4) [5] 6 … 100'],
    [10, { first: 2, last: 4 }, false, '1 (2) (3) [4] 5 6 … 10'],
    [10, '2-4', false, '1 (2) (3) [4] 5 6 … 10'],
    [10, { first: 2, last: 4 }, true, '1 (2) (3) [4] 5 … 10'], // hidden {2} alone -> 2
    [2, { first: 1, last: 2 }, false, '(1) [2]'],
    [10, { first: 4, last: 4 }, false, '1 2 3 [4] 5 6 … 10'],
    // In the middle.
    [100, { first: 10, last: 12 }, false, '1 … (10) (11) [12] 13 14 … 100'],
    [100, { first: 10, last: 12 }, true, '1 … (11) [12] 13 … 100'],
    [100, { first: 9, last: 12 }, false, '1 … (10) (11) [12] 13 14 … 100'],
    // At the end: the last page is current and next is disabled.
    [20, { first: 18, last: 20 }, false, '1 … (18) (19) [20]'],
    [20, { first: 18, last: 20 }, true, '1 … (19) [20]'],
    [20, { first: 17, last: 20 }, false, '1 … (18) (19) [20]'],
    [116, { first: 110, last: 116 }, false, '1 … (114) (115) [116]'],
    // Wide ranges (up to the ten pages "load more" may join): only the window shows.
    [20, { first: 1, last: 20 }, false, '(1) … (18) (19) [20]'],
    [100, { first: 1, last: 20 }, true, '(1) … (19) [20] 21 … 100'],
    [100, { first: 1, last: 10 }, false, '(1) … (8) (9) [10] 11 12 … 100'],
    [116, { first: 41, last: 50 }, false, '1 … (48) (49) [50] 51 52 … 116'],
    [116, { first: 41, last: 50 }, true, '1 … (49) [50] 51 … 116'],
  ])('lastPage %d, page %j, narrow %s: %s', (lastPage, page, narrow, expected) => {
    expect(draw(bar(page, lastPage, narrow))).toBe(expected);
  });
});

describe('previous and next arrows', () => {
  it.each<[number, PageRange | number, PageBar['prev'], PageBar['next']]>([
    [2, 1, { page: null, disabled: true }, { page: 2, disabled: false }],
    [2, 2, { page: 1, disabled: false }, { page: null, disabled: true }],
    [10, 1, { page: null, disabled: true }, { page: 2, disabled: false }],
    [10, 5, { page: 4, disabled: false }, { page: 6, disabled: false }],
    [10, 10, { page: 9, disabled: false }, { page: null, disabled: true }],
    // Ranges move from their end.
    [10, { first: 2, last: 4 }, { page: 3, disabled: false }, { page: 5, disabled: false }],
    [10, { first: 1, last: 3 }, { page: 2, disabled: false }, { page: 4, disabled: false }],
    [20, { first: 18, last: 20 }, { page: 19, disabled: false }, { page: null, disabled: true }],
    [20, { first: 1, last: 20 }, { page: 19, disabled: false }, { page: null, disabled: true }],
  ])('lastPage %d, page %j', (lastPage, page, prev, next) => {
    const result = bar(page, lastPage);
    expect(result?.prev).toEqual(prev);
    expect(result?.next).toEqual(next);
  });
});

describe('ellipsis markers', () => {
  it('carry the hidden stretch and a unique key', () => {
    const items = bar(50, 100)?.items ?? [];
    const ellipses = items.filter((i): i is PageBarEllipsis => i.type === 'ellipsis');
    expect(ellipses).toEqual([
      { type: 'ellipsis', key: 'ellipsis-2-47', hiddenFrom: 2, hiddenTo: 47 },
      { type: 'ellipsis', key: 'ellipsis-53-99', hiddenFrom: 53, hiddenTo: 99 },
    ]);
  });
});

describe('page values that are not pages, or beyond the last page', () => {
  it.each<[PageRange | number | string, string]>([
    ['abc', '[1] 2 3 … 10'],
    ['', '[1] 2 3 … 10'],
    ['0', '[1] 2 3 … 10'],
    ['4-2', '[1] 2 3 … 10'],
    [0, '[1] 2 3 … 10'],
    [Number.NaN, '[1] 2 3 … 10'],
    ['7', '1 … 5 6 [7] 8 9 10'],
    // Clamped to the last page for drawing only (the server answers 404 for these).
    [15, '1 … 8 9 [10]'],
    ['15', '1 … 8 9 [10]'],
    [{ first: 8, last: 15 }, '1 … (8) (9) [10]'],
    [{ first: 6, last: 15 }, '1 … (8) (9) [10]'],
    [{ first: 12, last: 15 }, '1 … 8 9 [10]'],
    // A reversed object from a caller is read as the range it names.
    [{ first: 4, last: 2 }, '1 (2) (3) [4] 5 6 … 10'],
  ])('page %j on lastPage 10: %s', (page, expected) => {
    expect(draw(bar(page, 10))).toBe(expected);
  });

  it('page beyond the end disables next', () => {
    expect(bar(15, 10)?.next).toEqual({ page: null, disabled: true });
  });
});

describe('choosePage', () => {
  it.each<[unknown, number, number | null]>([
    [3, 10, 3],
    ['3', 10, 3],
    [1, 10, 1],
    [10, 10, 10],
    ['10', 10, 10],
    [1, 1, 1],
    [11, 10, null],
    ['11', 10, null],
    [0, 10, null],
    [-1, 10, null],
    [1.5, 10, null],
    ['1.5', 10, null],
    [Number.NaN, 10, null],
    ['abc', 10, null],
    ['', 10, null],
    [' 3', 10, null],
    ['2-4', 10, null],
    [null, 10, null],
    [undefined, 10, null],
    [{ page: 3 }, 10, null],
    [3, 0, null],
    [3, Number.NaN, null],
  ])('choosePage(%j, %d) -> %j', (raw, lastPage, expected) => {
    expect(choosePage(raw, lastPage)).toBe(expected);
  });
});

function* range(from: number, to: number): Generator<number> {
  for (let p = from; p <= to; p += 1) yield p;
}

describe('properties', () => {
  const input = fc
    .integer({ min: 2, max: 300 })
    .chain((lastPage) =>
      fc.record({
        lastPage: fc.constant(lastPage),
        a: fc.integer({ min: 1, max: lastPage }),
        b: fc.integer({ min: 1, max: lastPage }),
        narrow: fc.boolean(),
      }),
    )
    .map(({ lastPage, a, b, narrow }) => ({
      lastPage,
      narrow,
      page: { first: Math.min(a, b), last: Math.max(a, b) },
    }));

  const pagesOf = (b: PageBar) =>
    b.items.filter((i): i is PageBarPage => i.type === 'page').map((i) => i.page);

  it('first and last page are always shown, at the ends', () => {
    fc.assert(
      fc.property(input, (i) => {
        const b = buildPageBar(i)!;
        expect(b.items[0]).toMatchObject({ type: 'page', page: 1 });
        expect(b.items.at(-1)).toMatchObject({ type: 'page', page: i.lastPage });
      }),
    );
  });

  it('numbers strictly increase and every gap between them is exactly one ellipsis of 2+ pages', () => {
    fc.assert(
      fc.property(input, (i) => {
        const items = buildPageBar(i)!.items;
        for (let k = 1; k < items.length; k += 1) {
          const before = items[k - 1]!;
          const item = items[k]!;
          expect(before.type === 'ellipsis' && item.type === 'ellipsis').toBe(false);
          if (item.type === 'page' && before.type === 'page') {
            expect(item.page).toBe(before.page + 1);
          }
          if (item.type === 'ellipsis') {
            const after = items[k + 1];
            expect(before.type).toBe('page');
            expect(after?.type).toBe('page');
            if (before.type !== 'page' || after?.type !== 'page') return;
            expect(item.hiddenFrom).toBe(before.page + 1);
            expect(item.hiddenTo).toBe(after.page - 1);
            expect(item.hiddenTo - item.hiddenFrom + 1).toBeGreaterThanOrEqual(2);
          }
        }
      }),
    );
  });

  it('exactly one current page, the range end; active pages are the shown pages of the range', () => {
    fc.assert(
      fc.property(input, (i) => {
        const pages = buildPageBar(i)!.items.filter((x): x is PageBarPage => x.type === 'page');
        const current = pages.filter((p) => p.current).map((p) => p.page);
        const active = pages.filter((p) => p.active).map((p) => p.page);
        const shownOfRange = pages
          .map((p) => p.page)
          .filter((p) => p >= i.page.first && p <= i.page.last);
        expect(current).toEqual([i.page.last]);
        expect(active).toEqual(shownOfRange);
      }),
    );
  });

  it('shows every page within the window of the range end, and otherwise only 1, last and lone gaps', () => {
    fc.assert(
      fc.property(input, (i) => {
        const w = i.narrow ? PAGE_WINDOW_NARROW : PAGE_WINDOW;
        const from = Math.max(1, i.page.last - w);
        const to = Math.min(i.lastPage, i.page.last + w);
        const shown = new Set(pagesOf(buildPageBar(i)!));
        for (const p of range(from, to)) expect(shown.has(p)).toBe(true);
        for (const p of shown) {
          const allowed =
            p === 1 ||
            p === i.lastPage ||
            (p >= from && p <= to) ||
            (p === 2 && from === 3) ||
            (p === i.lastPage - 1 && to === i.lastPage - 2);
          expect(allowed).toBe(true);
        }
      }),
    );
  });

  it('a range draws the numbers of its last page alone; only the active marks differ', () => {
    fc.assert(
      fc.property(input, ({ lastPage, narrow, page }) => {
        const numbers = (b: PageBar) =>
          b.items.map((x) => (x.type === 'page' ? String(x.page) : '…')).join(' ');
        const ranged = buildPageBar({ lastPage, narrow, page })!;
        const single = buildPageBar({ lastPage, narrow, page: page.last })!;
        expect(numbers(ranged)).toBe(numbers(single));
      }),
    );
  });

  it('arrows move one page from the range end and disable at the ends', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { prev, next } = buildPageBar(i)!;
        const end = i.page.last;
        expect(prev).toEqual(
          end === 1 ? { page: null, disabled: true } : { page: end - 1, disabled: false },
        );
        expect(next).toEqual(
          end === i.lastPage ? { page: null, disabled: true } : { page: end + 1, disabled: false },
        );
      }),
    );
  });

  it('a number, its string and its one-page range draw the same bar', () => {
    fc.assert(
      fc.property(input, ({ lastPage, narrow, page }) => {
        const expected = buildPageBar({
          lastPage,
          narrow,
          page: { first: page.last, last: page.last },
        });
        expect(buildPageBar({ lastPage, narrow, page: page.last })).toEqual(expected);
        expect(buildPageBar({ lastPage, narrow, page: String(page.last) })).toEqual(expected);
      }),
    );
  });

  it('a narrow bar never shows more numbers than a wide one', () => {
    fc.assert(
      fc.property(input, (i) => {
        const wide = pagesOf(buildPageBar({ ...i, narrow: false })!);
        const narrow = pagesOf(buildPageBar({ ...i, narrow: true })!);
        expect(narrow.every((p) => wide.includes(p))).toBe(true);
      }),
    );
  });
});
