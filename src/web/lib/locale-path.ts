import { LOCALES, type Locale } from '#domain/locale';

const LOCALE_SEGMENT = new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`);

/** True for a path inside one of the shop's languages (`/pl`, `/en/cart`), not `//host`. */
export function isShopPath(path: string): boolean {
  return LOCALE_SEGMENT.test(path);
}

/**
 * `/pl/cart` -> `/en/cart`: the same address in another language. Only for pages whose address
 * has no translated slug (account, cart, lists); a slugged page brings its `alternates`.
 * A path outside the locales comes back unchanged.
 */
export function inLocale(path: string, locale: Locale): string {
  return path.replace(LOCALE_SEGMENT, `/${locale}`);
}
