import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type SessionMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The login page's texts. (docs/back-office/conventions.md). */
export const sessionTexts = createTexts<SessionMessages>({ pl, en, ru });

export type SessionT = Translate<keyof SessionMessages>;
export const useSessionT = sessionTexts.useT;
