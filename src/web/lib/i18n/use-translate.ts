import { useMemo } from 'react';
import { useParams } from 'react-router';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../domain/locale';
import { createTranslate } from './translate';

/** The locale is the first path segment; everything below `/:locale` can rely on it. */
export function useLocale(): Locale {
  const { locale } = useParams();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

export function useT() {
  const locale = useLocale();
  return useMemo(() => createTranslate(locale), [locale]);
}
