import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type ProductGroupsMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The product groups' texts (docs/back-office/conventions.md). */
export const productGroupsTexts = createTexts<ProductGroupsMessages>({ pl, en, ru });

export type ProductGroupsKey = keyof ProductGroupsMessages;
export type ProductGroupsT = Translate<ProductGroupsKey>;
export const useProductGroupsT = productGroupsTexts.useT;

/** A message of the API's field map in words (`product.in_other_group`), else null. */
export function groupErrorText(t: ProductGroupsT, key: string): string | null {
  const candidate = `pg.err.${key}` as ProductGroupsKey;
  const text = t(candidate);
  return text === candidate ? null : text;
}
