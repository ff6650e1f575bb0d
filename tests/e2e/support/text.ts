// The words a person sees, taken from the app's own messages and texts instead of copied here:
// a renamed button changes the test with it. Polish is the shop's default locale and the browser's
// (playwright.config.ts), so `t` is Polish unless a test asks for another language.
import type { Locale } from '#domain/locale';
import { createAdminTranslate } from '#web/admin/i18n/translate';
import { createTranslate } from '#web/lib/i18n/translate';

export { LOCALES } from '#domain/locale';

/** The shop's texts in `locale`. */
export const shopText = (locale: Locale) => createTranslate(locale);
/** The back office's texts in `locale`. */
export const adminText = (locale: Locale) => createAdminTranslate(locale);

/** The shop's texts in Polish. */
export const t = shopText('pl');
/** The back office's texts in Polish. */
export const ta = adminText('pl');

/** A pattern for a name that starts with `text` (and goes on with, say, a count). */
export const startsWith = (text: string) => new RegExp(`^${escape(text)}`);
/** A form field's label: the text, then a required field's `*` or an "(optional)" note. */
export const fieldLabel = (text: string) => new RegExp(`^${escape(text)}\\s*(\\*|\\(.*\\))?$`);

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
