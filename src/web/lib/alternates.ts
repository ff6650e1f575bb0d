import { useMatches } from 'react-router';
import { LOCALES, type Locale } from '../../domain/locale';

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
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  return Object.fromEntries(LOCALES.map((l) => [l, `/${l}${rest}${search}`])) as Alternates;
}
