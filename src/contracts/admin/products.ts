import { z } from 'zod';
import { VAT_RATES } from '#domain/checkout/totals';
import {
  everyLocale,
  hasControl,
  lineText,
  localeRecord,
  longText,
  moneySchema,
  queryBoolean,
  queryId,
  queryIds,
  queryPage,
  rowIdSchema,
  slugInput,
  someLocales,
  stockSchema,
} from './catalog-fields';
import { adminProductSafety, productSafetyFields } from './product-safety';

/**
 * Wire shapes of the back office's products (docs/rules.md#back-office), shared by the API and
 * the product editor. docs/back-office/catalog.md explains the rules behind them.
 */

export const MAX_TITLE = 200;
export const MAX_DESCRIPTION = 20_000;
export const MAX_SKU = 64;

/**
 * Filter attributes on the wire: attribute key -> value slugs. The model lets a product hold
 * several values of one attribute (a sofa in grey and white; product_attribute_values is keyed
 * by product and value), so a value is always a list in answers. Writes also take one slug as a
 * plain string; an empty list or null removes the attribute.
 */
const attributeSlug = z
  .string({ error: 'attribute.invalid' })
  .max(100, 'too_long')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'attribute.invalid');
export const attributesInput = z
  .record(
    z
      .string()
      .max(100, 'too_long')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'attribute.invalid'),
    z.union([attributeSlug, z.array(attributeSlug).max(50, 'too_many'), z.null()]),
  )
  .refine((v) => Object.keys(v).length <= 50, 'too_many');
export type AttributesInput = z.infer<typeof attributesInput>;

export const productSku = lineText(MAX_SKU);

const translationCreate = z.strictObject({
  title: lineText(MAX_TITLE),
  description: longText(MAX_DESCRIPTION).optional(),
  /** Left out (or empty): made from the title, unique in its locale (`-2`, `-3`, …). */
  slug: slugInput,
});

const translationPatch = z.strictObject({
  title: lineText(MAX_TITLE).optional(),
  description: longText(MAX_DESCRIPTION).optional(),
  /** Absent: the slug stays. `null` or `''`: made again from the (new) title. */
  slug: slugInput,
});

/** VAT rate of the gross price (23, 8, 5 or 0). */
export const vatRateSchema = z.union(
  VAT_RATES.map((r) => z.literal(r)),
  { error: 'vat_rate.invalid' },
);

/**
 * A sale window's edge: an ISO 8601 instant with its offset, or null (no start: from now on; no
 * end: until changed). The sale price applies only inside the window (docs/rules.md#scheduled-sales);
 * the end must be after the start (422 `sale_ends_at.not_after_start`).
 */
const saleEdge = (field: 'sale_starts_at' | 'sale_ends_at') =>
  z.iso.datetime({ offset: true, error: `${field}.invalid` }).nullable();

export const productCreateRequest = z.strictObject({
  sku: productSku,
  category_id: rowIdSchema,
  price: moneySchema,
  /** Must be below `price`; null or absent: no sale. */
  sale_price: moneySchema.nullable().optional(),
  sale_starts_at: saleEdge('sale_starts_at').optional(),
  sale_ends_at: saleEdge('sale_ends_at').optional(),
  stock: stockSchema.optional(),
  published: z.boolean({ error: 'boolean.invalid' }).optional(),
  vat_rate: vatRateSchema.optional(),
  fits_locker: z.boolean({ error: 'boolean.invalid' }).optional(),
  /** Made to the customer's specification: exempt from the right of withdrawal. */
  made_to_order: z.boolean({ error: 'boolean.invalid' }).optional(),
  translations: everyLocale(translationCreate),
  attributes: attributesInput.optional(),
  ...productSafetyFields,
});
export type ProductCreateRequest = z.input<typeof productCreateRequest>;
export type ProductCreate = z.output<typeof productCreateRequest>;

/**
 * A partial update: only the fields given change. `version`, optional, is the version the editor
 * loaded: when sent and someone saved in between, the answer is 409 `version_conflict` and
 * nothing is written; without it the save applies to whatever is stored (a script setting one
 * field). `attributes`, when given, is the product's whole attribute set.
 */
export const productPatchRequest = z.strictObject({
  version: z
    .number({ error: 'version.invalid' })
    .int('version.invalid')
    .min(1, 'version.invalid')
    .max(2_147_483_647, 'version.invalid')
    .optional(),
  sku: productSku.optional(),
  category_id: rowIdSchema.optional(),
  price: moneySchema.optional(),
  sale_price: moneySchema.nullable().optional(),
  sale_starts_at: saleEdge('sale_starts_at').optional(),
  sale_ends_at: saleEdge('sale_ends_at').optional(),
  stock: stockSchema.optional(),
  published: z.boolean({ error: 'boolean.invalid' }).optional(),
  vat_rate: vatRateSchema.optional(),
  fits_locker: z.boolean({ error: 'boolean.invalid' }).optional(),
  /** Made to the customer's specification: exempt from the right of withdrawal. */
  made_to_order: z.boolean({ error: 'boolean.invalid' }).optional(),
  /** true: archived (and unpublished); false: back from the archive, still unpublished. */
  archived: z.boolean({ error: 'boolean.invalid' }).optional(),
  translations: someLocales(translationPatch).optional(),
  attributes: attributesInput.optional(),
  ...productSafetyFields,
});
export type ProductPatchRequest = z.input<typeof productPatchRequest>;
export type ProductPatch = z.output<typeof productPatchRequest>;

export const adminProductTranslation = z.object({
  title: z.string(),
  description: z.string(),
  slug: z.string(),
});

