import { createTexts, type Translate } from './texts';
import { en } from './messages/en';
import { pl, type AdminMessages } from './messages/pl';
import { ru } from './messages/ru';

/**
 * The back office's shared texts (the frame, the navigation, common words, field errors): the
 * features' own texts are in their features (i18n/texts.ts). No shop page carries these texts.
 */
export const adminTexts = createTexts<AdminMessages>({ pl, en, ru });

export type AdminKey = keyof AdminMessages;
export type AdminTranslate = Translate<AdminKey>;

export const createAdminTranslate = adminTexts.translate;

/** Whether a text from elsewhere (an audit action, an entity) has a translation. */
export const isAdminKey = adminTexts.has;
