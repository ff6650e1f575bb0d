import { useMemo } from 'react';
import type { Locale } from '../../../domain/locale';
import { formatMessage } from '../../lib/i18n/translate';
import { en } from './office/en';
import { pl, type OfficeMessages } from './office/pl';
import { ru } from './office/ru';
import { useAdminLocale } from './use-admin-t';

/**
 * The texts of the dashboard, the requests inbox and the settings screen, in the staff member's
 * language, with the shop's message rules (decision 004).
 */
export type OfficeKey = keyof OfficeMessages;
export type OfficeT = (key: OfficeKey, params?: Record<string, string | number>) => string;

const catalogues: Record<Locale, OfficeMessages> = { pl, en, ru };

export function officeTranslate(locale: Locale): OfficeT {
  const messages = catalogues[locale];
  return (key, params) => formatMessage(locale, messages[key], params);
}

export function useOfficeT(): OfficeT {
  const locale = useAdminLocale();
  return useMemo(() => officeTranslate(locale), [locale]);
}
