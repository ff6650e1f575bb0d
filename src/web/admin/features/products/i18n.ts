import { useMemo } from 'react';
import type { Locale } from '../../../../domain/locale';
import { en } from './messages/en';
import { pl, type ProductsMessages } from './messages/pl';
import { ru } from './messages/ru';
import { useAdminLocale } from './shell';

/**
 * The products screens' texts, in the staff member's language. Same message rules as the shop
 * (decision 004): `{name}` interpolation and plural objects keyed by Intl.PluralRules categories;
 * Polish is the source of the key set, the other two are type-checked against it.
 */
export type ProductsKey = keyof ProductsMessages;
type Message = ProductsMessages[ProductsKey];
export type ProductsT = (key: ProductsKey, params?: Record<string, string | number>) => string;

const catalogues: Record<Locale, ProductsMessages> = { pl, en, ru };

export function productsTranslate(locale: Locale): ProductsT {
  const messages = catalogues[locale];
  const rules = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  return (key, params = {}) => {
    const message: Message | undefined = messages[key];
    if (message === undefined) return key;
    const text =
      typeof message === 'string'
        ? message
        : (message[rules.select(Number(params.count ?? 0))] ?? message.other).replace(
            /#/g,
            numbers.format(Number(params.count ?? 0)),
          );
    return text.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in params ? String(params[name]) : match,
    );
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
