import { createContext, use, useMemo } from 'react';
import { useParams } from 'react-router';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#domain/locale';
import { createTranslate, hasMessages, loadMessages } from './translate';

/**
 * The language of pages outside `/:locale` (the back office, whose language is the staff
 * member's), so that the shared components (dialog, toast) speak it too.
 */
export const PageLocaleContext = createContext<Locale | null>(null);

/** The locale is the first path segment; everything below `/:locale` can rely on it. */
export function useLocale(): Locale {
  const { locale } = useParams();
  const outside = use(PageLocaleContext);
  return isLocale(locale) ? locale : (outside ?? DEFAULT_LOCALE);
}

export function useT() {
  const locale = useLocale();
  // The page's own language is always loaded; another one (rare: a back-office page in a
  // language other than the one it was opened in) suspends until its catalogue is there.
  if (!hasMessages(locale)) use(loadMessages(locale));
  return useMemo(() => createTranslate(locale), [locale]);
}
