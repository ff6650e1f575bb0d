import { use } from 'react';
import { DEFAULT_LOCALE, type Locale } from '#domain/locale';
import { PageLocaleContext } from '#web/lib/i18n/use-translate';

/**
 * The staff member's language (their account's, or the browser's on the login page): the admin
 * layout provides it, for its own texts and for the shared components (dialog, toast).
 */
export function useAdminLocale(): Locale {
  return use(PageLocaleContext) ?? DEFAULT_LOCALE;
}
