import { z } from 'zod';
import { validation } from '../../../domain/errors';
import { parseFilterQuery, type Filters } from '../../../domain/filters/filter-address';
import { parsePageValue, type PageRange } from '../../../domain/pagination/page-value';
import { SORT_KEYS, type SortKey } from '../../services/catalog/listing.js';

/** The `{queryString}` of the listing calls: query-style filters plus page, sort and search. */
export const listingQuerystring = z
  .record(z.string(), z.string())
  .describe('Filters in query style (`color=red,dark-blue&price=100-500`) plus `page`, `sort`, `search`');

export interface ListingQuery {
  filters: Filters;
  page: PageRange;
  sort: SortKey;
  search?: string;
}

const RESERVED = ['page', 'sort', 'search'];

export function parseListingQuery(raw: Record<string, string>): ListingQuery {
  const params = new URLSearchParams(raw);
  const page = parsePageValue(params.get('page') ?? '1');
  if (!page) throw validation({ page: ['must be a page number or a range such as 2-4'] });
  const sort = (params.get('sort') ?? 'relevance') as SortKey;
  if (!SORT_KEYS.includes(sort)) throw validation({ sort: [`must be one of ${SORT_KEYS.join(', ')}`] });
  const filters = parseFilterQuery(params, { reserved: RESERVED });
  if (!filters) throw validation({ filters: ['malformed filter parameters'] });
  const search = params.get('search')?.trim();
  return { filters, page, sort, ...(search ? { search } : {}) };
}
