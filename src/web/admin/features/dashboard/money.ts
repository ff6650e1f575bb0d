import { formatMoney, fromDecimal, MONEY_LOCALE_TAGS } from '#domain/money';
import type { Locale } from '#domain/locale';

/** A decimal amount from the API (`123.45`) in the staff member's language: "123,45 zł". */
export const money = (locale: Locale, amount: number) => formatMoney(fromDecimal(amount), locale);

const compact = new Map<Locale, Intl.NumberFormat>();

/** A short amount for an axis: "12 tys. zł", "12K PLN". */
export function compactMoney(locale: Locale, amount: number): string {
  let format = compact.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(MONEY_LOCALE_TAGS[locale], {
      style: 'currency',
      currency: 'PLN',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    compact.set(locale, format);
  }
  return format.format(amount);
}

const days = new Map<Locale, Intl.DateTimeFormat>();

/** `24 lis` of a day `2026-11-24` (a calendar date: formatted as written, in no zone). */
export function shortDay(locale: Locale, day: string): string {
  let format = days.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(MONEY_LOCALE_TAGS[locale], {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    days.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}
