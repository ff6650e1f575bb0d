import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type ManufacturersMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The manufacturers screen's and the editor's safety panel's texts (docs/back-office/conventions.md). */
export const manufacturersTexts = createTexts<ManufacturersMessages>({ pl, en, ru });

export type ManufacturersT = Translate<keyof ManufacturersMessages>;
export const useManufacturersT = manufacturersTexts.useT;
