import { use, useMemo } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/locale';
import { PageLocaleContext } from '../../lib/i18n/use-translate';
import { createAdminTranslate } from './translate';

/**
 * The staff member's language (their account's, or the browser's on the login page): the admin
 * layout provides it, for its own texts and for the shared components (dialog, toast).
 */
export function useAdminLocale(): Locale {
  return use(PageLocaleContext) ?? DEFAULT_LOCALE;
}

export function useAdminT() {
  const locale = useAdminLocale();
  return useMemo(() => createAdminTranslate(locale), [locale]);
}
