import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type StaffMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The staff accounts screen's texts. (docs/back-office/conventions.md). */
export const staffTexts = createTexts<StaffMessages>({ pl, en, ru });

export type StaffT = Translate<keyof StaffMessages>;
export const useStaffT = staffTexts.useT;
