import type { z } from 'zod';
import {
  productCreateRequest,
  productPatchRequest,
  type AdminProduct,
  type ProductCreate,
  type ProductPatch,
} from '#contracts/admin/products';
import { LOCALES, type Locale } from '#domain/locale';
import { fromLocalInput, toLocalInput } from '#web/admin/lib/local-time';

/**
 * The editor's form as text, the way people type it (`1 299,90`), and its way to and from the
 * API's shape. Validation is the contract's zod schema, the same one the API runs, so the form
 * and the server agree on every rule; only the number parsing is the form's own.
 */

export interface TranslationValues {
  title: string;
  slug: string;
  description: string;
}

export interface EditorValues {
  sku: string;
  categoryId: string;
  price: string;
  salePrice: string;
  /** The sale window's edges as datetime-local values (browser time); '' = open on that side. */
  saleStartsAt: string;
  saleEndsAt: string;
  stock: string;
  published: boolean;
  /** The VAT rate as the select holds it: "23", "8", "5" or "0". */
  vatRate: string;
  fitsLocker: boolean;
  madeToOrder: boolean;
  translations: Record<Locale, TranslationValues>;
  /** Attribute key -> chosen value slugs (a product may have several: grey and white). */
  attributes: Record<string, string[]>;
  /** Product safety (GPSR): ids as the selects hold them, '' = the default / none. */
  manufacturerId: string;
  responsiblePersonId: string;
  gtin: string;
  safety: Record<Locale, string>;
}

export type FieldErrors = Record<string, string[]>;

/** The message key of a sale price that is not below the price (the form's own check). */
export const SALE_NOT_BELOW_PRICE = 'sale_price.not_below_price';

/** The message key of a sale window ending before it starts (the API's 422 key as well). */
export const SALE_END_NOT_AFTER_START = 'sale_ends_at.not_after_start';

const emptyTranslation = (): TranslationValues => ({ title: '', slug: '', description: '' });

export function emptyValues(): EditorValues {
  return {
    sku: '',
    categoryId: '',
    price: '',
    salePrice: '',
    saleStartsAt: '',
    saleEndsAt: '',
    stock: '0',
    published: false,
    vatRate: '23',
    fitsLocker: true,
    madeToOrder: false,
    translations: { pl: emptyTranslation(), en: emptyTranslation(), ru: emptyTranslation() },
    attributes: {},
    manufacturerId: '',
    responsiblePersonId: '',
    gtin: '',
    safety: { pl: '', en: '', ru: '' },
  };
}

/** 1299.9 -> "1299,90" in pl/ru, "1299.90" in en: what that reader types back. */
export function moneyText(amount: number | null, locale: Locale): string {
  if (amount === null) return '';
  const text = amount.toFixed(2);
  return locale === 'en' ? text : text.replace('.', ',');
}

/**
 * "1 299,90", "1299.9", "1,299.90" -> 1299.9. Spaces (also the non-breaking ones a copied price
 * has) are thousands separators; with both `,` and `.` the last one is the decimal mark. Empty
 * is undefined; anything else unreadable is NaN, which the schema refuses as "not a number".
 */
export function parseMoney(text: string): number | undefined {
  let t = text.replace(/[\s\u00a0\u202f]/g, '').replace(/(zł|pln)$/i, '');
  if (t === '') return undefined;
  const lastComma = t.lastIndexOf(',');
  const lastDot = t.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    t = t.split(decimal === ',' ? '.' : ',').join('');
  }
  t = t.replace(',', '.');
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

const idText = (id: number | null | undefined) => (id == null ? '' : String(id));

function parseInteger(text: string): number | undefined {
  const t = text.replace(/[\s\u00a0\u202f]/g, '');
  if (t === '') return undefined;
  return /^-?\d+$/.test(t) ? Number(t) : Number.NaN;
}

export function valuesFromProduct(product: AdminProduct, locale: Locale): EditorValues {
  const translations = {} as Record<Locale, TranslationValues>;
  for (const l of LOCALES) {
    const tr = product.translations[l];
    translations[l] = tr
      ? { title: tr.title, slug: tr.slug, description: tr.description }
      : emptyTranslation();
  }
  return {
    sku: product.sku,
    categoryId: String(product.category_id),
    price: moneyText(product.price, locale),
    salePrice: moneyText(product.sale_price, locale),
    saleStartsAt: toLocalInput(product.sale_starts_at),
    saleEndsAt: toLocalInput(product.sale_ends_at),
    stock: String(product.stock),
    published: product.published,
    vatRate: String(product.vat_rate ?? 23),
    fitsLocker: product.fits_locker ?? true,
    madeToOrder: product.made_to_order ?? false,
    translations,
    attributes: Object.fromEntries(
      Object.entries(product.attributes).map(([key, slugs]) => [key, [...slugs]]),
    ),
    manufacturerId: idText(product.manufacturer_id),
    responsiblePersonId: idText(product.responsible_person_id),
    gtin: product.gtin ?? '',
    safety: { pl: '', en: '', ru: '', ...product.safety },
  };
}

