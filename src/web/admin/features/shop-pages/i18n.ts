import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type ShopPagesMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The shop pages' screens' texts (docs/back-office/conventions.md). */
export const shopPagesTexts = createTexts<ShopPagesMessages>({ pl, en, ru });

export type ShopPagesT = Translate<keyof ShopPagesMessages>;
export const useShopPagesT = shopPagesTexts.useT;
