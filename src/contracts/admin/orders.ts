import { z } from 'zod';
import { listPage } from './list-page';
import { LOCALES } from '#domain/locale';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '#domain/payments/payment-state';
import { ORDER_STATUSES } from '#domain/orders/order-statuses';
import { RETURN_KINDS } from '#domain/returns/return-kinds';
import { refundMethodSchema } from './returns';

/**
 * Wire shapes of the back office's orders (docs/decisions/025-order-handling.md), shared by the
 * API and the back office's screens. Messages are keys, as in `contracts/auth.ts`.
 */

export { ORDER_STATUSES };
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The only moves an order may make, the shop's and staff's alike. Booking a parcel makes a
 * confirmed order `ready_to_ship`; the carrier's first status that says it has the parcel makes
 * it `shipped` (staff may also mark either by hand, for another carrier or a lost webhook).
 * Cancelling stops before `shipped`: once the parcel has left, the goods are not on the shelf
 * to give back, so a return is another story than a cancellation.
 */
export const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['ready_to_ship', 'shipped', 'cancelled'],
  ready_to_ship: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus) => ORDER_MOVES[from].includes(to);

const isoDate = z.iso.date({ error: 'date.invalid' });
const statusSchema = z.enum(ORDER_STATUSES, { error: 'status.invalid' });

export const ORDERS_PAGE_SIZE = 25;

export const adminOrderListQuery = z
  .strictObject({
    status: statusSchema.optional(),
    /** The payment's state (paid, pending, on_delivery, failed, refunded). */
    payment_status: z.enum(PAYMENT_STATUSES, { error: 'payment_status.invalid' }).optional(),
    /** An order number (the start of its public id), an e-mail or a phone (digits). */
    q: z.string().trim().max(100, 'too_long').optional(),
    /** Days, inclusive, in UTC. */
    from: isoDate.optional(),
    to: isoDate.optional(),
    page: listPage,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'range.invalid', path: ['to'] });
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

export const adminOrderExportQuery = z
  .strictObject({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'range.invalid', path: ['to'] });

export const adminOrderParams = z.object({ id: z.uuid() });

const trackingText = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error: 'text.invalid' })
      .trim()
      .max(max, 'too_long')
      // Control characters would ride into e-mails and CSV cells.
      .regex(/^[^\p{Cc}]*$/u, 'text.invalid')
      .optional(),
  );

/**
 * A status move, or (alone) `payment_status: "paid"`: staff record a transfer or cash received.
 */
export const adminOrderPatch = z
  .strictObject({
    status: statusSchema.optional(),
    payment_status: z.literal('paid', { error: 'payment_status.invalid' }).optional(),
    carrier: trackingText(80),
    tracking_number: trackingText(80),
  })
  .superRefine((v, ctx) => {
    if ((v.status === undefined) === (v.payment_status === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['status'] });
      return;
    }
    // Carrier and tracking describe a parcel: they belong to the move to `shipped` only.
    if (v.status === 'shipped') return;
    for (const field of ['carrier', 'tracking_number'] as const) {
      if (v[field] !== undefined)
        ctx.addIssue({ code: 'custom', message: 'only_when_shipped', path: [field] });
    }
  });
export type AdminOrderPatch = z.input<typeof adminOrderPatch>;

export const adminOrderListItem = z.object({
  /** The public id: the `order_id` the shopper got. */
  id: z.string(),
  /** The short number the shopper reads and types (`10042`); the list's search finds it. */
  number: z.number().int(),
  kind: z.enum(['cart', 'quick']),
  status: statusSchema,
  created_at: z.string(),
  /** The customer's full name: first name and surname (the first name alone if none). */
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  total: z.number(),
  locale: z.enum(LOCALES),
  payment: z
    .object({ method: z.enum(PAYMENT_METHODS), status: z.enum(PAYMENT_STATUSES) })
    .nullable(),
});
export type AdminOrderListItem = z.infer<typeof adminOrderListItem>;

export const adminOrderListResponse = z.object({
  items: z.array(adminOrderListItem),
  total: z.number().int(),
  limit: z.number().int(),
});
export type AdminOrderList = z.infer<typeof adminOrderListResponse>;

export const orderHistoryEntry = z.object({
  from_status: statusSchema.nullable(),
  to_status: statusSchema,
  /** Null: the shopper placing the order. */
  staff_email: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  created_at: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;

export const adminOrderSchema = adminOrderListItem.extend({
  payment: z
    .object({
      method: z.enum(PAYMENT_METHODS),
      status: z.enum(PAYMENT_STATUSES),
      /** Who takes the money: an online provider's name (`stripe`, `p24`), or the method's own. */
      provider: z.string(),
    })
    .nullable(),
  address: z.string().nullable(),
  comment: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  updated_at: z.string(),
  lines: z.array(
    z.object({
      product_id: z.number().int(),
      title: z.string(),
      count: z.number().int(),
      /** The unit price paid. */
      price: z.number(),
      subtotal: z.number(),
      vat_rate: z.number(),
      net: z.number(),
      vat: z.number(),
      /** Made to the customer's specification: no right of withdrawal. */
      withdrawal_exempt: z.boolean(),
    }),
  ),
  history: z.array(orderHistoryEntry),
  surname: z.string().nullable(),
  /** How it travels; null on orders placed before the checkout. */
  delivery: z
    .object({
      method: z.string(),
      kind: z.string().nullable(),
      address: z
        .object({
          street: z.string(),
          postal_code: z.string(),
          city: z.string(),
          country: z.string(),
        })
        .nullable(),
      point: z.string().nullable(),
      /** The point's name and address as offered at placement (null before they were kept). */
      point_address: z.string().nullable(),
      price: z.number(),
    })
    .nullable(),
  discount: z.number(),
  /** The payment with every provider event it received, oldest first. */
  payment_detail: z
    .object({
      method: z.enum(PAYMENT_METHODS),
      status: z.enum(PAYMENT_STATUSES),
      amount: z.number(),
      currency: z.string(),
      events: z.array(z.object({ type: z.string(), outcome: z.string(), created_at: z.string() })),
    })
    .nullable(),
  invoice: z
    .object({
      company: z.string(),
      nip: z.string(),
      street: z.string(),
      postal_code: z.string(),
      city: z.string(),
    })
    .nullable(),
  vat: z.array(z.object({ rate: z.number(), net: z.number(), vat: z.number() })),
  terms_version: z.number().int().nullable(),
  /** The statuses this order may move to now. */
  moves: z.array(statusSchema),
  /** Withdrawals and complaints of this order (the back office's /admin/returns/{id}). */
  returns: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(RETURN_KINDS),
      status: z.string(),
      received_at: z.string().nullable(),
      due_by: z.string().nullable(),
    }),
  ),
  /** Every refund, with the VAT it corrects by rate. */
  refunds: z.array(
    z.object({
      id: z.number().int(),
      return_id: z.number().int().nullable(),
      amount: z.number(),
      method: refundMethodSchema,
      status: z.enum(['pending', 'succeeded', 'failed']),
      created_at: z.string(),
      vat: z.array(z.object({ rate: z.number(), gross: z.number(), vat: z.number() })),
    }),
  ),
  /** What went back to the shopper: the refunds that succeeded. */
  refunded_total: z.number(),
  /** The VAT those refunds correct, by rate (a correction of `vat` above). */
  refunded_vat: z.array(z.object({ rate: z.number(), gross: z.number(), vat: z.number() })),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
