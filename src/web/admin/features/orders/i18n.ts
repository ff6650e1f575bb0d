import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type OrdersMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The orders screens' texts (docs/back-office/conventions.md). */
export const ordersTexts = createTexts<OrdersMessages>({ pl, en, ru });

export type OrdersKey = keyof OrdersMessages;
export type OrdersT = Translate<OrdersKey>;

export const ordersTranslate = ordersTexts.translate;
export const useOrdersT = ordersTexts.useT;

/** A field's error key from the API (`too_long`) in words. */
export function orderErrorText(t: OrdersT, key: string): string {
  const candidate = `err.${key}`;
  return ordersTexts.has(candidate) ? t(candidate) : t('err.invalid');
}
