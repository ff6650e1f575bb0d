import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type DashboardMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The dashboard's texts (docs/back-office/conventions.md). */
export const dashboardTexts = createTexts<DashboardMessages>({ pl, en, ru });

export type DashboardKey = keyof DashboardMessages;
export type DashboardT = Translate<DashboardKey>;

export const useDashboardT = dashboardTexts.useT;
