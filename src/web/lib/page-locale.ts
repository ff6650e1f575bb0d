import { DEFAULT_LOCALE, isLocale, type Locale } from '#domain/locale';

/**
 * The language of the page being shown (root.tsx writes it to `<html lang>`), for code outside
 * React that asks the server for localized titles. The default locale during the server render.
 */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
