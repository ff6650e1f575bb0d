/**
 * Sort options of every product listing; `relevance` ranks a search and means newest otherwise.
 * `rating`: the highest average review first, then the most reviews, then the lowest id;
 * products without reviews come last.
 */
export const SORT_KEYS = [
  'relevance',
  'newest',
  'price-asc',
  'price-desc',
  'name',
  'rating',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value);
}

/** An unknown sort in an address falls back to the default rather than failing the page. */
export function parseSort(value: string | null | undefined): SortKey {
  return isSortKey(value) ? value : 'relevance';
}
