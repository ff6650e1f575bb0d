import { useMemo } from 'react';
import type { Locale } from '../../../../domain/locale';
import { formatMessage } from '../../../lib/i18n/translate';
import { useAdminLocale } from '../../i18n/use-admin-t';
import { en } from './messages/en';
import { pl, type ContentMessages } from './messages/pl';
import { ru } from './messages/ru';

/**
 * The blog and news screens' texts, in the staff member's language, with the shop's message
 * rules (decision 004). Their own catalogue beside the shell's, as the products screens do, so
 * these screens were built alongside the others without touching one shared file.
 */
export type ContentKey = keyof ContentMessages;
export type ContentT = (key: ContentKey, params?: Record<string, string | number>) => string;

const catalogues: Record<Locale, ContentMessages> = { pl, en, ru };

export function contentTranslate(locale: Locale): ContentT {
  const messages = catalogues[locale];
  return (key, params) => formatMessage(locale, messages[key] ?? key, params);
}

export function useContentT(): ContentT {
  const locale = useAdminLocale();
  return useMemo(() => contentTranslate(locale), [locale]);
}
