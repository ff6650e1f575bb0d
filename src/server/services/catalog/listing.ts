import type { Filters } from '#domain/filters/filter-address';
import type { Locale } from '#domain/locale';
import type { PageRange } from '#domain/pagination/page-value';
import type { Product } from '#contracts/catalog';

import type { SortKey } from '#domain/listing/sort';

export { SORT_KEYS, type SortKey } from '#domain/listing/sort';

/** Products per listing page: the server decides it (docs/rules.md#page-bar). */
export const PAGE_SIZE = 24;

export interface ListingScope {
  locale: Locale;
  /** A category and all its descendants. */
  categoryId?: number;
  /** Only products with a sale price. */
  saleOnly?: boolean;
  search?: string;
}

export interface ListingRequest extends ListingScope {
  filters: Filters;
  sort: SortKey;
  page: PageRange;
}

export interface ListingResult {
  products: Product[];
  total: number;
  limit: number;
  lastPage: number;
}

export function lastPageOf(total: number, limit = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / limit));
}
