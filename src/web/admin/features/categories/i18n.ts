import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type CategoriesMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The category tree's texts. (docs/back-office/conventions.md). */
export const categoriesTexts = createTexts<CategoriesMessages>({ pl, en, ru });

export type CategoriesT = Translate<keyof CategoriesMessages>;
export const useCategoriesT = categoriesTexts.useT;
