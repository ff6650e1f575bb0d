import { z } from 'zod';
import { COMPLAINT_DEMANDS, type ComplaintDemand } from '#domain/returns/return-kinds';

/**
 * The shopper's side of what follows a sale (docs/api.md "After the sale"): the withdrawal
 * function in two steps, and a complaint under the legal guarantee.
 */

/** What a complaint asks for (the schema's `returns.demand` holds the same four). */
export { COMPLAINT_DEMANDS, type ComplaintDemand };

/** The order as a shopper names it: its `order_id` (a UUID) or its short `number`. */
const orderRef = z
  .string()
  .trim()
  .min(1, 'required')
  .max(40, 'too_long')
  .regex(/^(\d{1,9}|[0-9a-fA-F-]{36})$/, 'invalid');

/** Who the shopper is: the order's e-mail, its status link's token, or the logged-in account. */
const identity = {
  order_id: z.union([orderRef, z.number().int().positive().transform(String)]),
  email: z.string().trim().max(200, 'too_long').optional(),
  token: z.string().trim().max(100, 'too_long').optional(),
};

const lineCount = z.strictObject({
  product_id: z.number().int().positive(),
  count: z.number().int().min(1).max(99),
});

export const withdrawalOrderRequest = z.strictObject(identity);

/** What the withdrawal page shows of an order before step 1. */
export const withdrawalOrderResponse = z.object({
  order_id: z.string(),
  number: z.number().int(),
  status: z.string(),
  delivered_at: z.string().nullable(),
  /** The last day (`YYYY-MM-DD`, shop time) of the 14; null before delivery. */
  last_day: z.string().nullable(),
  period_over: z.boolean(),
  /** Paid on delivery or by transfer: the refund needs the shopper's account. */
  bank_account_needed: z.boolean(),
  lines: z.array(
    z.object({
      product_id: z.number().int(),
      title: z.string(),
      count: z.number().int(),
      /** Units not yet withdrawn. */
      left: z.number().int(),
      made_to_order: z.boolean(),
      /** For the estimate: the unit price and the line's promo share (decimal PLN). */
      price: z.number(),
      discount: z.number(),
      returned_before: z.number().int(),
    }),
  ),
  /** What a withdrawal of every unit left would refund for delivery (decimal PLN). */
  delivery_refund: z.number(),
});
export type WithdrawalOrder = z.infer<typeof withdrawalOrderResponse>;

export const withdrawalRequest = z.strictObject({
  ...identity,
  lines: z.array(lineCount).min(1).max(100).optional(),
  reason: z.string().trim().max(2000, 'too_long').optional(),
  bank_account: z.string().trim().max(60, 'too_long').optional(),
});
export type WithdrawalRequest = z.input<typeof withdrawalRequest>;

export const withdrawalLine = z.object({
  product_id: z.number().int(),
  title: z.string(),
  count: z.number().int(),
});

export const withdrawalCreatedResponse = z.object({
  withdrawal_id: z.string(),
  status: z.literal('unconfirmed'),
  lines: z.array(withdrawalLine),
  /** Decimal PLN: what the refund would be by default. */
  refund_estimate: z.number(),
});
export type WithdrawalCreated = z.infer<typeof withdrawalCreatedResponse>;

/** A withdrawal's id is its key (step 2 has no other proof): `{id}-{signature}`. */
export const withdrawalIdParam = z.string().regex(/^\d{1,9}-[A-Za-z0-9_-]{16,64}$/);

export const withdrawalConfirmedResponse = z.object({
  withdrawal_id: z.string(),
  status: z.literal('received'),
  received_at: z.string(),
});
export type WithdrawalConfirmed = z.infer<typeof withdrawalConfirmedResponse>;

export const complaintRequest = z.strictObject({
  ...identity,
  lines: z.array(lineCount).min(1).max(100),
  description: z.string().trim().min(1, 'required').max(4000, 'too_long'),
  demand: z.enum(COMPLAINT_DEMANDS),
});
export type ComplaintRequest = z.input<typeof complaintRequest>;

/**
 * A complaint's photos (docs/decisions/060-complaint-photos.md) travel in the complaint's own
 * request: multipart/form-data with the body above as JSON in the field `complaint` and up to
 * this many files in `photos`, each JPEG, PNG or WebP by its content and no larger than the
 * shop's upload limit (MEDIA_MAX_UPLOAD_MB). Nothing is stored unless the complaint is.
 */
export const MAX_COMPLAINT_PHOTOS = 5;
export const COMPLAINT_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
/** The multipart fields. */
export const COMPLAINT_FIELD = 'complaint';
export const COMPLAINT_PHOTOS_FIELD = 'photos';

/** A stored photo: a private address (signed for the shopper, staff-only in the back office). */
export const complaintPhoto = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ComplaintPhoto = z.infer<typeof complaintPhoto>;

export const complaintCreatedResponse = z.object({
  complaint_id: z.string(),
  /** received + 14 days (ISO): the shop answers by then or the complaint counts as accepted. */
  answer_by: z.string(),
  /** The photos kept with it, at addresses only this answer names. */
  photos: z.array(complaintPhoto),
});

/** A complaint photo's shopper address: `{complaint_id}-{signature}` and its place (1..5). */
export const complaintPhotoParams = z.object({
  photoKey: z.string().regex(/^\d{1,9}-[A-Za-z0-9_-]{22}$/),
  n: z.coerce.number().int().min(1).max(MAX_COMPLAINT_PHOTOS),
});
export type ComplaintCreated = z.infer<typeof complaintCreatedResponse>;
