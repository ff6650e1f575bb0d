/**
 * The address rules of blog and news pages (docs/rules.md#content-blog-and-news): the lists take
 * `?page=` and `?search=`, a section takes a `/page={n}` path segment, and a post sits one
 * segment below its section under its slug.
 */
import { PAGE_PARAM } from '../pagination/page-address';
import {
  MAX_PAGE_RANGE,
  formatPageValue,
  parsePageValue,
  rangeLength,
  type PageRange,
} from '../pagination/page-value';

/** The search box's `maxLength`: a longer `?search=` (a hand-made address) is cut to it. */
export const CONTENT_SEARCH_MAX = 100;

/** `?search=` of a blog or news page: trimmed and cut to the box's length, '' when absent. */
export function contentSearch(raw: string | null): string {
  return raw?.trim().slice(0, CONTENT_SEARCH_MAX) ?? '';
}

/**
 * The page a list or section shows: no value is page 1; a value that is not a page, or a range
 * wider than one address may render (docs/rules.md#load-more), is null and answers 404.
 */
export function contentPage(raw: string | null): PageRange | null {
  const page = raw === null ? { first: 1, last: 1 } : parsePageValue(raw);
  return page && rangeLength(page) <= MAX_PAGE_RANGE ? page : null;
}

/** What the segment below a section names: one of its later pages, or one of its posts. */
export type SectionEntry =
  | { readonly kind: 'page'; readonly raw: string }
  | { readonly kind: 'post'; readonly slug: string };

// Slugs are lowercase words joined by single hyphens (domain/slug.ts), so they never hold `=`.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PAGE_SEGMENT = `${PAGE_PARAM}=`;

/** Reads `page=2`, `page=2-3` or a post's slug; null for anything else (404). */
export function sectionEntry(segment: string): SectionEntry | null {
  if (segment.startsWith(PAGE_SEGMENT))
    return { kind: 'page', raw: segment.slice(PAGE_SEGMENT.length) };
  return SLUG.test(segment) ? { kind: 'post', slug: segment } : null;
}

/**
 * The page data a blog or news page carries in `data-page-data` (docs/rules.md#test-hooks):
 * the same fields as a product listing's, with the list's own address as both `routeName` and
 * `filter_discard` (posts have no filters to discard).
 */
export function contentPageData(input: {
  page: PageRange;
  limit: number;
  lastPage: number;
  routeName: string;
  locale: string;
}) {
  return {
    page: formatPageValue(input.page),
    limit: input.limit,
    totalPage: input.lastPage,
    routeName: input.routeName,
    locale: input.locale,
    filter_discard: input.routeName,
  };
}
