/**
 * The address of a page of a listing (docs/rules.md#listing-addresses):
 * - query style (catalogue, search, sales, blog list, news list): `?page={n}`;
 * - path style (blog-show, news-show): a `/page={n}` segment, replaced in place if present.
 * Page 1 has no page part at all, so that every listing has one canonical first-page address.
 */
import { formatPageValue, parsePageValue, toPageRange, type PageRange } from './page-value';

export const PAGE_PARAM = 'page';
export const SEARCH_PARAM = 'search';

export type PageAddressStyle = 'query' | 'path';

export interface PageHrefInput {
  readonly style: PageAddressStyle;
  /** The current address: a path with an optional query, absolute URLs work too. */
  readonly base: string;
  readonly page: number | PageRange;
}

/**
 * Returns the address of `page`. Parameters of `base` are kept byte for byte (the address came
 * from the server or the browser already encoded; re-encoding would give one listing two
 * addresses). A fragment is dropped: it points into the page being left.
 * Throws RangeError when `page` is not a page.
 */
export function pageHref({ style, base, page }: PageHrefInput): string {
  const range = toPageRange(page);
  const value = isFirstPage(range) ? null : formatPageValue(range);
  const { path, query } = splitAddress(base);
  return style === 'query' ? queryPageHref(path, query, value) : pathPageHref(path, query, value);
}

export interface PathPage {
  /** The path without any `/page=` segment and without a trailing slash. */
  readonly basePath: string;
  /** The parsed page, null when there is no segment or its value is not a page. */
  readonly page: PageRange | null;
  /** The raw segment value, null when there is no segment; lets a route 404 on `/page=abc`. */
  readonly raw: string | null;
}

/**
 * Finds and strips the `/page={n}` segment of a pathname (no query string).
 * When several are present (a hand-made address) the first one counts and all are stripped.
 */
export function parsePathPage(pathname: string): PathPage {
  const { segments, raw } = stripPageSegments(pathname);
  return {
    basePath: joinPath(segments),
    page: raw === null ? null : parsePageValue(raw),
    raw,
  };
}

function isFirstPage(range: PageRange): boolean {
  return range.first === 1 && range.last === 1;
}

function queryPageHref(path: string, query: string, value: string | null): string {
  const params = query.split('&').filter((part) => part !== '' && paramName(part) !== PAGE_PARAM);
  // The page goes last, as in the contract's `?search={q}&{filters}&page={n}`.
  if (value !== null) params.push(`${PAGE_PARAM}=${value}`);
  return params.length > 0 ? `${path}?${params.join('&')}` : path;
}

function pathPageHref(path: string, query: string, value: string | null): string {
  const { segments, at } = stripPageSegments(path);
  if (value !== null) segments.splice(at, 0, `${PAGE_PARAM}=${value}`);
  // Only the search survives, as `?search=` (docs/rules.md#listing-addresses); a stale `?page=`
  // or tracking parameters would give the same page several addresses.
  const search = query
    .split('&')
    .find((part) => paramName(part) === SEARCH_PARAM && /=./.test(part));
  return search === undefined ? joinPath(segments) : `${joinPath(segments)}?${search}`;
}

interface StrippedPath {
  /** Segments of the path, page segments and a trailing slash removed. */
  readonly segments: string[];
  /** Where the first page segment stood (or the end), to put the new one back in place. */
  readonly at: number;
  readonly raw: string | null;
}

function stripPageSegments(path: string): StrippedPath {
  const segments: string[] = [];
  let at = -1;
  let raw: string | null = null;
  for (const segment of path.split('/')) {
    if (segment.startsWith(`${PAGE_PARAM}=`)) {
      if (at < 0) {
        at = segments.length;
        raw = segment.slice(PAGE_PARAM.length + 1);
      }
      continue;
    }
    segments.push(segment);
  }
  // A trailing slash is not part of the canonical address; keep the root's leading ''.
  while (segments.length > 1 && segments.at(-1) === '') segments.pop();
  return { segments, at: at < 0 ? segments.length : Math.min(at, segments.length), raw };
}

function joinPath(segments: readonly string[]): string {
  const path = segments.join('/');
  return path === '' ? '/' : path;
}

function splitAddress(address: string): { path: string; query: string } {
  const hash = address.indexOf('#');
  const withoutHash = hash < 0 ? address : address.slice(0, hash);
  const question = withoutHash.indexOf('?');
  if (question < 0) return { path: withoutHash, query: '' };
  return { path: withoutHash.slice(0, question), query: withoutHash.slice(question + 1) };
}

/** The decoded name of a `name=value` query part, as URLSearchParams would read it. */
function paramName(part: string): string {
  const equals = part.indexOf('=');
  const name = (equals < 0 ? part : part.slice(0, equals)).replaceAll('+', ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name; // malformed escapes: compare the raw text, never throw on a visitor's address
  }
}
