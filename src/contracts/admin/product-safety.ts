import { z } from 'zod';
import { isValidGtin } from '#domain/product-safety/gtin';
import { longText, rowIdSchema } from './catalog-fields';

/**
 * A product's safety data on the wire (GPSR art. 19; docs/decisions/053-product-safety-data.md):
 * its manufacturer and EU responsible person (ids of `/api/admin/manufacturers`), its GTIN and
 * its warnings per language. Shared by the product's create, patch and answer.
 */

export const MAX_SAFETY_TEXT = 10_000;

/** GTIN-8/12/13/14 with its check digit; spaces people type are dropped; empty is none. */
export const gtinInput = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') || null : v),
  z
    .string({ error: 'gtin.invalid' })
    .refine((v) => /^\d+$/.test(v) && [8, 12, 13, 14].includes(v.length), {
      message: 'gtin.invalid',
      abort: true,
    })
    .refine(isValidGtin, 'gtin.check_digit')
    .nullable(),
);

const safetyText = longText(MAX_SAFETY_TEXT);

/** Warnings and safety information, Markdown per locale (each may be empty). */
export const safetyInput = z.strictObject({
  pl: safetyText.optional(),
  en: safetyText.optional(),
  ru: safetyText.optional(),
});

/** The safety fields of a product's create and patch: each optional, null clears. */
export const productSafetyFields = {
  /** null: the shop's default manufacturer (Settings) stands in. */
  manufacturer_id: rowIdSchema.nullable().optional(),
  /** The EU responsible person; needed to publish when the manufacturer is outside the EU. */
  responsible_person_id: rowIdSchema.nullable().optional(),
  gtin: gtinInput.optional(),
  safety: safetyInput.optional(),
};

/** The same fields in the product's answer: always sent; optional in the type for older fixtures. */
export const adminProductSafety = {
  manufacturer_id: z.number().int().nullable().optional(),
  responsible_person_id: z.number().int().nullable().optional(),
  gtin: z.string().nullable().optional(),
  safety: z.object({ pl: z.string(), en: z.string(), ru: z.string() }).optional(),
  /**
   * Added: published while lacking what the publish rule asks (a product from before the rule,
   * or its manufacturer moved outside the EU since); the list's "missing safety data" filter.
   */
  safety_missing: z.boolean().optional(),
};
