import { useMemo } from 'react';
import type { Locale } from '../../../../domain/locale';
import { formatMessage } from '../../../lib/i18n/translate';
import { useAdminLocale } from '../../i18n/use-admin-t';
import { en } from './messages/en';
import { pl, type OrdersMessages } from './messages/pl';
import { ru } from './messages/ru';

/**
 * The orders screens' texts in the staff member's language, with the shop's message rules
 * (decision 004). Their own catalogue beside the shell's, so that screens built in parallel do
 * not fight over one file.
 */
export type OrdersKey = keyof OrdersMessages;
export type OrdersT = (key: OrdersKey, params?: Record<string, string | number>) => string;

const catalogues: Record<Locale, OrdersMessages> = { pl, en, ru };

export function ordersTranslate(locale: Locale): OrdersT {
  const messages = catalogues[locale];
  return (key, params) => formatMessage(locale, messages[key], params);
}

export function useOrdersT(): OrdersT {
  const locale = useAdminLocale();
  return useMemo(() => ordersTranslate(locale), [locale]);
}

/** A field's error key from the API (`too_long`) in words. */
export function orderErrorText(t: OrdersT, key: string): string {
  const candidate = `err.${key}`;
  return candidate in pl ? t(candidate as OrdersKey) : t('err.invalid');
}

/** The short number staff and shoppers read: the public id's first block (the search matches it). */
export const shortNumber = (id: string) => id.slice(0, 8).toUpperCase();
