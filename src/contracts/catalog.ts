import { z } from 'zod';

/** Wire shapes of the catalogue (docs/rules.md#calls). Money is a decimal with two places. */
export const localeParam = z.enum(['pl', 'en', 'ru']);

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
});
export type Product = z.infer<typeof productSchema>;

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
