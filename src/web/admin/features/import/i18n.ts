import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type ImportMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The CSV import and export screen's texts. (docs/back-office/conventions.md). */
export const importTexts = createTexts<ImportMessages>({ pl, en, ru });

export type ImportT = Translate<keyof ImportMessages>;
export const useImportT = importTexts.useT;
