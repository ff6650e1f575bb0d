import { createCatalogue, type Translate } from '#web/admin/i18n/catalogue';
import { en } from './messages/en';
import { pl, type ShopPagesMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The shop pages' screens' texts (docs/back-office/conventions.md). */
export const shopPagesCatalogue = createCatalogue<ShopPagesMessages>({ pl, en, ru });

export type ShopPagesT = Translate<keyof ShopPagesMessages>;
export const useShopPagesT = shopPagesCatalogue.useT;
