import { z } from 'zod';
import { VAT_RATES } from '#domain/checkout/totals';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '#domain/payments/payment-state';
import { emailSchema, phoneSchema } from './auth';
import { cartRequest } from './cart';

/**
 * Wire shapes of the checkout (docs/decisions/031-checkout.md). No amount travels from the
 * browser: every price, discount and total in an answer is the server's.
 */

const text = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'too_long');

const cartField = cartRequest.shape.cart.min(1, 'cart.empty');
const promoCode = z.string({ error: 'required' }).trim().min(1, 'required').max(50, 'too_long');
const methodCode = z.string({ error: 'required' }).trim().min(1, 'required').max(50, 'too_long');

export const quoteRequest = z.strictObject({
  cart: cartField.optional(),
  delivery_method: methodCode.optional(),
  promo_code: promoCode.optional(),
});
export type QuoteRequest = z.input<typeof quoteRequest>;

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'payment.invalid' });
const vatRate = z.union(VAT_RATES.map((r) => z.literal(r)));

export const quoteResponse = z.object({
  lines: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      count: z.number().int(),
      price: z.number(),
      total: z.number(),
      vat_rate: vatRate,
    }),
  ),
  items_total: z.number(),
  discount: z.number(),
  delivery_methods: z.array(
    z.object({
      code: z.string(),
      kind: z.enum(['courier', 'locker', 'pickup']),
      title: z.string(),
      price: z.number(),
      free_from: z.number().nullable(),
      cod: z.boolean(),
      available: z.boolean(),
    }),
  ),
  delivery_price: z.number(),
  total: z.number(),
  vat: z.array(z.object({ rate: vatRate, net: z.number(), vat: z.number() })),
  payment_methods: z.array(paymentMethodSchema),
  promo: z.object({ code: z.string(), discount: z.number() }).nullable(),
});
export type Quote = z.infer<typeof quoteResponse>;

export const addressSchema = z.strictObject({
  street: text(200),
  postal_code: text(12),
  city: text(100),
  /** ISO 3166 alpha-2; Poland by default. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'country.invalid')
    .transform((c) => c.toUpperCase())
    .default('PL'),
});

export const invoiceSchema = z.strictObject({
  company: text(200),
  nip: text(20),
  street: text(200),
  postal_code: text(12),
  city: text(100),
});

export const placeRequest = z.strictObject({
  cart: cartField.optional(),
  contact: z.strictObject({
    name: text(120),
    surname: text(120),
    email: emailSchema,
    phone: phoneSchema,
  }),
  delivery: z.strictObject({
    method: methodCode,
    address: addressSchema.optional(),
    point: z.string().trim().min(1, 'required').max(20, 'too_long').optional(),
  }),
  payment: paymentMethodSchema,
  invoice: invoiceSchema.optional(),
  promo_code: promoCode.optional(),
  accept_terms: z.literal(true, { error: 'terms.required' }),
  comment: z.string().trim().max(1000, 'too_long').optional(),
});
export type PlaceRequest = z.input<typeof placeRequest>;
export type PlaceInput = z.output<typeof placeRequest>;

export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

/** Where a transfer goes: the shop's account and recipient, the title and the amount. */
const transferDetails = z.object({
  account: z.string(),
  recipient: z.string(),
  title: z.string(),
  amount: z.number(),
});

export const placedResponse = z.object({
  order_id: z.string(),
  status_url: z.string(),
  total: z.number(),
  payment: z.object({
    method: paymentMethodSchema,
    status: z.enum(PAYMENT_STATUSES),
    redirect_url: z.string().optional(),
    transfer: transferDetails.optional(),
  }),
});
export type Placed = z.infer<typeof placedResponse>;

/** 409: `line_unavailable` carries the products' ids; `idempotency_key_reused` has none. */
export const lineUnavailableResponse = z.object({
  errors: z.string(),
  code: z.string(),
  ids: z.array(z.number().int()).optional(),
});

export const orderStatusQuery = z.strictObject({ token: z.string().min(1).max(100) });
export const orderStatusResponse = z.object({
  order_id: z.string(),
  /** The short number a person reads and types (`10042`). */
  number: z.number().int(),
  status: z.string(),
  total: z.number(),
  payment: z.object({
    method: paymentMethodSchema,
    status: z.enum(PAYMENT_STATUSES),
    /** A transfer still pending: where to send it. */
    transfer: transferDetails.optional(),
  }),
  /** A parcel-locker order: the point chosen, with its name and address as offered then. */
  point: z.object({ id: z.string(), address: z.string().nullable() }).optional(),
  /**
   * Once the order is on its way: the carrier and the parcel's number (either may be missing when
   * staff shipped it by hand), the carrier's tracking page where the shop knows it (InPost), and
   * when it was delivered (the 14 days of withdrawal count from then).
   */
  shipment: z
    .object({
      carrier: z.string().nullable(),
      tracking_number: z.string().nullable(),
      tracking_url: z.string().nullable(),
      delivered_at: z.string().nullable(),
    })
    .optional(),
});
export type OrderStatusAnswer = z.infer<typeof orderStatusResponse>;

/** `LAT,LNG` in degrees (the browser's position), as `?near=` carries it. */
const nearPlace = z
  .string()
  .trim()
  .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, 'must be LAT,LNG')
  .transform((v) => {
    const [latitude, longitude] = v.split(',').map(Number) as [number, number];
    return { latitude, longitude };
  })
  .refine((p) => Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180, 'out of range');

/**
 * `?q=` searches code, name, street, city and post code, marked letters folded both ways; a
 * post code or town with no point of its own answers the 10 nearest to it. `?near=LAT,LNG`
 * answers the 10 nearest (docs/rules.md#parcel-lockers).
 */
export const deliveryPointsQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  near: nearPlace.optional(),
});
export const deliveryPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  post_code: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  opening_hours: z.string().nullable(),
  description: z.string().nullable(),
  /** Kilometres from the place asked about (`near`, or a post code or town); null for a match. */
  distance_km: z.number().nullable(),
});
export type DeliveryPointAnswer = z.infer<typeof deliveryPointSchema>;
export const deliveryPointsResponse = z.array(deliveryPointSchema);

export const shopPageResponse = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  version: z.number().int(),
  updated_at: z.string(),
});
