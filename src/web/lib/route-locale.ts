import { data } from 'react-router';
import { isLocale, type Locale } from '#domain/locale';

/**
 * The `:locale` of a page's address, typed. Every shop page sits under the locale layout, whose
 * loader already answered 404 for an unknown language; checking again here (instead of a cast)
 * keeps a loader that runs on its own, e.g. a client navigation's data call, just as strict.
 */
export function routeLocale(params: { locale?: string }): Locale {
  if (!isLocale(params.locale)) throw data(null, { status: 404 });
  return params.locale;
}
