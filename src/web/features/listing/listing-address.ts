import {
  filterHref,
  type FilterAddressStyle,
  type Filters,
} from '../../../domain/filters/filter-address';

/** A listing's address: its filters (path or query style) plus the kept `search` and `sort`. */
export function listingHref(
  routeName: string,
  style: FilterAddressStyle,
  filters: Filters,
  keep: Record<string, string>,
): string {
  const href = filterHref({ style, base: routeName, filters });
  const extra = new URLSearchParams(keep).toString();
  return extra ? `${href}${href.includes('?') ? '&' : '?'}${extra}` : href;
}
