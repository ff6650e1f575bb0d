import { z } from 'zod';
import { moneySchema } from './catalog-fields';

/** Wire shapes of the back office's delivery methods (docs/decisions/031-checkout.md). */

const title = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(120, 'too_long')
  .regex(/^[^\p{Cc}]*$/u, 'text.invalid');

export const deliveryMethodSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['courier', 'locker', 'pickup']),
  titles: z.object({ pl: z.string(), en: z.string(), ru: z.string() }),
  price: z.number(),
  free_from: z.number().nullable(),
  cod: z.boolean(),
  active: z.boolean(),
  position: z.number().int(),
});
export type AdminDeliveryMethod = z.infer<typeof deliveryMethodSchema>;

const fields = {
  code: z
    .string({ error: 'required' })
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'code.invalid')
    .max(50, 'too_long'),
  kind: z.enum(['courier', 'locker', 'pickup'], { error: 'kind.invalid' }),
  titles: z.strictObject({ pl: title, en: title, ru: title }),
  price: moneySchema,
  free_from: moneySchema.nullable(),
  cod: z.boolean({ error: 'boolean.invalid' }),
  active: z.boolean({ error: 'boolean.invalid' }),
  position: z.number({ error: 'number.invalid' }).int('number.whole').min(0).max(10_000),
};

export const deliveryMethodCreate = z.strictObject({
  ...fields,
  free_from: fields.free_from.default(null),
  cod: fields.cod.default(false),
  active: fields.active.default(true),
  position: fields.position.default(0),
});
export type DeliveryMethodCreate = z.output<typeof deliveryMethodCreate>;

/** Only the fields given change (no defaults here: an absent field stays as it is). */
export const deliveryMethodPatch = z
  .strictObject(fields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'required' });
export type DeliveryMethodPatch = z.output<typeof deliveryMethodPatch>;

export const deliveryMethodParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number),
});
export const deliveryMethodList = z.object({ items: z.array(deliveryMethodSchema) });
