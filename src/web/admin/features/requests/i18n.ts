import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type RequestsMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The customization requests inbox's texts (docs/back-office/conventions.md). */
export const requestsTexts = createTexts<RequestsMessages>({ pl, en, ru });

export type RequestsKey = keyof RequestsMessages;
export type RequestsT = Translate<RequestsKey>;

export const useRequestsT = requestsTexts.useT;
