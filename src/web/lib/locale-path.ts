import { LOCALES, type Locale } from '../../domain/locale';

const LOCALE_SEGMENT = new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`);

/**
 * `/pl/cart` -> `/en/cart`: the same address in another language. Only for pages whose address
 * has no translated slug (account, cart, lists); a slugged page brings its `alternates`.
 * A path outside the locales comes back unchanged.
 */
export function inLocale(path: string, locale: Locale): string {
  return path.replace(LOCALE_SEGMENT, `/${locale}`);
}
