import { z } from 'zod';
import { productSchema } from './catalog';

/** Most products one compare list holds: a table wider than this helps nobody. */
export const MAX_COMPARE_PRODUCTS = 8;

/** `?product={id}` of `set/comparison` and `delete/comparison`. */
export const compareQuery = z.strictObject({
  product: z.coerce
    .number({ error: 'product.invalid' })
    .int('product.invalid')
    .positive('product.invalid')
    .max(2 ** 31 - 1, 'product.invalid'),
});

/** One attribute row of a compared product, in the visitor's locale. */
export const compareAttributeSchema = z.object({
  key: z.string(),
  name: z.string(),
  value: z.string(),
});

/**
 * Every compare call answers the whole list (spec: each response replaces the compare data).
 * Products carry their attributes so the compare page can lay them side by side.
 */
export const compareResponse = z.object({
  products: z.array(productSchema.extend({ attributes: z.array(compareAttributeSchema) })),
  /** The compare page, or '/' when the list is empty. */
  url: z.string(),
});
export type CompareData = z.infer<typeof compareResponse>;
