import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type SettingsMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The shop settings screen's texts (docs/back-office/conventions.md). */
export const settingsTexts = createTexts<SettingsMessages>({ pl, en, ru });

export type SettingsKey = keyof SettingsMessages;
export type SettingsT = Translate<SettingsKey>;

export const useSettingsT = settingsTexts.useT;
