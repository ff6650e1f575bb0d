import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type AccountMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The staff member's own account screen's texts. (docs/back-office/conventions.md). */
export const accountTexts = createTexts<AccountMessages>({ pl, en, ru });

export type AccountT = Translate<keyof AccountMessages>;
export const useAccountT = accountTexts.useT;
