import type { MessageKey } from './i18n/translate';

/**
 * Gentle notices from code outside React (the cart, wish list and compare stores): their
 * failures are logged and swallowed (docs/rules.md#errors), so instead of the error popup the shopper gets a
 * toast saying the action did not take effect. The layout's NoticeHost shows them.
 */
export interface Notice {
  message: MessageKey;
  tone: 'info' | 'success' | 'warning' | 'error';
  /** A second notice with the same id replaces the first. */
  id?: string;
}

type NoticeListener = (notice: Notice) => void;
const listeners = new Set<NoticeListener>();

export function notify(notice: Notice): void {
  for (const listener of listeners) listener(notice);
}

export function onNotice(listener: NoticeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A failed shop call: logged for us, a gentle notice for the shopper (docs/rules.md#errors). */
export function swallow(what: string, message: MessageKey) {
  return (error: unknown) => {
    console.warn(`${what} failed`, error);
    notify({ message, tone: 'warning', id: what });
  };
}
