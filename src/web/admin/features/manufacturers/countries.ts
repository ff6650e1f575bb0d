import { COUNTRY_CODES, isInEu } from '#domain/product-safety/countries';
import type { Locale } from '#domain/locale';

export interface CountryOption {
  code: string;
  name: string;
  eu: boolean;
}

const cache = new Map<Locale, CountryOption[]>();

/** Every assigned country, named in the back office's language and sorted by that name. */
export function countryOptions(locale: Locale): CountryOption[] {
  let options = cache.get(locale);
  if (!options) {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    options = COUNTRY_CODES.map((code) => ({
      code,
      name: names.of(code) ?? code,
      eu: isInEu(code),
    })).sort((a, b) => a.name.localeCompare(b.name, locale));
    cache.set(locale, options);
  }
  return options;
}

export function countryName(code: string, locale: Locale): string {
  return countryOptions(locale).find((c) => c.code === code)?.name ?? code;
}
