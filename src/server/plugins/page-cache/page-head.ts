import type { CachedPage, PageCache } from './store';

/** The head of a cached page's response, shared by Fastify's path (page-server.ts) and the hit lane. */

export type Coding = keyof CachedPage['bodies'];

/**
 * One strong validator per stored representation: the bytes of each never change, and those
 * compressed again at the best level are new bytes, so they get a tag of their own.
 */
export function etagOf(page: CachedPage, coding: Coding): string {
  if (coding === 'identity') return `"${page.hash}"`;
  return `"${page.hash}-${coding}${page.level === 'best' ? '-best' : ''}"`;
}

/**
 * Shared caches keep a page (or a cached listing answer) as long as this process does: fresh for
 * the TTL, then stale.
 */
export function sharedCacheControl(cache: Pick<PageCache, 'ttlMs' | 'staleMs'>): string {
  return [
    'public',
    'max-age=0',
    `s-maxage=${Math.floor(cache.ttlMs / 1000)}`,
    `stale-while-revalidate=${Math.floor(cache.staleMs / 1000)}`,
  ].join(', ');
}

/** What a cached page answers with, 304 or not: caching headers, its validator, its tags. */
export function validators(
  page: CachedPage,
  etag: string,
  cacheControl: string,
): Array<[string, string]> {
  const head: Array<[string, string]> = [
    ['Cache-Control', cacheControl],
    ['Vary', 'Accept-Encoding'],
    ['ETag', etag],
  ];
  // Cloudflare reads a comma-separated Cache-Tag, Fastly a space-separated Surrogate-Key.
  if (page.tags.length > 0)
    head.push(['Cache-Tag', page.tags.join(',')], ['Surrogate-Key', page.tags.join(' ')]);
  return head;
}

/**
 * Pages only: React Router's data requests (client navigation) and manifest are not pages, and
 * the back office is never cached: its pages are personal (a staff session cookie, which a shared
 * render would not even see) and answer `no-store`.
 */
export function cacheableAddress(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin.')) return false;
  return !path.endsWith('.data') && !path.startsWith('/__manifest');
}

/**
 * The cache key of an API address: its path and its query's `name=value` pieces in order of name
 * (decoded), pieces of one name kept in their order. Two addresses with the same key parse to the
 * same `request.query`, so they get the same answer.
 */
export function jsonAnswerKey(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pieces = url.slice(at + 1).split('&');
  if (pieces.length < 2) return url;
  const named = pieces.map((piece) => {
    const eq = piece.indexOf('=');
    return { piece, name: decodeName(eq < 0 ? piece : piece.slice(0, eq)) };
  });
  // Array.prototype.sort is stable: pieces of one name keep their order.
  named.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return `${url.slice(0, at)}?${named.map((n) => n.piece).join('&')}`;
}

function decodeName(raw: string): string {
  if (!raw.includes('%') && !raw.includes('+')) return raw;
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/** The best stored coding the client accepts (RFC 9110 12.5.3, `q=0` refuses). */
export function chooseCoding(header: string | undefined): Coding {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** `If-None-Match` (RFC 9110 13.1.2, weak comparison as for GET): `*` or any listed tag. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
