import type { Locale } from '../locale';

export interface PostalAddress {
  street: string;
  postal_code: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/**
 * One line of a manufacturer's postal address as a product page prints it, the country named in
 * the reader's language (`ul. Fabryczna 3, 00-950 Warszawa, Polska`).
 */
export function formatPostalAddress(a: PostalAddress, locale: Locale): string {
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(a.country) ?? a.country;
  return `${a.street}, ${a.postal_code} ${a.city}, ${country}`;
}
