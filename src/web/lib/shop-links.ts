import { href } from 'react-router';
import type { Locale } from '#domain/locale';

/**
 * The login page, coming back to `next` (a path of this shop) afterwards:
 * `/pl/login?next=%2Fpl%2Fcart`.
 */
export function loginHref(locale: Locale, next: string): string {
  return `${href('/:locale/login', { locale })}?${new URLSearchParams({ next })}`;
}

/**
 * Sales, `/{locale}/sales`, or one category's sales, `/{locale}/sales/{category}`. The route ends
 * in a splat (path-style filters), so React Router's types ask for one; `href()` without it gives
 * the bare address, which is the one the page has (`/pl/sales/` would be a second address for it).
 */
export function salesHref(locale: Locale, category?: string): string {
  return href(
    '/:locale/sales/*',
    (category ? { locale, '*': category } : { locale }) as { locale: string; '*': string },
  );
}
