import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type ContentMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The blog and news screens' texts (docs/back-office/conventions.md). */
export const contentTexts = createTexts<ContentMessages>({ pl, en, ru });

export type ContentKey = keyof ContentMessages;
export type ContentT = Translate<ContentKey>;

export const contentTranslate = contentTexts.translate;
export const useContentT = contentTexts.useT;
