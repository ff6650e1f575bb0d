import { z } from 'zod';
import { moneySchema, rowIdSchema } from './catalog-fields';
import { PROMOTION_KINDS } from '#domain/promotions/promotion-kinds';

/**
 * Wire shapes of the back office's promo codes (docs/rules.md#promo-codes). `value` is a whole
 * percent for `percent`, an amount in zł for `fixed`, 0 for `free_delivery`. Limits, dates and
 * the minimum subtotal may be null (none); empty id lists mean the whole cart.
 */

export { PROMOTION_KINDS };
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const promotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  value: z.number(),
  min_subtotal: z.number().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  category_ids: z.array(z.number().int()),
  product_ids: z.array(z.number().int()),
  active: z.boolean(),
  /** Uses counted and not given back. */
  used: z.number().int(),
  /** What the orders using it (not cancelled) came to, in zł. */
  revenue: z.number(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionListResponse = z.object({ items: z.array(promotionSchema) });

const limit = z
  .number({ error: 'number.invalid' })
  .int('number.whole')
  .min(1, 'promotion.limit_min')
  .max(1_000_000, 'number.too_large');
const dateTime = z.iso.datetime({ offset: true, error: 'date.invalid' });
const ids = z.array(rowIdSchema).max(500, 'too_many');

const fields = {
  code: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(50, 'too_long')
    // Empty is `required` alone, not also a bad code.
    .regex(/^(?:[A-Za-z0-9][A-Za-z0-9_-]*)?$/, 'promotion.code_invalid'),
  kind: z.enum(PROMOTION_KINDS, { error: 'promotion.kind_invalid' }),
  value: z.number({ error: 'number.invalid' }).min(0, 'number.negative'),
  min_subtotal: moneySchema.nullable(),
  starts_at: dateTime.nullable(),
  ends_at: dateTime.nullable(),
  usage_limit: limit.nullable(),
  per_customer_limit: limit.nullable(),
  category_ids: ids,
  product_ids: ids,
  active: z.boolean({ error: 'boolean.invalid' }),
};

/** The rules between fields, for a new code and for a code after a change alike. */
export function promotionProblems(v: {
  kind: PromotionKind;
  value: number;
  starts_at: string | null;
  ends_at: string | null;
}): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (v.kind === 'percent' && !(Number.isInteger(v.value) && v.value >= 1 && v.value <= 100)) {
    problems.value = ['promotion.percent_range'];
  }
  if (v.kind === 'fixed') {
    const money = moneySchema.safeParse(v.value);
    if (!money.success) problems.value = [money.error.issues[0]!.message];
    else if (v.value <= 0) problems.value = ['promotion.amount_positive'];
  }
  if (v.kind === 'free_delivery' && v.value !== 0) problems.value = ['promotion.no_value'];
  if (v.starts_at && v.ends_at && Date.parse(v.ends_at) <= Date.parse(v.starts_at)) {
    problems.ends_at = ['promotion.ends_before_start'];
  }
  return problems;
}

export const promotionCreate = z
  .strictObject({
    ...fields,
    value: fields.value.default(0),
    min_subtotal: fields.min_subtotal.default(null),
    starts_at: fields.starts_at.default(null),
    ends_at: fields.ends_at.default(null),
    usage_limit: fields.usage_limit.default(null),
    per_customer_limit: fields.per_customer_limit.default(null),
    category_ids: fields.category_ids.default([]),
    product_ids: fields.product_ids.default([]),
    active: fields.active.default(true),
  })
  .superRefine((v, ctx) => {
    for (const [field, messages] of Object.entries(promotionProblems(v))) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type PromotionCreate = z.output<typeof promotionCreate>;
export type PromotionCreateInput = z.input<typeof promotionCreate>;

/** Only the fields given change; the rules between fields are checked on the result (422). */
export const promotionPatch = z
  .strictObject(fields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'required' });
export type PromotionPatch = z.output<typeof promotionPatch>;
