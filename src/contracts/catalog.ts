import { z } from 'zod';
import { GROUP_AXES } from '#domain/product-groups/group-rules';
import { LOCALES } from '#domain/locale';

/** Wire shapes of the catalogue (docs/rules.md#calls). Money is a decimal with two places. */
export const localeParam = z.enum(LOCALES);

/**
 * A product id as it comes in an address (path segment or query value): plain digits only, so
 * `7.0`, `0x7`, `1e1` or ` 7` are refused instead of being coerced into some other product.
 */
export const productIdText = z
  .string({ error: 'product.invalid' })
  .regex(/^[1-9][0-9]{0,9}$/, 'product.invalid')
  .transform(Number)
  .pipe(z.number().max(2 ** 31 - 1, 'product.invalid'));

/**
 * The `srcset` values of an uploaded image, one per format (`<source type="image/avif">` and
 * `image/webp`): `"/media/…/320.avif 320w, /media/…/640.avif 640w"`. Absent for an image that
 * has only its `url` (the demo shop's drawings).
 */
export const imageSrcsetSchema = z.object({ avif: z.string(), webp: z.string() });
export type ImageSrcset = z.infer<typeof imageSrcsetSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  price: z.number(),
  price_sale: z.number().nullable(),
  /**
   * With a `price_sale`: the lowest price of the 30 days before the reduction began
   * (docs/rules.md#lowest-price), null when there was none; null without a sale. The `-N%` badge
   * is computed from it. Optional in the type so that older fixtures still type-check.
   */
  price_lowest_30d: z.number().nullable().optional(),
  category: z.string(),
  image: z.string().nullable(),
  /** The card's image in modern formats, up to 640w (`image` stays the JPEG/SVG fallback). */
  image_srcset: imageSrcsetSchema.optional(),
  available: z.boolean(),
  /** Of the published reviews; null while there is none. */
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  /**
   * The card's "+N colours": the product's group axis and how many other published products it
   * has (docs/rules.md#product-groups); null outside a group. Optional for older fixtures.
   */
  group_more: z
    .object({ axis: z.enum(GROUP_AXES), count: z.number().int() })
    .nullable()
    .optional(),
});
export type Product = z.infer<typeof productSchema>;

/** One choice of a product group, in the request's language (docs/rules.md#product-groups). */
export const productGroupOption = z.object({
  id: z.number().int(),
  label: z.string(),
  /** `#rrggbb` or an image under /media; null: the label alone. */
  swatch: z.string().nullable(),
  /** The sibling's product page in the request's language. */
  url: z.string(),
  /** In stock (and published: unpublished siblings are left out). */
  available: z.boolean(),
  /** The product asked for. */
  current: z.boolean(),
});
export type ProductGroupOption = z.infer<typeof productGroupOption>;

/** The choice a product page offers: its group's published members in strip order, or null. */
export const productGroupSchema = z.object({
  axis: z.enum(GROUP_AXES),
  options: z.array(productGroupOption),
});
export type ProductGroup = z.infer<typeof productGroupSchema>;

/** A manufacturer or EU responsible person as a product page names it (GPSR art. 19). */
export const safetyPartySchema = z.object({
  name: z.string(),
  /** Postal address in one line, the country in the request's language. */
  address: z.string(),
  email: z.string(),
  url: z.string().nullable(),
});
export type SafetyParty = z.infer<typeof safetyPartySchema>;

/**
 * A product's safety data (docs/rules.md#product-safety): its manufacturer (its own or the
 * shop's default; null only for a product published before the rule), its EU responsible person,
 * its GTIN and its warnings (`information`: Markdown in the request's language, may be empty).
 */
export const productSafetySchema = z.object({
  manufacturer: safetyPartySchema.nullable(),
  responsible_person: safetyPartySchema.nullable(),
  gtin: z.string().nullable(),
  information: z.string(),
  /** Safety documents (PDF) staff uploaded, oldest first: a link's text, address and bytes. */
  documents: z.array(z.object({ title: z.string(), url: z.string(), size: z.number().int() })),
});
export type ProductSafety = z.infer<typeof productSafetySchema>;

/** `get-product-data`: the product as listings show it, with its group and safety data. */
export const productDataSchema = productSchema.extend({
  group: productGroupSchema.nullable(),
  safety: productSafetySchema,
});
export type ProductData = z.infer<typeof productDataSchema>;

export interface Category {
  id: number;
  title: string;
  slug: string;
  url: string;
  children: Category[];
}
export const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    url: z.string(),
    children: z.array(categorySchema),
  }),
);

export const presetSchema = z.object({ id: z.number().int(), title: z.string(), url: z.string() });
export type Preset = z.infer<typeof presetSchema>;

export const menuSchema = z.object({
  categories: z.array(categorySchema),
  presets: z.array(presetSchema),
});
export type Menu = z.infer<typeof menuSchema>;

export const categoryTreeResponse = z.object({ data: menuSchema });

export const paginationSchema = z.object({ limit: z.number().int(), lastPage: z.number().int() });

export const listingResponse = z.object({
  products: z.array(productSchema),
  pagination: paginationSchema,
  page: z.union([z.number().int(), z.string()]),
});
export type ListingResponse = z.infer<typeof listingResponse>;

/** A listing's product count for a filter set (the filter panel's "show N"). */
export const productCountResponse = z.object({ count: z.number().int() });

export const errorResponse = z.object({
  errors: z.union([z.string(), z.record(z.string(), z.array(z.string()))]),
  code: z.string(),
});

export const galleryResponse = z.object({
  images: z.array(
    z.object({
      url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      alt: z.string(),
      srcset: imageSrcsetSchema.optional(),
    }),
  ),
});

export const suggestResponse = z.object({
  categories: z.array(z.object({ title: z.string(), url: z.string() })),
  products: z.array(productSchema),
});
export type Suggestions = z.infer<typeof suggestResponse>;
