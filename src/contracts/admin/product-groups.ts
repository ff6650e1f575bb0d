import { z } from 'zod';
import {
  GROUP_AXES,
  isSwatch,
  MAX_GROUP_LABEL,
  MAX_GROUP_MEMBERS,
  MIN_GROUP_MEMBERS,
  normalizeSwatch,
} from '#domain/product-groups/group-rules';
import { everyLocale, lineText, localeRecord, rowIdSchema } from './catalog-fields';

/**
 * Wire shapes of product groups (docs/api.md "Product groups"; docs/rules.md#product-groups):
 * products that are one choice along one axis, each with a label per language and an optional
 * swatch. The order of `products` is the order of the strip.
 */

export const groupAxisSchema = z.enum(GROUP_AXES, { error: 'axis.invalid' });

/** `#rrggbb` (any case; stored lowercase) or an uploaded image under /media; empty: none. */
export const swatchInput = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : normalizeSwatch(v)) : v),
  z
    .string({ error: 'swatch.invalid' })
    .max(300, 'too_long')
    .refine(isSwatch, 'swatch.invalid')
    .nullable()
    .optional(),
);

export const groupMemberInput = z.strictObject({
  id: rowIdSchema,
  label: everyLocale(lineText(MAX_GROUP_LABEL)),
  swatch: swatchInput,
});
export type GroupMemberInput = z.output<typeof groupMemberInput>;

const groupProducts = z
  .array(groupMemberInput, { error: 'products.invalid' })
  .min(MIN_GROUP_MEMBERS, 'products.too_few')
  .max(MAX_GROUP_MEMBERS, 'products.too_many')
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'products.duplicate');

export const productGroupCreateRequest = z.strictObject({
  axis: groupAxisSchema,
  products: groupProducts,
});
export type ProductGroupCreateRequest = z.input<typeof productGroupCreateRequest>;
export type ProductGroupCreate = z.output<typeof productGroupCreateRequest>;

/** `products`, when given, is the whole new member list in strip order (add, remove, reorder). */
export const productGroupPatchRequest = z
  .strictObject({
    axis: groupAxisSchema.optional(),
    products: groupProducts.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'required' });
export type ProductGroupPatchRequest = z.input<typeof productGroupPatchRequest>;
export type ProductGroupPatch = z.output<typeof productGroupPatchRequest>;

export const productGroupCreatedResponse = z.object({ id: z.number().int() });

export const adminGroupMember = z.object({
  id: z.number().int(),
  sku: z.string(),
  /** The product's title per language (the panel shows the back office's language). */
  titles: localeRecord(z.string()),
  label: localeRecord(z.string()),
  swatch: z.string().nullable(),
  position: z.number().int(),
  published: z.boolean(),
  stock: z.number().int(),
});
export type AdminGroupMember = z.infer<typeof adminGroupMember>;

export const adminProductGroupSchema = z.object({
  id: z.number().int(),
  axis: groupAxisSchema,
  /** In strip order. */
  products: z.array(adminGroupMember),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProductGroup = z.infer<typeof adminProductGroupSchema>;