/** The create body the form's values make; not yet validated. */
export function payloadFromValues(values: EditorValues): Record<string, unknown> {
  const translations: Record<string, Record<string, string>> = {};
  for (const l of LOCALES) {
    const { title, slug, description } = values.translations[l];
    // An empty slug is left out: the server makes it from the title.
    translations[l] = slug.trim()
      ? { title, slug: slug.trim(), description }
      : { title, description };
  }
  const attributes = Object.fromEntries(
    Object.entries(values.attributes)
      .filter(([, slugs]) => slugs.length > 0)
      .map(([key, slugs]) => [key, [...slugs].sort()]),
  );
  const sale = parseMoney(values.salePrice);
  return {
    sku: values.sku,
    category_id: values.categoryId === '' ? undefined : Number(values.categoryId),
    price: parseMoney(values.price),
    sale_price: sale === undefined ? null : sale,
    // Local time in the browser, sent as an ISO instant in UTC.
    sale_starts_at: values.saleStartsAt === '' ? null : fromLocalInput(values.saleStartsAt),
    sale_ends_at: values.saleEndsAt === '' ? null : fromLocalInput(values.saleEndsAt),
    stock: parseInteger(values.stock),
    published: values.published,
    vat_rate: Number(values.vatRate),
    fits_locker: values.fitsLocker,
    made_to_order: values.madeToOrder,
    translations,
    attributes,
    manufacturer_id: values.manufacturerId === '' ? null : Number(values.manufacturerId),
    responsible_person_id:
      values.responsiblePersonId === '' ? null : Number(values.responsiblePersonId),
    gtin: values.gtin.trim() === '' ? null : values.gtin,
    safety: values.safety,
  };
}

/**
 * The sale price must be below the price. The API's service checks it against the stored
 * product; the form checks the values on screen, with the same message key, so the person sees
 * it before saving. Run even when other fields are wrong (`when`), so every problem shows at once.
 */
const createSchema = productCreateRequest
  .refine((v) => v.sale_price == null || v.sale_price < v.price, {
    path: ['sale_price'],
    message: SALE_NOT_BELOW_PRICE,
    when: ({ value }) => {
      const v = value as { price?: unknown; sale_price?: unknown };
      return Number.isFinite(v.price) && Number.isFinite(v.sale_price);
    },
  })
  .refine(
    (v) =>
      v.sale_starts_at == null ||
      v.sale_ends_at == null ||
      Date.parse(v.sale_ends_at) > Date.parse(v.sale_starts_at),
    {
      path: ['sale_ends_at'],
      message: SALE_END_NOT_AFTER_START,
      when: ({ value }) => {
        const v = value as { sale_starts_at?: unknown; sale_ends_at?: unknown };
        return [v.sale_starts_at, v.sale_ends_at].every(
          (d) => typeof d === 'string' && !Number.isNaN(Date.parse(d)),
        );
      },
    },
  );

/** zod's issues as the API's 422 field map: `translations.en.title` -> [message keys]. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues)
    (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return fields;
}

export type Validated<T> = { ok: true; body: T } | { ok: false; fields: FieldErrors };

export function validateCreate(values: EditorValues): Validated<ProductCreate> {
  const parsed = createSchema.safeParse(payloadFromValues(values));
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, fields: fieldErrorsOf(parsed.error) };
}

/**
 * A PATCH with what changed since `saved` (plus the version the editor loaded), so the audit log
 * shows what this save changed: changed top-level fields, and per locale only the changed texts.
 * A slug emptied by the person is sent as null: "make it again from the title". The whole form
 * is validated all the same, since a rule across fields must hold for the values on screen.
 */
export function validatePatch(
  values: EditorValues,
  saved: EditorValues,
  version: number,
): Validated<ProductPatch> {
  const full = validateCreate(values);
  if (!full.ok) return full;
  const now = payloadFromValues(values);
  const before = payloadFromValues(saved);
  const body: Record<string, unknown> = { version };
  for (const key of Object.keys(now)) {
    if (key === 'translations') continue;
    if (JSON.stringify(now[key]) !== JSON.stringify(before[key]))
      body[key] = (full.body as Record<string, unknown>)[key] ?? now[key];
  }
  const translations: Record<string, Record<string, string | null>> = {};
  for (const l of LOCALES) {
    const a = values.translations[l];
    const b = saved.translations[l];
    const changed: Record<string, string | null> = {};
    if (a.title !== b.title) changed.title = a.title;
    if (a.description !== b.description) changed.description = a.description;
    if (a.slug.trim() !== b.slug.trim()) changed.slug = a.slug.trim() || null;
    if (Object.keys(changed).length > 0) translations[l] = changed;
  }
  if (Object.keys(translations).length > 0) body.translations = translations;
  const parsed = productPatchRequest.safeParse(body);
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, fields: fieldErrorsOf(parsed.error) };
}

export function sameValues(a: EditorValues, b: EditorValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The locale tab that holds the first error, to show it (the other tabs are hidden). */
export function firstLocaleWithError(fields: FieldErrors): Locale | null {
  for (const l of LOCALES)
    if (Object.keys(fields).some((k) => k.startsWith(`translations.${l}.`))) return l;
  return null;
}
