import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type ProductsMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The products screens' texts (docs/back-office/conventions.md). */
export const productsTexts = createTexts<ProductsMessages>({ pl, en, ru });

export type ProductsKey = keyof ProductsMessages;
export type ProductsT = Translate<ProductsKey>;

export const productsTranslate = productsTexts.translate;
export const useProductsT = productsTexts.useT;

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
