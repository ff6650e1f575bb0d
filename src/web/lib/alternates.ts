import { useMatches } from 'react-router';
import { LOCALES, type Locale } from '#domain/locale';
import { inLocale } from './locale-path';

export type Alternates = Record<Locale, string>;

/**
 * The same page in every locale. Slugs are translated, so a page whose address has slugs puts
 * `alternates` in its loader data; other pages just swap the locale segment.
 */
export function useAlternates(pathname: string, search: string): Alternates {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.data as { alternates?: Alternates } | undefined;
    if (data?.alternates) return data.alternates;
  }
  return Object.fromEntries(LOCALES.map((l) => [l, inLocale(pathname, l) + search])) as Alternates;
}
