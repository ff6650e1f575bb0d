import { z } from 'zod';
import { localeParam, productIdText, productSchema } from './catalog';

export { MAX_COMPARE_PRODUCTS } from './limits';

/** Titles, attribute names and `url` follow `?locale=` (pl, en, ru; default pl). */
const localeQuery = { locale: localeParam.optional() };

/** The query of `get/comparisons` and `clear/comparisons`. */
export const compareListQuery = z.strictObject(localeQuery);

/** `?product={id}` of `set/comparison` and `delete/comparison`. */
export const compareQuery = z.strictObject({ product: productIdText, ...localeQuery });

/** One attribute row of a compared product, in the visitor's locale. */
export const compareAttributeSchema = z.object({
  key: z.string(),
  name: z.string(),
  value: z.string(),
});

/**
 * Every compare call answers the whole list (it replaces the browser's copy;
 * docs/rules.md#comparison).
 * Products carry their attributes so the compare page can lay them side by side.
 */
export const compareResponse = z.object({
  products: z.array(productSchema.extend({ attributes: z.array(compareAttributeSchema) })),
  /** The compare page, or '/' when the list is empty. */
  url: z.string(),
});
export type CompareData = z.infer<typeof compareResponse>;
