import type { Locale } from '../../../domain/locale';
import { en } from './messages/en';
import { pl, type Messages } from './messages/pl';
import { ru } from './messages/ru';

/**
 * A small ICU subset, enough for this shop and ~1 KB instead of a full MessageFormat runtime:
 * `{name}` interpolation, and plural messages as objects keyed by Intl.PluralRules categories
 * (`{ one: '# produkt', few: '# produkty', many: '# produktów', other: '# produktu' }`).
 */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralMessage;
export type MessageKey = keyof Messages;

const catalogues: Record<Locale, Messages> = { pl, en, ru };
// Built once per locale: constructing Intl objects costs far more than using them.
const pluralRules = new Map<Locale, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

function plural(locale: Locale, count: number, message: PluralMessage): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  let numbers = numberFormats.get(locale);
  if (!numbers) numberFormats.set(locale, (numbers = new Intl.NumberFormat(locale)));
  const text = message[rules.select(count)] ?? message.other;
  return text.replace(/#/g, numbers.format(count));
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** One message in words: the plural form for `params.count`, then `{name}` filled in. */
export function formatMessage(
  locale: Locale,
  message: Message,
  params: Record<string, string | number> = {},
): string {
  const text =
    typeof message === 'string' ? message : plural(locale, Number(params.count ?? 0), message);
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

export function createTranslate(locale: Locale): Translate {
  const messages = catalogues[locale];
  return (key, params = {}) => {
    const message: Message | undefined = messages[key];
    // Types make a missing key a compile error; at run time show the key rather than crash.
    if (message === undefined) return key;
    return formatMessage(locale, message, params);
  };
}
