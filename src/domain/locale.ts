/** The shop's languages: the first path segment of every page (`/pl/...`). */

export const LOCALES = ['pl', 'en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pl';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

// A header is read up to these bounds: real browsers send a handful of entries, and a huge
// header must not cost the server more than a short one.
const MAX_HEADER_LENGTH = 4096;
const MAX_ENTRIES = 32;
const Q_VALUE = /^(?:0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?)$/;

interface Preference {
  readonly tag: string; // lower-cased primary subtag, or '*'
  readonly q: number;
  readonly order: number;
}

/**
 * The best shop locale for an Accept-Language header (`pl-PL,pl;q=0.9,en;q=0.8`), matched on
 * the primary language subtag (`en-US` -> `en`). Highest q wins, the header's order breaks ties,
 * `q=0` excludes a language, `*` stands for any language not named. No match: DEFAULT_LOCALE.
 */
export function pickLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const preferences = parse(acceptLanguage.slice(0, MAX_HEADER_LENGTH));
  const excluded = new Set(preferences.filter((p) => p.q === 0).map((p) => p.tag));
  const ranked = preferences.filter((p) => p.q > 0).sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    if (isLocale(tag)) return tag;
    if (tag === '*') {
      // The wildcard means "anything else": prefer the default, unless it was refused.
      const named = new Set(preferences.map((p) => p.tag));
      const other = [DEFAULT_LOCALE, ...LOCALES].find((l) => !excluded.has(l) && !named.has(l));
      if (other) return other;
    }
  }
  return DEFAULT_LOCALE;
}

function parse(header: string): Preference[] {
  const preferences: Preference[] = [];
  for (const [order, entry] of header.split(',').slice(0, MAX_ENTRIES).entries()) {
    const [range = '', ...params] = entry.split(';').map((part) => part.trim());
    const tag = range.toLowerCase().split('-')[0] ?? '';
    if (!/^(?:[a-z]{1,8}|\*)$/.test(tag)) continue;
    const q = qValue(params);
    if (q !== null) preferences.push({ tag, q, order });
  }
  return preferences;
}

/** The q parameter (default 1); null when it is malformed, which drops the entry. */
function qValue(params: readonly string[]): number | null {
  const q = params.find((p) => /^q\s*=/i.test(p));
  if (q === undefined) return 1;
  const value = q.slice(q.indexOf('=') + 1).trim();
  return Q_VALUE.test(value) ? Number(value) : null;
}
