/**
 * The `page` value of a listing address: one page (`3`) or a range (`2-4`) that "load more"
 * produces and that the server renders whole on reload (docs/rules.md#load-more).
 */

/** An inclusive page range; a single page is a range with first === last. */
export interface PageRange {
  readonly first: number;
  readonly last: number;
}

/**
 * Larger values are rejected rather than parsed: no shop has a million pages, and a bound keeps
 * a hostile address from turning into huge offsets in a database query.
 */
export const MAX_PAGE = 1_000_000;

// Canonical decimal only: no sign, no leading zeros, no spaces, no fractions, no exponent.
// Anything looser would give one page several addresses.
const SINGLE = /^[1-9][0-9]{0,6}$/;
const RANGE = /^([1-9][0-9]{0,6})-([1-9][0-9]{0,6})$/;

export function isValidPage(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_PAGE;
}

export function isValidPageRange(range: PageRange): boolean {
  return isValidPage(range.first) && isValidPage(range.last) && range.first <= range.last;
}

/**
 * Parses `"3"` or `"2-4"`. Returns null for anything else, so that a value which is not a page
 * is ignored (docs/rules.md#page-bar). A whole-number `number` is accepted too, for callers that
 * already hold a number.
 */
export function parsePageValue(raw: unknown): PageRange | null {
  if (typeof raw === 'number') return isValidPage(raw) ? { first: raw, last: raw } : null;
  if (typeof raw !== 'string') return null;
  if (SINGLE.test(raw)) {
    const page = Number(raw);
    return isValidPage(page) ? { first: page, last: page } : null;
  }
  const match = RANGE.exec(raw);
  if (!match) return null;
  const range = { first: Number(match[1]), last: Number(match[2]) };
  // `4-2` is rejected, not swapped: a reversed range is not an address we ever produce.
  return isValidPageRange(range) ? range : null;
}

/** Turns a page number or a range into a range. Throws on values that are not pages. */
export function toPageRange(page: number | PageRange): PageRange {
  const range = typeof page === 'number' ? { first: page, last: page } : page;
  if (!isValidPageRange(range)) {
    throw new RangeError(`not a page or page range: ${JSON.stringify(page)}`);
  }
  return { first: range.first, last: range.last };
}

/**
 * `3` or `2-4`; a one-page range is written as the single number so that it has one address.
 * Throws on invalid input: building an address from a bad page is a programming error.
 */
export function formatPageValue(page: number | PageRange): string {
  const { first, last } = toPageRange(page);
  return first === last ? String(first) : `${first}-${last}`;
}

/**
 * "Load more" turns the page into a range; one address renders at most this many pages, so a
 * crafted `page=1-1000000` cannot make the server render the whole catalogue.
 */
export const MAX_PAGE_RANGE = 10;

export function rangeLength(range: PageRange): number {
  return range.last - range.first + 1;
}
