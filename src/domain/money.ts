/**
 * Money is an integer number of minor units (grosze) everywhere inside the shop; the API shows
 * decimals with two places (docs/rules.md#calls) and the page shows text formatted for the locale.
 * Integers add up exactly; 0.1 + 0.2 in floats does not.
 * Assumes a currency with two decimal places (PLN, EUR, USD...).
 */
import type { Locale } from './locale';

export const DEFAULT_CURRENCY = 'PLN';

/** BCP 47 tags for formatting. en-GB, not en-US: a European shop's English readers. */
export const MONEY_LOCALE_TAGS: Readonly<Record<Locale, string>> = {
  pl: 'pl-PL',
  en: 'en-GB',
  ru: 'ru-RU',
};

/** 12345 -> 123.45, for API responses. Throws on a value that is not a whole number of minor units. */
export function toDecimal(minor: number): number {
  assertMinor(minor);
  // Division is correctly rounded, so this is the same number as parsing "123.45".
  return minor / 100;
}

/**
 * 123.45 -> 12345. Rounds half up on the decimal digits as written (1.005 -> 101), which is
 * what a person means; `Math.round(1.005 * 100)` would give 100 because 1.005 * 100 is
 * 100.49999999999999 in floating point. Throws RangeError on NaN, infinities, negative amounts
 * and amounts too large to count exactly.
 */
export function fromDecimal(amount: number): number {
  if (!Number.isFinite(amount) || amount < 0) {
    throw new RangeError(`not a non-negative finite amount: ${amount}`);
  }
  const minor = Math.round(shiftDecimal(amount, 2)) + 0; // + 0 turns -0 into 0
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount too large: ${amount}`);
  return minor;
}

const formatters = new Map<string, Intl.NumberFormat>();

// Building a NumberFormat is far slower than using one; a listing formats dozens of prices.
function moneyFormat(locale: Locale, currency: string): Intl.NumberFormat {
  const tag = MONEY_LOCALE_TAGS[locale];
  const key = `${tag}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * `formatMoney(12345, 'pl')` -> "123,45 zł"; "PLN 123.45" in en, "123,45 PLN" in ru (with the
 * locale's own spaces and separators). The one way the shop writes an amount.
 */
export function formatMoney(minor: number, locale: Locale, currency = DEFAULT_CURRENCY): string {
  assertMinor(minor);
  return moneyFormat(locale, currency).format(minor / 100);
}

/**
 * The currency as `formatMoney` writes it in `locale`: "zł" in pl, "PLN" in en and ru. For a
 * field or a heading that names the currency beside a bare number (the price filter).
 */
export function currencyLabel(locale: Locale, currency = DEFAULT_CURRENCY): string {
  const part = moneyFormat(locale, currency)
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}

export interface Priced {
  readonly price: number;
  readonly price_sale: number | null | undefined;
}

/** The price a shopper pays: the sale price when one is set (even 0), else the regular one. */
export function effectivePrice({ price, price_sale }: Priced): number {
  return price_sale ?? price;
}

function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`money must be a whole number of minor units: ${minor}`);
  }
}

/** amount * 10^places computed on the decimal text, exactly as written. */
function shiftDecimal(amount: number, places: number): number {
  const [mantissa = '0', exponent = '0'] = String(amount).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}
