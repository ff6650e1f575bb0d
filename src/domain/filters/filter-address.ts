/**
 * Filter state in the address (docs/rules.md#listing-addresses):
 * - path style (catalogue, sales): `/{base}/color=dark-blue-or-red/price=100-500`;
 * - query style (search): `?search=abc&color=dark-blue,red&price=100-500`.
 * One build/parse pair per style, both over the canonical form of filter-set.ts, so that
 * parse(build(x)) equals normalizeFilters(x) and no component decides parameters on its own.
 */
import {
  PRICE_KEY,
  RATING_KEY,
  RESERVED_FILTER_KEYS,
  formatPriceValue,
  isFilterKey,
  isFilterValue,
  isRatingValue,
  normalizeFilters,
  parsePriceValue,
  type FilterInput,
  type Filters,
} from './filter-set';

export {
  hasFilterValue,
  toggleFilterValue,
  withMinRating,
  withoutFilter,
  withPriceRange,
} from './filter-set';
export type { Filters, FilterInput } from './filter-set';

export const PATH_VALUE_SEPARATOR = '-or-';
export const QUERY_VALUE_SEPARATOR = ',';

export type FilterAddressStyle = 'path' | 'query';

/** `base/key=v1-or-v2/...` in canonical order. Throws RangeError on invalid filters. */
export function buildFilterPath(base: string, filters: FilterInput): string {
  const { path, query } = splitBase(base);
  const segments = serialize(normalizeFilters(filters), PATH_VALUE_SEPARATOR);
  const built = segments.length > 0 ? `${path}/${segments.join('/')}` : path || '/';
  return query ? `${built}?${query}` : built;
}

/** `key=v1,v2&key2=...` in canonical order, without `?`; '' for no filters. */
export function buildFilterQuery(filters: FilterInput): string {
  return serialize(normalizeFilters(filters), QUERY_VALUE_SEPARATOR).join('&');
}

export interface FilterHrefInput {
  readonly style: FilterAddressStyle;
  /** The listing address without filters (`filter_discard`), e.g. `/pl/search?search=abc`. */
  readonly base: string;
  readonly filters: FilterInput;
}

/**
 * The address of a listing with these filters. No page: a new filter set starts at page 1.
 * Query style appends after the base's own parameters (the search), with `&` or `?`.
 */
export function filterHref({ style, base, filters }: FilterHrefInput): string {
  if (style === 'path') return buildFilterPath(base, filters);
  const { path, query } = splitBase(base);
  const own = query ? `${path}?${query}` : path || '/';
  const added = buildFilterQuery(filters);
  if (!added) return own;
  return `${own}${query ? '&' : '?'}${added}`;
}

/**
 * Reads the filter segments of a path-style address (the segments after the category).
 * Returns null when any segment is not a valid filter, so that the route can answer 404
 * instead of showing an unfiltered listing under a wrong address. A key given twice is merged;
 * `price` or `rating` given twice is invalid. Empty segments (a trailing slash) are skipped.
 */
export function parseFilterPath(segments: readonly string[]): Filters | null {
  const collected = new Map<string, string[]>();
  for (const segment of segments) {
    if (segment === '') continue;
    const parsed = parseParam(segment, PATH_VALUE_SEPARATOR);
    if (!parsed || !parsed.valid) return null;
    const existing = collected.get(parsed.key);
    if (existing && (parsed.key === PRICE_KEY || parsed.key === RATING_KEY)) return null;
    collected.set(parsed.key, [...(existing ?? []), ...parsed.values]);
  }
  return normalizeFilters(Object.fromEntries(collected));
}

export interface ParseFilterQueryOptions {
  /** More parameter names that are not filters, on top of RESERVED_FILTER_KEYS. */
  readonly reserved?: readonly string[];
}

/**
 * Reads query-style filters. Lenient, because a query string also carries parameters that are
 * not ours (`utm_source`, `fbclid`): names and values that are not valid filters are skipped, an
 * invalid price is skipped, and of several prices the first valid one counts. Which keys are
 * real attributes is for the caller to decide.
 */
export function parseFilterQuery(
  params: URLSearchParams,
  options: ParseFilterQueryOptions = {},
): Filters {
  const reserved = new Set([...RESERVED_FILTER_KEYS, ...(options.reserved ?? [])]);
  const collected = new Map<string, string[]>();
  for (const [key, raw] of params) {
    if (reserved.has(key) || !isFilterKey(key)) continue;
    const parsed = parseParam(`${key}=${raw}`, QUERY_VALUE_SEPARATOR);
    if (!parsed) continue;
    if (key === PRICE_KEY || key === RATING_KEY) {
      if (parsed.valid && !collected.has(key)) collected.set(key, parsed.values);
      continue;
    }
    const values = parsed.values.filter(isFilterValue);
    if (values.length > 0) collected.set(key, [...(collected.get(key) ?? []), ...values]);
  }
  return normalizeFilters(Object.fromEntries(collected));
}

function serialize(filters: Filters, separator: string): string[] {
  return Object.entries(filters).map(([key, values]) => {
    if (key === PRICE_KEY) {
      return `${key}=${formatPriceValue({ min: Number(values[0]), max: Number(values[1]) })}`;
    }
    return `${key}=${values.join(separator)}`;
  });
}

interface ParsedParam {
  readonly key: string;
  readonly values: string[];
  /** False when at least one value, or the price, is invalid. */
  readonly valid: boolean;
}

function parseParam(text: string, separator: string): ParsedParam | null {
  const equals = text.indexOf('=');
  if (equals < 0) return null;
  const key = text.slice(0, equals);
  if (!isFilterKey(key)) return null;
  const raw = text.slice(equals + 1);
  if (key === PRICE_KEY) {
    const range = parsePriceValue(raw);
    return range
      ? { key, values: [String(range.min), String(range.max)], valid: true }
      : { key, values: [], valid: false };
  }
  if (key === RATING_KEY) {
    return isRatingValue(raw)
      ? { key, values: [raw], valid: true }
      : { key, values: [], valid: false };
  }
  const values = raw.split(separator);
  return { key, values, valid: values.every(isFilterValue) };
}

/**
 * Strips a trailing `/`, `?` or `&` from the base address (docs/rules.md#listing-addresses)
 * and splits off its query.
 * A fragment is dropped: it belongs to the listing being left.
 */
function splitBase(base: string): { path: string; query: string } {
  const hash = base.indexOf('#');
  const trimmed = (hash < 0 ? base : base.slice(0, hash)).replace(/[/?&]+$/, '');
  const question = trimmed.indexOf('?');
  if (question < 0) return { path: trimmed, query: '' };
  return {
    path: trimmed.slice(0, question).replace(/\/+$/, ''),
    query: trimmed.slice(question + 1),
  };
}
