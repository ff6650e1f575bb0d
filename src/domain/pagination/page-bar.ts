/**
 * The page-number bar of listings (docs/rules.md#page-bar).
 * Pure: the React component renders `buildPageBar`'s answer and nothing else decides which
 * numbers show.
 */
import { parsePageValue, type PageRange } from './page-value';

/** Pages shown either side of the current page. */
export const PAGE_WINDOW = 2;
/** Pages shown either side on viewports narrower than NARROW_MAX_WIDTH. */
export const PAGE_WINDOW_NARROW = 1;
/** A viewport narrower than this (in CSS px) uses PAGE_WINDOW_NARROW. */
export const NARROW_MAX_WIDTH = 600;

export function isNarrowViewport(width: number): boolean {
  return width < NARROW_MAX_WIDTH;
}

export interface PageBarArrow {
  /** Target page, null when disabled. */
  readonly page: number | null;
  readonly disabled: boolean;
}

export interface PageBarPage {
  readonly type: 'page';
  readonly page: number;
  /** Inside the shown range (every page of `2-4` that the bar shows). */
  readonly active: boolean;
  /** The page that counts as current: the range end. */
  readonly current: boolean;
}

export interface PageBarEllipsis {
  readonly type: 'ellipsis';
  /** Stable React key. */
  readonly key: string;
  /** First and last hidden page, for an accessible label such as "pages 4 to 17". */
  readonly hiddenFrom: number;
  readonly hiddenTo: number;
}

export type PageBarItem = PageBarPage | PageBarEllipsis;

export interface PageBar {
  readonly prev: PageBarArrow;
  readonly next: PageBarArrow;
  readonly items: readonly PageBarItem[];
}

export interface PageBarInput {
  /** The shown page: a number, a range, or the raw address value (`"3"`, `"2-4"`). */
  readonly page: PageRange | number | string;
  /** The last page (`totalPage` / `pagination.lastPage`). */
  readonly lastPage: number;
  readonly narrow: boolean;
}

/**
 * Returns null when there is no bar to render (last page 1 or less, or not a whole number).
 *
 * The numbers shown are always the first and last page plus the pages within the window of the
 * current page; for a range (`5-7`, after "load more") the current page is the range's last
 * page, and the window is not widened to the range: a range's pages outside the window hide in
 * an ellipsis like any other, and only the shown ones are marked active (docs/rules.md#page-bar).
 * - A page value that is not a page (`"abc"`) renders as page 1: the listing ignores it too.
 * - A page above lastPage is clamped to lastPage for rendering only. The server answers 404 for
 *   such pages (docs/rules.md#listing-addresses), so this is a guard that keeps the bar well
 *   formed, not a feature.
 */
export function buildPageBar(input: PageBarInput): PageBar | null {
  const { lastPage } = input;
  if (!Number.isSafeInteger(lastPage) || lastPage <= 1) return null;

  const shown = toRange(input.page);
  const first = Math.min(shown.first, lastPage);
  const current = Math.min(shown.last, lastPage);
  const span = input.narrow ? PAGE_WINDOW_NARROW : PAGE_WINDOW;

  // Previous and next move from the range end, even when the range starts at page 1.
  const prev: PageBarArrow =
    current <= 1 ? { page: null, disabled: true } : { page: current - 1, disabled: false };
  const next: PageBarArrow =
    current >= lastPage ? { page: null, disabled: true } : { page: current + 1, disabled: false };

  const from = Math.max(1, current - span);
  const to = Math.min(lastPage, current + span);
  const visible = [1, ...rangeOf(from, to), lastPage];

  const items: PageBarItem[] = [];
  let previous = 0;
  for (const page of visible) {
    if (page <= previous) continue; // 1 and lastPage may already be inside the window
    const hidden = page - previous - 1;
    if (hidden === 1) {
      // One hidden page costs as much room as an ellipsis, so show the number itself.
      items.push(pageItem(previous + 1, first, current));
    } else if (hidden > 1) {
      items.push({
        type: 'ellipsis',
        key: `ellipsis-${previous + 1}-${page - 1}`,
        hiddenFrom: previous + 1,
        hiddenTo: page - 1,
      });
    }
    items.push(pageItem(page, first, current));
    previous = page;
  }
  return { prev, next, items };
}

/**
 * A page chosen in the bar or sent as a `chose-page` event. Anything that is not a whole page
 * number within 1..lastPage is ignored (null): a choice that is not a number is ignored.
 * Ranges are not choosable: the bar only offers single pages.
 */
export function choosePage(raw: unknown, lastPage: number): number | null {
  if (!Number.isSafeInteger(lastPage) || lastPage < 1) return null;
  const range = parsePageValue(raw);
  if (!range || range.first !== range.last) return null;
  return range.last <= lastPage ? range.last : null;
}

function toRange(page: PageRange | number | string): PageRange {
  const range = typeof page === 'object' ? page : parsePageValue(page);
  if (!range || !Number.isSafeInteger(range.first) || !Number.isSafeInteger(range.last)) {
    return { first: 1, last: 1 };
  }
  // Tolerate a reversed or out-of-bounds object from a caller instead of drawing nonsense.
  const first = Math.max(1, Math.min(range.first, range.last));
  const last = Math.max(1, range.first, range.last);
  return { first, last };
}

function pageItem(page: number, first: number, current: number): PageBarPage {
  return {
    type: 'page',
    page,
    active: page >= first && page <= current,
    current: page === current,
  };
}

function rangeOf(from: number, to: number): number[] {
  const pages: number[] = [];
  for (let page = from; page <= to; page += 1) pages.push(page);
  return pages;
}
