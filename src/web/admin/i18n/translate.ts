import { createCatalogue, type Translate } from './catalogue';
import { en } from './messages/en';
import { pl, type AdminMessages } from './messages/pl';
import { ru } from './messages/ru';

/**
 * The back office's shared texts (the frame, the navigation, common words, field errors): the
 * features' own texts are in their catalogues. No shop page carries these texts.
 */
export const adminCatalogue = createCatalogue<AdminMessages>({ pl, en, ru });

export type AdminKey = keyof AdminMessages;
export type AdminTranslate = Translate<AdminKey>;

export const createAdminTranslate = adminCatalogue.translate;

/** Whether a text from elsewhere (an audit action, an entity) has a translation. */
export const isAdminKey = adminCatalogue.has;
