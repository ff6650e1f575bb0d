import { createCatalogue, type Translate } from '#web/admin/i18n/catalogue';
import { en } from './messages/en';
import { pl, type DashboardMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The dashboard's texts (docs/back-office/conventions.md). */
export const dashboardCatalogue = createCatalogue<DashboardMessages>({ pl, en, ru });

export type DashboardKey = keyof DashboardMessages;
export type DashboardT = Translate<DashboardKey>;

export const useDashboardT = dashboardCatalogue.useT;
