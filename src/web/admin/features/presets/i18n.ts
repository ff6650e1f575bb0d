import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type PresetsMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The presets screen's texts. (docs/back-office/conventions.md). */
export const presetsTexts = createTexts<PresetsMessages>({ pl, en, ru });

export type PresetsT = Translate<keyof PresetsMessages>;
export const usePresetsT = presetsTexts.useT;
