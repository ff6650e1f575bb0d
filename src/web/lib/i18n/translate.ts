import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '#domain/locale';
import type { LaterMessages } from './messages/later-pl';
import type { CoreMessages } from './messages/pl';

/**
 * A small ICU subset, enough for this shop and ~1 KB instead of a full MessageFormat runtime:
 * `{name}` interpolation, and plural messages as objects keyed by Intl.PluralRules categories
 * (`{ one: '# produkt', few: '# produkty', many: '# produktów', other: '# produktu' }`).
 */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralMessage;
/** A part's messages, shaped by its Polish source (messages/pl.ts, messages/later-pl.ts). */
export type MessagesOf<T> = { [K in keyof T]: T[K] extends string ? string : PluralMessage };
/** The shop's messages per locale: every key of both parts, in every language. */
export type Messages = CoreMessages & LaterMessages;
export type MessageKey = keyof Messages;

/**
 * Each locale's messages come in two parts, split by when a page needs them
 * (docs/decisions/049-message-parts.md): `core`, what the shell and a first visit's pages show,
 * and `later`, what only later pages and dialogs show (checkout, accounts, the review form…).
 */
export const MESSAGE_PARTS = ['core', 'later'] as const;
export type MessagePart = (typeof MESSAGE_PARTS)[number];

/**
 * The messages load on demand, so a page sends only its own language's messages, and a first
 * visit only their core part (a page never shows two languages: switching language reloads the
 * page).
 * - The browser build loads the core part of the page's language (`<html lang>`) before anything
 *   renders: this module waits for it (top-level await), and React Router hydrates only after
 *   its route modules, which depend on this one, have finished evaluating. The later part loads
 *   the same way for the modules that use it: they import `later-messages.ts`, which waits for
 *   it; `useT` suspends for a key of a part that is not there yet (use-translate.ts).
 * - Everywhere else (the server, unit and end-to-end tests) every part of all three languages
 *   loads at once.
 * Another language later (the back office's shared components) loads through `loadMessages`;
 * `useT` suspends until it is there.
 */
const loaders: Record<MessagePart, Record<Locale, () => Promise<Partial<Messages>>>> = {
  core: {
    pl: () => import('./messages/pl').then((m) => m.pl),
    en: () => import('./messages/en').then((m) => m.en),
    ru: () => import('./messages/ru').then((m) => m.ru),
  },
  later: {
    pl: () => import('./messages/later-pl').then((m) => m.laterPl),
    en: () => import('./messages/later-en').then((m) => m.laterEn),
    ru: () => import('./messages/later-ru').then((m) => m.laterRu),
  },
};
/**
 * One object per locale that every part is copied into as it arrives: a `Translate` made before
 * the later part came reads it too.
 */
const loadedMessages: Partial<Record<Locale, Partial<Messages>>> = {};
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** Loads one part of a locale's messages once; resolves when `createTranslate(locale)` has it. */
export function loadMessages(locale: Locale, part: MessagePart = 'core'): Promise<void> {
  const id = `${locale}/${part}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = loaders[part][locale]().then((messages) => {
      Object.assign((loadedMessages[locale] ??= {}), messages);
      loaded.add(id);
    });
    loading.set(id, pending);
  }
  return pending;
}

/** Whether a part of a locale's messages is there (synchronously usable). */
export function hasMessages(locale: Locale, part: MessagePart = 'core'): boolean {
  return loaded.has(`${locale}/${part}`);
}

/**
 * The first part of a locale's messages that is not there yet, loading (the same promise every
 * time, as React's `use` needs); null when every part is there.
 */
function missingPart(locale: Locale): Promise<void> | null {
  const part = MESSAGE_PARTS.find((p) => !hasMessages(locale, p));
  return part ? loadMessages(locale, part) : null;
}

// Replaced at build time: true only in the browser bundle (not in the server's, not in tests).
const browserBuild =
  typeof import.meta.env !== 'undefined' &&
  import.meta.env.SSR === false &&
  import.meta.env.MODE !== 'test';
const documentLocale = (): Locale => {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
};

/**
 * A part of the page's language's messages, for a module that waits for it (`await` at its top
 * level, see later-messages.ts); outside the browser build every part is there already.
 */
export function loadPageMessages(part: MessagePart): Promise<void> {
  return browserBuild ? loadMessages(documentLocale(), part) : Promise.resolve();
}

if (browserBuild) await loadMessages(documentLocale());
else
  await Promise.all(
    LOCALES.flatMap((locale) => MESSAGE_PARTS.map((part) => loadMessages(locale, part))),
  );

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

/**
 * `whileMissing` is how a caller waits for a key whose part has not arrived yet (`useT`
 * suspends, see use-translate.ts): it returns once the part is there, or gives up (the key then
 * shows as itself), or throws. Without it such a key shows as itself.
 */
export function createTranslate(
  locale: Locale,
  whileMissing?: (pending: Promise<void>, key: MessageKey) => void,
): Translate {
  return (key, params = {}) => {
    let message: Message | undefined = loadedMessages[locale]?.[key];
    if (message === undefined && whileMissing) {
      const pending = missingPart(locale);
      if (pending) {
        whileMissing(pending, key);
        message = loadedMessages[locale]?.[key];
      }
    }
    // Types make a missing key a compile error; at run time show the key rather than crash.
    if (message === undefined) return key;
    return formatMessage(locale, message, params);
  };
}
