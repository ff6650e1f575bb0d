import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type PromotionsMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The promo codes screen's texts (docs/back-office/conventions.md). */
export const promotionsTexts = createTexts<PromotionsMessages>({ pl, en, ru });

export type PromotionsT = Translate<keyof PromotionsMessages>;
export const usePromotionsT = promotionsTexts.useT;
