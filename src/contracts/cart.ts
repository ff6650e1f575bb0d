import { z } from 'zod';
import { MAX_LINE_COUNT } from '#domain/cart/cart-math';
import { emailSchema } from './auth';

/**
 * Wire shapes of the cart calls (docs/rules.md#cart), shared by routes, tests and the browser.
 * Counts are whole numbers; a string, a fraction or a count past the cap is a 422, never coerced.
 */

import { MAX_CART_LINES } from './limits';

export { MAX_CART_LINES };

export const productIdSchema = z
  .number({ error: 'product.invalid' })
  .int()
  .positive()
  .max(2 ** 31 - 1);

const countSchema = (min: number) =>
  z
    .number({ error: 'count.invalid' })
    .int('count.invalid')
    .min(min, 'count.invalid')
    .max(MAX_LINE_COUNT, 'count.invalid');

/** A line of a guest cart and of every cart body: `{ id, count }` with count 1..99. */
export const cartEntrySchema = z.strictObject({ id: productIdSchema, count: countSchema(1) });
export type CartEntryInput = z.infer<typeof cartEntrySchema>;

/** No product listed twice in one body: "which count wins" has no good answer. */
const uniqueIds = (lines: { id: number }[]) =>
  new Set(lines.map((l) => l.id)).size === lines.length;

const cartBody = <T extends z.ZodType<{ id: number }>>(line: T) =>
  z.strictObject({
    cart: z
      .array(line)
      .max(MAX_CART_LINES, 'cart.too_many_lines')
      .refine(uniqueIds, 'cart.duplicate_id'),
  });

/** `cart/combine`, `cart/check/products`, `/cart/sharing/link`: counts 1..99. */
export const cartRequest = cartBody(cartEntrySchema);
export type CartRequest = z.infer<typeof cartRequest>;

/** `cart/add` sets each listed line's count; 0 removes the line. */
export const cartSetRequest = cartBody(
  z.strictObject({ id: productIdSchema, count: countSchema(0) }),
);
export type CartSetRequest = z.infer<typeof cartSetRequest>;

/** A cart line as shown: the server's current prices, never the client's. */
export const cartLineSchema = z.object({
  id: z.number().int(),
  count: z.number().int(),
  price: z.number(),
  price_sale: z.number().nullable(),
  /** With a sale price: the lowest price of the 30 days before the reduction (docs/rules.md#lowest-price). */
  price_lowest_30d: z.number().nullable().optional(),
  title: z.string(),
  category: z.string(),
  image: z.string().nullable(),
  url: z.string(),
  /** The product cannot be bought now (unpublished or out of stock, or fewer left than `count`). */
  empty: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartResponse = z.object({
  products: z.array(cartLineSchema),
  totalPrice: z.number(),
});
export type CartResponse = z.infer<typeof cartResponse>;

export const cartCheckResponse = z.array(
  z.object({ id: z.number().int(), empty: z.boolean(), available_count: z.number().int() }),
);
export type CartCheckResponse = z.infer<typeof cartCheckResponse>;

export const cartLinkResponse = z.object({ url: z.string() });
export type CartLinkResponse = z.infer<typeof cartLinkResponse>;

/** `/cart/sharing`: e-mail the link of a shared cart (one made by this site, checked server-side). */
export const cartShareEmailRequest = z.strictObject({
  url: z.string({ error: 'required' }).trim().min(1, 'required').max(500, 'too_long'),
  email: emailSchema,
});

export const headerCountResponse = z.object({
  cart: z.number().int(),
  wish_list: z.number().int(),
  compare: z.number().int(),
});
export type HeaderCount = z.infer<typeof headerCountResponse>;

/** The shared-cart page: the snapshot's lines with current prices and availability. */
export const sharedCartSchema = z.object({
  token: z.string(),
  created_at: z.string(),
  products: z.array(cartLineSchema),
  totalPrice: z.number(),
});
export type SharedCart = z.infer<typeof sharedCartSchema>;
