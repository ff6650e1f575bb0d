import type { Locale } from '../../../domain/locale';
import { formatMessage, type Message } from '../../lib/i18n/translate';
import { en } from './messages/en';
import { pl, type AdminMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The back office's own catalogue, apart from the shop's: no shop page carries these texts. */
export type AdminKey = keyof AdminMessages;
export type AdminTranslate = (key: AdminKey, params?: Record<string, string | number>) => string;

const catalogues: Record<Locale, AdminMessages> = { pl, en, ru };

export function createAdminTranslate(locale: Locale): AdminTranslate {
  const messages = catalogues[locale];
  return (key, params) => {
    const message: Message | undefined = messages[key];
    return message === undefined ? key : formatMessage(locale, message, params);
  };
}

/** Whether a text from elsewhere (an audit action, an entity) has a translation. */
export function isAdminKey(key: string): key is AdminKey {
  return key in pl;
}
