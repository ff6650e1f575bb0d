import type { Locale } from '#domain/locale';

// Built once per locale: constructing Intl objects costs far more than using them.
const dateTimes = new Map<Locale, Intl.DateTimeFormat>();
const dates = new Map<Locale, Intl.DateTimeFormat>();
const numbers = new Map<Locale, Intl.NumberFormat>();

/** `24 lis 2026, 14:05` in the staff member's language and the browser's time zone. */
export function formatDateTime(locale: Locale, iso: string): string {
  let format = dateTimes.get(locale);
  if (!format)
    dateTimes.set(
      locale,
      (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })),
    );
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

export function formatDate(locale: Locale, iso: string): string {
  let format = dates.get(locale);
  if (!format)
    dates.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })));
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

export function formatNumber(locale: Locale, value: number): string {
  let format = numbers.get(locale);
  if (!format) numbers.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}
