import { z } from 'zod';
import { LOCALES, type Locale } from '#domain/locale';

/**
 * Field rules shared by the back office's catalogue shapes (products, categories, presets).
 * Messages are keys, as in `contracts/auth.ts`: the API answers them in the 422 field map and the
 * forms translate them.
 */

export const MAX_INT4 = 2_147_483_647;

/** Largest price on the wire: 9,999,999.99 (minor units stay far inside a PostgreSQL integer). */
export const MAX_PRICE = 9_999_999.99;

/** A row id in a body: a whole number that fits PostgreSQL's integer. */
export const rowIdSchema = z
  .number({ error: 'id.invalid' })
  .int('id.invalid')
  .min(1, 'id.invalid')
  .max(MAX_INT4, 'id.invalid');

/** A row id in an address: plain digits only (`7.0`, `0x7`, ` 7` name nothing: 404). */
export const rowIdText = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(MAX_INT4));

export const idParams = z.object({ id: rowIdText });

/**
 * Control characters have no place in a catalogue text, and NUL cannot be stored in PostgreSQL
 * at all (it would be a 500). Tab, line feed and carriage return are text.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether a text holds a control character (tab and line breaks excepted). */
export const hasControl = (text: string) => CONTROL.test(text);

/** A required one-line text: trimmed, 1..max characters. */
export const lineText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(max, 'too_long')
    .refine((v) => !CONTROL.test(v) && !/[\r\n]/.test(v), 'text.invalid_characters');

/** A longer text that may be empty (descriptions, markdown). */
export const longText = (max: number) =>
  z
    .string({ error: 'text.invalid' })
    .max(max, 'too_long')
    .refine((v) => !CONTROL.test(v), 'text.invalid_characters');

/** URL slug: lowercase ASCII words joined by single hyphens (the database checks the same). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 100;

export const slugSchema = z
  .string({ error: 'slug.invalid' })
  .max(MAX_SLUG_LENGTH, 'too_long')
  .regex(SLUG_PATTERN, 'slug.invalid');

/**
 * A slug on a write: a slug, or empty/null/absent for "make it from the title". An empty form
 * field arrives as `''`.
 */
export const slugInput = z.preprocess(
  (v) => (v === '' ? null : v),
  slugSchema.nullable().optional(),
);

/** Money on the wire: a decimal with at most two places, 0..9,999,999.99 (docs/rules.md#calls). */
export const moneySchema = z
  .number({ error: 'money.invalid' })
  .min(0, 'money.negative')
  .max(MAX_PRICE, 'money.too_large')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'money.precision');

export const stockSchema = z
  .number({ error: 'stock.invalid' })
  .int('stock.invalid')
  .min(0, 'stock.negative')
  .max(1_000_000_000, 'stock.too_large');

/** `{ pl: T, en: T, ru: T }`: every shop locale required. */
export function everyLocale<T extends z.ZodType>(schema: T) {
  return z.strictObject({ pl: schema, en: schema, ru: schema });
}

/** `{ pl?: T, en?: T, ru?: T }`: the locales a partial update names. */
export function someLocales<T extends z.ZodType>(schema: T) {
  return z.strictObject({ pl: schema.optional(), en: schema.optional(), ru: schema.optional() });
}

/** Answers: one entry per locale. */
export function localeRecord<T extends z.ZodType>(schema: T) {
  return z.object({ pl: schema, en: schema, ru: schema });
}

export type PerLocale<T> = Record<Locale, T>;
export { LOCALES };

/** Query-string booleans: `true` or `false`, nothing else. */
export const queryBoolean = z
  .enum(['true', 'false'], { error: 'boolean.invalid' })
  .transform((v) => v === 'true');

/** A page number in a query string: 1..10000. */
export const queryPage = z
  .string()
  .regex(/^[1-9][0-9]{0,4}$/, 'page.invalid')
  .transform(Number)
  .pipe(z.number().max(10_000, 'page.invalid'));

/** Ids in a query string, comma-separated (`ids=12,40`): 1 to 200 of them. */
export const queryIds = z
  .string()
  .regex(/^[1-9][0-9]{0,9}(?:,[1-9][0-9]{0,9}){0,199}$/, 'ids.invalid')
  .transform((value) => value.split(',').map(Number))
  .pipe(z.array(z.number().max(MAX_INT4, 'ids.invalid')));

/** An id in a query string (`category_id=12`). */
export const queryId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'id.invalid')
  .transform(Number)
  .pipe(z.number().max(MAX_INT4, 'id.invalid'));
