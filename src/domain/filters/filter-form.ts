/**
 * The filter panel is a plain GET form, so filtering works without JavaScript: its fields are
 * attribute checkboxes (`color=red`, repeated) and `price_min` / `price_max`. This turns such a
 * submission into filters; the page then redirects to its canonical filter address.
 */
import {
  MAX_PRICE,
  PRICE_KEY,
  RATING_KEY,
  RESERVED_FILTER_KEYS,
  isFilterKey,
  isFilterValue,
  isRatingValue,
  normalizeFilters,
  type Filters,
} from './filter-set';

export const PRICE_MIN_FIELD = 'price_min';
export const PRICE_MAX_FIELD = 'price_max';

/** A typed price bound; past MAX_PRICE it is MAX_PRICE (a shopper meant "no upper limit"). */
function wholeNumber(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  if (n === Infinity) return MAX_PRICE;
  return Number.isInteger(n) && n >= 0 ? Math.min(n, MAX_PRICE) : null;
}

/** True when the query carries form fields that belong in the filter address instead. */
export function hasFormFilters(params: URLSearchParams, reserved: readonly string[] = []): boolean {
  const skip = new Set([...RESERVED_FILTER_KEYS, ...reserved]);
  for (const key of params.keys()) if (!skip.has(key)) return true;
  return false;
}

export function filtersFromForm(
  params: URLSearchParams,
  options: { reserved?: readonly string[]; priceBounds?: { min: number; max: number } } = {},
): Filters {
  const skip = new Set([
    ...RESERVED_FILTER_KEYS,
    ...(options.reserved ?? []),
    PRICE_MIN_FIELD,
    PRICE_MAX_FIELD,
    PRICE_KEY,
  ]);
  const collected: Record<string, string[]> = {};
  for (const [key, raw] of params) {
    if (skip.has(key) || !isFilterKey(key)) continue;
    // One minimum rating (radio buttons): the first valid one counts, anything else is ignored.
    if (key === RATING_KEY) {
      if (isRatingValue(raw) && !collected[key]) collected[key] = [raw];
      continue;
    }
    for (const value of raw.split(','))
      if (isFilterValue(value)) (collected[key] ??= []).push(value);
  }
  let min = wholeNumber(params.get(PRICE_MIN_FIELD));
  let max = wholeNumber(params.get(PRICE_MAX_FIELD));
  const bounds = options.priceBounds;
  // A range covering the whole scope is no filter at all: keep the address clean. Otherwise
  // keep what the shopper typed (bounds move as other filters change) and close an open end
  // with the scope's bound.
  if (bounds && (min ?? bounds.min) <= bounds.min && (max ?? bounds.max) >= bounds.max)
    min = max = null;
  if (min !== null || max !== null) {
    const lo = min ?? 0;
    const hi = max ?? Math.max(lo, bounds?.max ?? lo);
    collected[PRICE_KEY] = lo <= hi ? [String(lo), String(hi)] : [String(hi), String(lo)];
  }
  return normalizeFilters(collected);
}
