/**
 * A listing's filter state: attribute key -> chosen values, all slugs, plus `price` as a range.
 * One canonical form (keys sorted, values sorted and unique, empty keys dropped) so that equal
 * filter sets make one address: one cache entry, one URL for search engines.
 */

/**
 * Canonical filters as produced by `normalizeFilters` and the parsers: objects without a
 * prototype, so that `filters[key]` for a key such as `constructor` is undefined rather than
 * Object.prototype's function.
 */
export type Filters = Readonly<Record<string, readonly string[]>>;
/** Filters as callers may hold them: any order, duplicates, empty lists. */
export type FilterInput = Readonly<Record<string, readonly string[]>>;

export const PRICE_KEY = 'price';

/**
 * `rating=N`: products whose average review is at least N stars (N is RATING_MIN..RATING_MAX;
 * 5 would be "only perfect scores", which the shop does not offer). One value, like `price`.
 */
export const RATING_KEY = 'rating';
export const RATING_MIN = 1;
export const RATING_MAX = 4;

/** A rating filter's value: a whole number of stars, RATING_MIN..RATING_MAX, written canonically. */
export function isRatingValue(value: string): boolean {
  return /^[1-9]$/.test(value) && Number(value) >= RATING_MIN && Number(value) <= RATING_MAX;
}

/** The chosen minimum average of a filter set, null when there is none or it is malformed. */
export function getMinRating(filters: FilterInput): number | null {
  const values = own(filters, RATING_KEY);
  return values?.length === 1 && isRatingValue(values[0]!) ? Number(values[0]) : null;
}

/**
 * Names that mean something else in a listing address (`page` is also a path segment of
 * blog-show), so they can never be filter keys.
 */
export const RESERVED_FILTER_KEYS: readonly string[] = ['page', 'search', 'sort'];

export interface PriceRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The highest bound, in whole currency units, a price filter may name: 21,474,835 zł. Prices
 * are stored as int4 minor units and a bound `max` matches up to `max * 100 + 99` of them
 * (services/catalog/listing-sql.ts), which must stay within 2^31 - 1 or the query itself fails.
 * Addresses past it are refused like any malformed filter; the filter form clamps to it.
 */
export const MAX_PRICE = 21_474_835;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 100;
// Whole currency units, canonical decimal; the value is checked against MAX_PRICE after.
const PRICE_NUMBER = /^(?:0|[1-9][0-9]{0,7})$/;
const PRICE_RANGE = /^(0|[1-9][0-9]{0,7})-(0|[1-9][0-9]{0,7})$/;

export function isSlug(text: string): boolean {
  return text.length <= MAX_SLUG_LENGTH && SLUG.test(text);
}

export function isFilterKey(key: string): boolean {
  return isSlug(key) && !RESERVED_FILTER_KEYS.includes(key);
}

/**
 * A value is a slug that does not have `or` as one of its hyphen-separated words.
 * Path-style addresses join values with `-or-`; with this rule every `-or-` in a joined list is
 * a separator, so splitting is unambiguous (`x-or` + `b` and `x` + `or-b` would otherwise both
 * read `x-or-or-b`). `orange`, `floor` and `color` are fine; `black-or-white` is not.
 */
export function isFilterValue(value: string): boolean {
  return isSlug(value) && !value.split('-').includes('or');
}

export function isPriceRange(range: PriceRange): boolean {
  return (
    PRICE_NUMBER.test(String(range.min)) &&
    PRICE_NUMBER.test(String(range.max)) &&
    range.min <= range.max &&
    range.max <= MAX_PRICE
  );
}

/** Reads `100-500`; a single value, a reversed range, a bound past MAX_PRICE or anything else is null. */
export function parsePriceValue(raw: string): PriceRange | null {
  const match = PRICE_RANGE.exec(raw);
  if (!match) return null;
  const range = { min: Number(match[1]), max: Number(match[2]) };
  return range.min <= range.max && range.max <= MAX_PRICE ? range : null;
}

