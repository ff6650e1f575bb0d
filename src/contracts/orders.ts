import { z } from 'zod';
import { MAX_LINE_COUNT } from '#domain/cart/cart-math';
import { emailSchema, phoneSchema } from './auth';
import { productIdSchema } from './cart';

/**
 * Wire shapes of orders and customization requests (docs/rules.md#orders-and-quick-order). Prices
 * never travel from the browser: a `price` field is an unknown field, and unknown fields are 422.
 */

const text = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'too_long');
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string().trim().max(max, 'too_long').optional(),
  );

/** `cart/order`: the logged-in cart, paid on delivery. */
export const cartOrderRequest = z.strictObject({
  name: text(120),
  phone: phoneSchema,
  email: emailSchema,
  address: text(500),
  comment: optionalText(1000),
});
export type CartOrderRequest = z.input<typeof cartOrderRequest>;

/** `products/order/{id}`: one product from the quick-order dialog, guests too. */
export const quickOrderRequest = z.strictObject({
  name: text(120),
  phone: phoneSchema,
  email: z.preprocess((v) => (v === '' || v === null ? undefined : v), emailSchema.optional()),
  count: z
    .number({ error: 'count.invalid' })
    .int('count.invalid')
    .min(1, 'count.invalid')
    .max(MAX_LINE_COUNT, 'count.invalid'),
  comment: optionalText(1000),
});
export type QuickOrderRequest = z.input<typeof quickOrderRequest>;

export const customizationRequest = z.strictObject({
  product_id: productIdSchema,
  name: text(120),
  email: emailSchema,
  phone: z.preprocess((v) => (v === '' || v === null ? undefined : v), phoneSchema.optional()),
  message: text(2000),
});
export type CustomizationRequestInput = z.input<typeof customizationRequest>;

export const orderCreatedResponse = z.object({ order_id: z.string() });
export const customizationCreatedResponse = z.object({ id: z.number().int() });

export const orderSchema = z.object({
  /** The public id (a UUID), as in the confirmation e-mail; the sequential id stays inside. */
  order_id: z.string(),
  /** The short number a person reads and types (`10042`). */
  number: z.number().int(),
  kind: z.enum(['cart', 'quick']),
  status: z.string(),
  created_at: z.string(),
  total: z.number(),
  /** Set once the order is shipped. */
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** Every status the order went through, oldest first (no staff names). */
  history: z.array(z.object({ status: z.string(), created_at: z.string() })),
  lines: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      count: z.number().int(),
      price: z.number(),
    }),
  ),
});
export type Order = z.infer<typeof orderSchema>;

/** `GET /api/client/orders`: the user's latest orders, newest first. */
export const ordersResponse = z.array(orderSchema);
