import { z } from 'zod';

/**
 * The shop's settings as the back office reads and changes them. The server's settings service
 * checks every value again with its own schema; these bounds are the same.
 */
export const shopSettingsSchema = z.object({
  low_stock_threshold: z.number(),
  reviews_auto_publish_verified: z.boolean(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const LOW_STOCK_MAX = 100_000;

export const updateSettingsBody = z
  .strictObject({
    low_stock_threshold: z
      .number({ error: 'number.invalid' })
      .int('number.whole')
      .min(0, 'number.too_small')
      .max(LOW_STOCK_MAX, 'number.too_big')
      .optional(),
    reviews_auto_publish_verified: z.boolean({ error: 'boolean.invalid' }).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'required' });
export type UpdateSettingsBody = z.infer<typeof updateSettingsBody>;