export function formatPriceValue(range: PriceRange): string {
  assertPrice(range);
  return `${range.min}-${range.max}`;
}

/** The price range of a filter set, null when there is none or it is malformed. */
export function getPriceRange(filters: FilterInput): PriceRange | null {
  const values = own(filters, PRICE_KEY);
  if (!values || values.length !== 2) return null;
  return parsePriceValue(`${values[0]}-${values[1]}`);
}

/**
 * The canonical form. Throws RangeError on a key or value that is not allowed: filter options
 * come from our own data, so a bad one is a bug to surface, not a visitor's typo to forgive
 * (the parsers, which read visitors' addresses, never throw).
 */
export function normalizeFilters(filters: FilterInput): Filters {
  const entries: [string, string[]][] = [];
  for (const [key, values] of Object.entries(filters)) {
    if (values.length === 0) continue;
    if (!isFilterKey(key)) throw new RangeError(`invalid filter key: ${JSON.stringify(key)}`);
    if (key === PRICE_KEY) {
      entries.push([key, priceValues(values)]);
      continue;
    }
    if (key === RATING_KEY) {
      const unique = [...new Set(values)];
      if (unique.length !== 1 || !isRatingValue(unique[0]!)) {
        throw new RangeError(`rating must be one of 1..4, got ${JSON.stringify(values)}`);
      }
      entries.push([key, unique]);
      continue;
    }
    for (const value of values) {
      if (!isFilterValue(value)) {
        throw new RangeError(`invalid value for filter ${key}: ${JSON.stringify(value)}`);
      }
    }
    entries.push([key, [...new Set(values)].sort()]);
  }
  entries.sort(([a], [b]) => (a < b ? -1 : 1));
  return Object.assign(
    Object.create(null) as Record<string, string[]>,
    Object.fromEntries(entries),
  );
}

/** Whether a value is chosen, e.g. for a checkbox's state. */
export function hasFilterValue(filters: FilterInput, key: string, value: string): boolean {
  return own(filters, key)?.includes(value) ?? false;
}

/** Adds the value when absent, removes it when present. Not for `price`: use withPriceRange. */
export function toggleFilterValue(filters: FilterInput, key: string, value: string): Filters {
  if (key === PRICE_KEY) throw new RangeError('price is a range: use withPriceRange');
  const current = own(filters, key) ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return normalizeFilters({ ...filters, [key]: next });
}

export function withoutFilter(filters: FilterInput, key: string): Filters {
  return normalizeFilters(Object.fromEntries(Object.entries(filters).filter(([k]) => k !== key)));
}

/** Sets the price range, or removes it with null. */
export function withPriceRange(filters: FilterInput, range: PriceRange | null): Filters {
  if (range === null) return withoutFilter(filters, PRICE_KEY);
  assertPrice(range);
  return normalizeFilters({ ...filters, [PRICE_KEY]: [String(range.min), String(range.max)] });
}

/** Sets the minimum average rating, or removes it with null. */
export function withMinRating(filters: FilterInput, stars: number | null): Filters {
  if (stars === null) return withoutFilter(filters, RATING_KEY);
  return normalizeFilters({ ...filters, [RATING_KEY]: [String(stars)] });
}

function priceValues(values: readonly string[]): string[] {
  const range = values.length === 2 ? parsePriceValue(`${values[0]}-${values[1]}`) : null;
  if (!range) throw new RangeError(`price must be [min, max], got ${JSON.stringify(values)}`);
  return [String(range.min), String(range.max)];
}

function assertPrice(range: PriceRange): void {
  if (!isPriceRange(range)) throw new RangeError(`invalid price range: ${JSON.stringify(range)}`);
}

// Own properties only: a key such as `constructor` must not find Object.prototype's.
function own(filters: FilterInput, key: string): readonly string[] | undefined {
  return Object.hasOwn(filters, key) ? filters[key] : undefined;
}
