import { z } from 'zod';
import { normalizeIban } from '#domain/payments/iban';

/**
 * The shop's settings as the back office reads and changes them. The server's settings service
 * checks every value again with its own schema; these bounds are the same.
 */
export const shopSettingsSchema = z.object({
  low_stock_threshold: z.number(),
  reviews_auto_publish_verified: z.boolean(),
  /** The IBAN for bank transfers, without spaces; empty when transfers are off. */
  bank_account: z.string(),
  bank_recipient: z.string(),
  /** What happens to a deleted account's reviews: kept without an author, or unpublished. */
  deleted_account_reviews: z.enum(['anonymise', 'unpublish']),
  /** Google Tag Manager's container id (`GTM-XXXXXXX`), loaded only after consent; empty: none. */
  gtm_id: z.string(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const LOW_STOCK_MAX = 100_000;

/** A Google Tag Manager container id (`GTM-` and a few capitals and digits), or empty. */
export const GTM_ID = /^(GTM-[A-Z0-9]{4,12})?$/;

export const updateSettingsBody = z
  .strictObject({
    low_stock_threshold: z
      .number({ error: 'number.invalid' })
      .int('number.whole')
      .min(0, 'number.too_small')
      .max(LOW_STOCK_MAX, 'number.too_big')
      .optional(),
    reviews_auto_publish_verified: z.boolean({ error: 'boolean.invalid' }).optional(),
    /** An IBAN (spaces allowed, checked by its check digits), or empty to turn transfers off. */
    bank_account: z
      .string({ error: 'iban.invalid' })
      .trim()
      .transform((v, ctx) => {
        if (v === '') return '';
        const iban = normalizeIban(v);
        if (!iban) {
          ctx.addIssue({ code: 'custom', message: 'iban.invalid' });
          return z.NEVER;
        }
        return iban;
      })
      .optional(),
    bank_recipient: z
      .string({ error: 'text.invalid' })
      .trim()
      .max(200, 'too_long')
      .regex(/^[^\p{Cc}]*$/u, 'text.invalid')
      .optional(),
    deleted_account_reviews: z
      .enum(['anonymise', 'unpublish'], { error: 'choice.invalid' })
      .optional(),
    gtm_id: z
      .string({ error: 'gtm.invalid' })
      .trim()
      .transform((v) => v.toUpperCase())
      // A custom issue, so the form shows what an id looks like (not "invalid value").
      .refine((v) => GTM_ID.test(v), 'gtm.invalid')
      .optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'required' });
export type UpdateSettingsBody = z.infer<typeof updateSettingsBody>;
