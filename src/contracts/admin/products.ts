import { z } from 'zod';

/**
 * Wire shapes of the back office's products (CONTRACT.md "Back office"), shared by the API and
 * the editor's form. Messages are stable keys (`price.sale_not_below`), translated by the form.
 * Money is a decimal with at most two places on the wire, integer minor units inside.
 */

const MAX_INT4 = 2 ** 31 - 1;
/** The largest amount whose minor units still fit an int4 column. */
export const MAX_PRICE = MAX_INT4 / 100;
const NO_NUL = /^[^\0]*$/;

const text = (max: number) =>
  z.string({ error: 'required' }).max(max, 'too_long').regex(NO_NUL, 'invalid');

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const skuSchema = text(64)
  .trim()
  .min(1, 'required')
  .regex(/^[\p{L}\p{N}._\-/]+$/u, 'sku.invalid');

/** Two decimal places at most: `19.99` yes, `19.999` no (it would be rounded silently). */
export const moneySchema = z
  .number({ error: 'number' })
  .min(0, 'price.negative')
  .max(MAX_PRICE, 'price.too_large')
  .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'price.decimals');

export const idSchema = z.number({ error: 'required' }).int('invalid').min(1, 'invalid').max(MAX_INT4, 'invalid');

export const productTranslationInput = z.strictObject({
  title: text(200).trim().min(1, 'required'),
  description: text(20_000).default(''),
  /** Left out or empty: made from the title. */
  slug: text(200)
    .trim()
    .refine((v) => v === '' || SLUG_PATTERN.test(v), 'slug.invalid')
    .optional(),
});

export const attributesSchema = z.record(
  text(64).regex(SLUG_PATTERN, 'attribute.invalid'),
  text(64).regex(SLUG_PATTERN, 'attribute.invalid'),
);

const productFields = {
  sku: skuSchema,
  category_id: idSchema,
  price: moneySchema,
  sale_price: moneySchema.nullable(),
  stock: z.number({ error: 'number' }).int('stock.integer').min(0, 'stock.negative').max(MAX_INT4, 'stock.too_large'),
  published: z.boolean(),
  translations: z.strictObject({
    pl: productTranslationInput,
    en: productTranslationInput,
    ru: productTranslationInput,
  }),
  attributes: attributesSchema.default({}),
};

/** A sale price is a sale only below the regular price (the shop ignores anything else). */
function saleBelowPrice(
  value: { price?: number; sale_price?: number | null },
  ctx: z.RefinementCtx,
) {
  if (value.price !== undefined && value.sale_price != null && value.sale_price >= value.price)
    ctx.addIssue({ code: 'custom', path: ['sale_price'], message: 'price.sale_not_below' });
}

/** POST /api/admin/products */
export const productCreateRequest = z.strictObject(productFields).superRefine(saleBelowPrice);
export type ProductCreateRequest = z.input<typeof productCreateRequest>;

/** PATCH /api/admin/products/{id}: any subset, plus the version the editor loaded. */
export const productPatchRequest = z
  .strictObject({ ...productFields, version: idSchema })
  .partial()
  .required({ version: true })
  .superRefine(saleBelowPrice);
export type ProductPatchRequest = z.input<typeof productPatchRequest>;

export interface AdminProductTranslation {
  title: string;
  description: string;
  slug: string;
}

export interface AdminProduct {
  id: number;
  sku: string;
  category_id: number;
  price: number;
  sale_price: number | null;
  stock: number;
  published: boolean;
  translations: Record<'pl' | 'en' | 'ru', AdminProductTranslation>;
  attributes: Record<string, string>;
  /** Optimistic concurrency: a save names it; a stale one answers 409 `version_conflict`. */
  version: number;
  /** Set when the product was archived (ordered once, then deleted). */
  archived_at?: string | null;
}

export interface AdminProductList {
  items: AdminProduct[];
  total: number;
}

/** Sort keys of the list; a leading `-` sorts descending. */
export const PRODUCT_SORT_KEYS = ['sku', 'title', 'price', 'stock', 'updated_at'] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];

/** GET /api/admin/products query. */
export const productListQuery = z.strictObject({
  search: text(200).trim().optional(),
  category_id: z.coerce.number().pipe(idSchema).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  published: z.enum(['true', 'false']).optional(),
  in_stock: z.enum(['true', 'false']).optional(),
  on_sale: z.enum(['true', 'false']).optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${PRODUCT_SORT_KEYS.join('|')})$`), 'sort.invalid')
    .optional(),
});

export const BULK_ACTIONS = ['publish', 'unpublish', 'move', 'price_percent', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** How a changed price is rounded: to the grosz, to whole złoty, or to .99 below the whole. */
export const PRICE_ROUNDINGS = ['none', 'whole', 'ninety_nine'] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];

/** POST /api/admin/products/bulk */
export const productBulkRequest = z
  .strictObject({
    ids: z.array(idSchema).min(1, 'required').max(1000, 'too_many'),
    action: z.enum(BULK_ACTIONS),
    category_id: idSchema.optional(),
    percent: z.number({ error: 'number' }).min(-99, 'percent.range').max(1000, 'percent.range').optional(),
    rounding: z.enum(PRICE_ROUNDINGS).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'move' && v.category_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['category_id'], message: 'required' });
    if (v.action === 'price_percent' && v.percent === undefined)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'required' });
  });
export type ProductBulkRequest = z.input<typeof productBulkRequest>;

export interface ProductBulkResult {
  updated: number;
  archived: number;
  deleted: number;
}

/** One uploaded image of a product, as the back office sees it. */
export interface AdminProductImage {
  id: number;
  url: string;
  width: number;
  height: number;
  position: number;
  alt: Partial<Record<'pl' | 'en' | 'ru', string>>;
}

/** PATCH /api/admin/products/{id}/images/{imageId} */
export const imageAltRequest = z.strictObject({
  alt: z.strictObject({ pl: text(300).optional(), en: text(300).optional(), ru: text(300).optional() }),
});

/** PUT /api/admin/products/{id}/images/order */
export const imageOrderRequest = z.strictObject({ ids: z.array(idSchema).min(1).max(100) });
