import { href } from 'react-router';
import type { Locale } from '../../domain/locale';

/**
 * The address of every sale, `/{locale}/sales`. Its route ends in a splat (path-style filters),
 * so React Router's types ask for one; `href()` without it gives the bare address, which is the
 * one this page has (`/pl/sales/` would be a second address for it).
 */
export function salesHref(locale: Locale): string {
  return href('/:locale/sales/*', { locale } as { locale: string; '*': string });
}
