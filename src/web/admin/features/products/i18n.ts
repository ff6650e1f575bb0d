import { useMemo } from 'react';
import type { Locale } from '../../../../domain/locale';
import { en } from './messages/en';
import { pl, type ProductsMessages } from './messages/pl';
import { ru } from './messages/ru';
import { formatMessage } from '../../../lib/i18n/translate';
import { useAdminLocale } from '../../i18n/use-admin-t';

/**
 * The products screens' texts, in the staff member's language (the shell's locale), with the
 * shop's message rules (decision 004, `formatMessage`). Their own catalogue beside the shell's,
 * so the screens were built in parallel; Polish is the source of the key set.
 */
export type ProductsKey = keyof ProductsMessages;
type Message = ProductsMessages[ProductsKey];
export type ProductsT = (key: ProductsKey, params?: Record<string, string | number>) => string;

const catalogues: Record<Locale, ProductsMessages> = { pl, en, ru };

export function productsTranslate(locale: Locale): ProductsT {
  const messages = catalogues[locale];
  return (key, params) => {
    const message: Message | undefined = messages[key];
    return message === undefined ? key : formatMessage(locale, message, params);
  };
}

export function useProductsT(): ProductsT {
  const locale = useAdminLocale();
  return useMemo(() => productsTranslate(locale), [locale]);
}

/**
 * A message key from the API or the contract's schema (`money.precision`) in words. Field-specific
 * wording first (`err.category_id.id.invalid`: "Choose a category"), then the general one.
 */
export function errorText(t: ProductsT, field: string, key: string): string {
  const base = field.replace(/^translations\.(pl|en|ru)\./, 'translations.');
  for (const candidate of [`err.${base}.${key}`, `err.${key}`]) {
    const text = t(candidate as ProductsKey);
    if (text !== candidate) return text;
  }
  return t('err.invalid');
}
