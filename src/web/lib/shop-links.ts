import { href } from 'react-router';
import type { Locale } from '../../domain/locale';

/**
 * The address of every sale, `/{locale}/sales`. Its route ends in a splat (path-style filters),
 * so React Router's types ask for one; `href()` without it gives the bare address, which is the
 * one this page has (`/pl/sales/` would be a second address for it).
 */
/**
 * The login page, coming back to `next` (a path of this shop) afterwards:
 * `/pl/login?next=%2Fpl%2Fcart`.
 */
export function loginHref(locale: Locale, next: string): string {
  return `${href('/:locale/login', { locale })}?${new URLSearchParams({ next })}`;
}

export function salesHref(locale: Locale): string {
  return href('/:locale/sales/*', { locale } as { locale: string; '*': string });
}