export const adminProductImage = z.object({
  id: z.number().int(),
  position: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const adminProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  category_id: z.number().int(),
  price: z.number(),
  /** The owner's sale price; it is offered only inside the window below. */
  sale_price: z.number().nullable(),
  /** The sale window (ISO instants or null); optional in the type for older fixtures. */
  sale_starts_at: z.string().nullable().optional(),
  sale_ends_at: z.string().nullable().optional(),
  /**
   * The lowest price of the 30 days before the current reduction (docs/rules.md#lowest-price),
   * read-only; null when the product is not reduced now. Always sent; optional in the type for
   * older fixtures.
   */
  price_lowest_30d: z.number().nullable().optional(),
  stock: z.number().int(),
  /**
   * Back-in-stock subscribers waiting for the product (docs/rules.md#back-in-stock). Sent by the
   * list, the read and the writes; optional in the type for older fixtures.
   */
  waiting: z.number().int().optional(),
  published: z.boolean(),
  /** Always sent; optional in the type so that older fixtures still type-check. */
  vat_rate: z.number().int().optional(),
  fits_locker: z.boolean().optional(),
  made_to_order: z.boolean().optional(),
  translations: localeRecord(adminProductTranslation),
  attributes: z.record(z.string(), z.array(z.string())),
  /** Added to the contract's shape: the version to send back with the next PATCH. */
  version: z.number().int(),
  archived: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Read-only here; images are written through the image calls. Main image first. */
  images: z.array(adminProductImage),
  /** Its product group (`/api/admin/product-groups/{id}`), null outside one; optional for fixtures. */
  group_id: z.number().int().nullable().optional(),
  /** GPSR (contracts/admin/product-safety.ts). */
  ...adminProductSafety,
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const PRODUCT_SORTS = [
  'updated_desc',
  'updated_asc',
  'created_desc',
  'title',
  'price_asc',
  'price_desc',
  'stock',
  'sku',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const MAX_LIST_LIMIT = 200;

/** `GET /api/admin/products`: every filter optional; `archived=true` lists the archive. */
export const productListQuery = z.strictObject({
  search: z
    .string()
    .max(100, 'too_long')
    .refine((v) => !hasControl(v), 'text.invalid_characters')
    .optional(),
  category_id: queryId.optional(),
  /** Only these products (a picker showing what was chosen); the other filters still apply. */
  ids: queryIds.optional(),
  published: queryBoolean.optional(),
  in_stock: queryBoolean.optional(),
  on_sale: queryBoolean.optional(),
  /** Published but lacking a manufacturer or an EU responsible person (docs/rules.md#product-safety). */
  safety_missing: queryBoolean.optional(),
  /** Absent or false: live products only; true: only archived ones; all: both. */
  archived: z.enum(['true', 'false', 'all'], { error: 'archived.invalid' }).optional(),
  sort: z.enum(PRODUCT_SORTS, { error: 'sort.invalid' }).optional(),
  page: queryPage.optional(),
  limit: z
    .string()
    .regex(/^[1-9][0-9]{0,2}$/, 'limit.invalid')
    .transform(Number)
    .pipe(z.number().max(MAX_LIST_LIMIT, 'limit.invalid'))
    .optional(),
});
export type ProductListQuery = z.output<typeof productListQuery>;

export const productListResponse = z.object({
  items: z.array(adminProductSchema),
  total: z.number().int(),
  /** Added: the page size used, so the table can draw its page bar. */
  limit: z.number().int(),
});
export type ProductListResponse = z.infer<typeof productListResponse>;

/** DELETE of a product that was ever ordered: archived instead (otherwise 204, deleted). */
export const productArchivedResponse = z.object({ archived: z.literal(true) });

export const BULK_ROUNDING = ['cent', 'whole', 'ends_99'] as const;
export type BulkRounding = (typeof BULK_ROUNDING)[number];

const bulkIds = z
  .array(rowIdSchema, { error: 'ids.invalid' })
  .min(1, 'ids.required')
  .max(1000, 'ids.too_many')
  .refine((ids) => new Set(ids).size === ids.length, 'ids.duplicate');

/**
 * `POST /api/admin/products/bulk`. `price_percent` changes the price (and a sale price with it)
 * by `percent` (-90..1000; -10 is ten percent off) and rounds with `rounding` (default `cent`).
 */
export const productBulkRequest = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('publish'), ids: bulkIds }),
    z.strictObject({ action: z.literal('unpublish'), ids: bulkIds }),
    z.strictObject({ action: z.literal('delete'), ids: bulkIds }),
    z.strictObject({ action: z.literal('move'), ids: bulkIds, category_id: rowIdSchema }),
    /** null: back to the shop's default manufacturer. */
    z.strictObject({
      action: z.literal('set_manufacturer'),
      ids: bulkIds,
      manufacturer_id: rowIdSchema.nullable(),
    }),
    z.strictObject({
      action: z.literal('price_percent'),
      ids: bulkIds,
      percent: z
        .number({ error: 'percent.invalid' })
        .min(-90, 'percent.too_small')
        .max(1000, 'percent.too_large')
        .refine((v) => v !== 0, 'percent.zero')
        .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'percent.precision'),
      rounding: z.enum(BULK_ROUNDING, { error: 'rounding.invalid' }).optional(),
    }),
  ],
  { error: 'action.invalid' },
);
export type ProductBulkRequest = z.infer<typeof productBulkRequest>;

export const productBulkResponse = z.object({
  updated: z.number().int(),
  archived: z.number().int(),
  deleted: z.number().int(),
  /** price_percent: products whose sale price no longer stayed below the price and was removed. */
  sale_removed: z.number().int().optional(),
});
export type ProductBulkResponse = z.infer<typeof productBulkResponse>;
