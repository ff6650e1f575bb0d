import { href } from 'react-router';
import type { Locale } from '../../domain/locale';

/** The login page, which comes back to `next` (a path of this shop) after the login. */
export function loginHref(locale: Locale, next: string): string {
  return `${href('/:locale/login', { locale })}?next=${encodeURIComponent(next)}`;
}
