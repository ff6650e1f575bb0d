import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type ReturnsMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The returns screens' texts (docs/back-office/conventions.md). */
export const returnsTexts = createTexts<ReturnsMessages>({ pl, en, ru });

export type ReturnsKey = keyof ReturnsMessages;
export type ReturnsT = Translate<ReturnsKey>;

export const useReturnsT = returnsTexts.useT;

/** A field's problem from the server (`amount.above_paid`) in this screen's words, when it has them. */
export function problemText(t: ReturnsT, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = `err.${message}`;
  return returnsTexts.has(key) ? t(key) : message;
}
