import { z } from 'zod';
import { isCountryCode } from '#domain/product-safety/countries';
import { emailSchema } from '../auth';
import { idParams, lineText } from './catalog-fields';

/**
 * Wire shapes of the back office's manufacturers (docs/decisions/053-product-safety-data.md):
 * a manufacturer's or an EU responsible person's name, postal and electronic address, as GPSR
 * art. 19 asks every offer to show. One record serves both roles.
 */

export const manufacturerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
  email: z.string(),
  url: z.string().nullable(),
  /** Added: products naming it as manufacturer or responsible person (a record in use stays). */
  products: z.number().int(),
});
export type AdminManufacturer = z.infer<typeof manufacturerSchema>;

/** An assigned ISO 3166-1 alpha-2 code; `pl` is read as `PL`. */
export const countrySchema = z
  .string({ error: 'country.invalid' })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, 'country.invalid');

/** A web address shoppers may follow: http(s) only; empty is none. */
const urlSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string({ error: 'url.invalid' })
    .trim()
    .max(500, 'too_long')
    .pipe(z.url({ protocol: /^https?$/, error: 'url.invalid' }))
    .nullable(),
);

const fields = {
  name: lineText(200),
  street: lineText(200),
  postal_code: lineText(20),
  city: lineText(100),
  country: countrySchema,
  email: emailSchema,
  url: urlSchema,
};

export const manufacturerCreate = z.strictObject({ ...fields, url: fields.url.optional() });
export type ManufacturerCreate = z.output<typeof manufacturerCreate>;

/** Only the fields given change. */
export const manufacturerPatch = z
  .strictObject(fields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'required' });
export type ManufacturerPatch = z.output<typeof manufacturerPatch>;

export const manufacturerParams = idParams;
export const manufacturerList = z.object({ items: z.array(manufacturerSchema) });
