import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '#domain/locale';
import type { Messages } from './messages/pl';

/**
 * A small ICU subset, enough for this shop and ~1 KB instead of a full MessageFormat runtime:
 * `{name}` interpolation, and plural messages as objects keyed by Intl.PluralRules categories
 * (`{ one: '# produkt', few: '# produkty', many: '# produktów', other: '# produktu' }`).
 */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralMessage;
export type MessageKey = keyof Messages;

/**
 * The catalogues load on demand, so a page sends only its own language's messages (each is
 * ~6 KB gzip; a page never shows two languages: switching language reloads the page).
 * - The browser build loads the page's language (`<html lang>`) before anything renders: this
 *   module waits for it (top-level await), and React Router hydrates only after its route
 *   modules, which depend on this one, have finished evaluating.
 * - Everywhere else (the server, unit and end-to-end tests) all three load at once.
 * Another language later (the back office's shared components) loads through `loadMessages`;
 * `useT` suspends until it is there.
 */
const loaders: Record<Locale, () => Promise<Messages>> = {
  pl: () => import('./messages/pl').then((m) => m.pl),
  en: () => import('./messages/en').then((m) => m.en),
  ru: () => import('./messages/ru').then((m) => m.ru),
};
const catalogues: Partial<Record<Locale, Messages>> = {};
const loading = new Map<Locale, Promise<void>>();

/** Loads a locale's messages once; resolves when `createTranslate(locale)` can use them. */
export function loadMessages(locale: Locale): Promise<void> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]().then((messages) => {
      catalogues[locale] = messages;
    });
    loading.set(locale, pending);
  }
  return pending;
}

/** Whether a locale's messages are there (synchronously usable). */
export function hasMessages(locale: Locale): boolean {
  return catalogues[locale] !== undefined;
}

// Replaced at build time: true only in the browser bundle (not in the server's, not in tests).
const browserBuild =
  typeof import.meta.env !== 'undefined' &&
  import.meta.env.SSR === false &&
  import.meta.env.MODE !== 'test';
if (browserBuild) {
  const lang = document.documentElement.lang;
  await loadMessages(isLocale(lang) ? lang : DEFAULT_LOCALE);
} else {
  await Promise.all(LOCALES.map(loadMessages));
}
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
    const message: Message | undefined = messages?.[key];
    // Types make a missing key a compile error; at run time show the key rather than crash.
    if (message === undefined) return key;
    return formatMessage(locale, message, params);
  };
}
