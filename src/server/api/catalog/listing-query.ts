import { z } from 'zod';
import { validation } from '#domain/errors';
import { parseFilterQuery, type Filters } from '#domain/filters/filter-address';
import {
  MAX_PRICE,
  PRICE_KEY,
  RATING_KEY,
  RATING_MAX,
  RATING_MIN,
  isRatingValue,
  isFilterKey,
  isFilterValue,
  parsePriceValue,
} from '#domain/filters/filter-set';
import {
  MAX_PAGE_RANGE,
  parsePageValue,
  rangeLength,
  type PageRange,
} from '#domain/pagination/page-value';
import { SORT_KEYS, type SortKey } from '#server/services/catalog/listing';

/** The `{queryString}` of the listing calls: query-style filters plus page, sort and search. */
export const listingQuerystring = z
  .record(z.string(), z.string())
  .describe(
    'Filters in query style (`color=red,dark-blue&price=100-500`) plus `page`, `sort`, `search`',
  );

export interface ListingQuery {
  filters: Filters;
  page: PageRange;
  sort: SortKey;
  search?: string;
}

const RESERVED = new Set(['page', 'sort', 'search']);
const MAX_SEARCH_LENGTH = 200;

/**
 * The domain parser skips what is not a filter (pages carry `utm_*` and the like); an API
 * caller gets told instead, so a typo in a filter never silently widens the result.
 */
function filterErrors(params: URLSearchParams): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [key, raw] of params) {
    if (RESERVED.has(key)) continue;
    if (!isFilterKey(key))
      errors[key] = ['is not a filter name (lowercase letters, digits, hyphens)'];
    else if (key === RATING_KEY && !isRatingValue(raw))
      errors[key] = [`must be a whole number of stars from ${RATING_MIN} to ${RATING_MAX}`];
    else if (key === PRICE_KEY ? !parsePriceValue(raw) : !raw.split(',').every(isFilterValue)) {
      errors[key] = [
        key === PRICE_KEY
          ? `must be a range min-max of whole numbers up to ${MAX_PRICE}`
          : 'has a value that is not a slug',
      ];
    }
  }
  return errors;
}

export function parseListingQuery(raw: Record<string, string>): ListingQuery {
  const params = new URLSearchParams(raw);
  const errors = filterErrors(params);
  const page = parsePageValue(params.get('page') ?? '1');
  if (!page) errors.page = ['must be a page number or a range such as 2-4'];
  else if (rangeLength(page) > MAX_PAGE_RANGE)
    errors.page = [`a range may span at most ${MAX_PAGE_RANGE} pages`];
  const sort = (params.get('sort') ?? 'relevance') as SortKey;
  if (!SORT_KEYS.includes(sort)) errors.sort = [`must be one of ${SORT_KEYS.join(', ')}`];
  const search = params.get('search')?.trim();
  if (search && search.length > MAX_SEARCH_LENGTH)
    errors.search = [`must be at most ${MAX_SEARCH_LENGTH} characters`];
  if (Object.keys(errors).length > 0 || !page) throw validation(errors);
  const filters = parseFilterQuery(params, { reserved: [...RESERVED] });
  return { filters, page, sort, ...(search ? { search } : {}) };
}
