import { useMemo } from 'react';
import type { Locale } from '#domain/locale';
import { formatMessage, type Message } from '#web/lib/i18n/translate';
import { useAdminLocale } from './admin-locale';

/**
 * One way to make a back-office feature's texts: a feature keeps its messages in
 * `messages/{pl,en,ru}.ts` (Polish is the source of the key set) and makes its texts here
 * (docs/back-office/conventions.md). Every feature's texts format with the shop's message rules
 * (decision 004, `formatMessage`) and has the same fallback for a key a language lacks: the
 * Polish text, then the key itself. `texts.test.ts` checks every feature's texts have every key in
 * every language, so the fallback is a guard, not a habit.
 */
export type Translate<K extends string> = (
  key: K,
  params?: Record<string, string | number>,
) => string;

export interface Texts<K extends string> {
  /** The texts in one language, outside React (a toast in the language just chosen). */
  translate: (locale: Locale) => Translate<K>;
  /** The texts in the staff member's language. */
  useT: () => Translate<K>;
  /** Whether a text from elsewhere (an audit action, an error code) has a message here. */
  has: (key: string) => key is K;
  messages: Record<Locale, Record<K, Message>>;
}

export function createTexts<M extends Record<string, Message>>(
  messages: Record<Locale, M>,
): Texts<keyof M & string> {
  type K = keyof M & string;
  const source = messages.pl;
  const translate = (locale: Locale): Translate<K> => {
    const own: Partial<Record<K, Message>> = messages[locale];
    return (key, params) => {
      const message = own[key] ?? source[key];
      return message === undefined ? key : formatMessage(locale, message, params);
    };
  };
  return {
    translate,
    useT() {
      const locale = useAdminLocale();
      return useMemo(() => translate(locale), [locale]);
    },
    has: (key: string): key is K => Object.hasOwn(source, key),
    messages,
  };
}
