import { z } from 'zod';
import { listPage } from './list-page';
import { LOCALES } from '#domain/locale';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '#domain/payments/payment-state';
import {
  BANK_REFUND,
  LISTED_RETURN_STATUSES,
  REFUND_STATUSES,
  RETURN_KINDS,
  type ReturnKind,
} from '#domain/returns/return-kinds';
import { moneySchema } from './catalog-fields';
import { complaintPhoto } from '../returns';

/**
 * Wire shapes of the back office's returns (docs/api.md "After the sale"): one noun for
 * withdrawals and complaints, their status moves and their refunds. Messages are keys.
 */

export { LISTED_RETURN_STATUSES, RETURN_KINDS, type ReturnKind };

/** What staff see; `unconfirmed` withdrawals (step 1 only) have no effect and are not listed. */
export type ReturnStatus = (typeof LISTED_RETURN_STATUSES)[number];

/**
 * The moves staff make by PATCH, per kind. A withdrawal becomes `refunded` by its refund
 * (POST …/refund), never by a PATCH; a complaint is answered (accepted or rejected, with the
 * text mailed to the shopper) and then resolved.
 */
export const RETURN_MOVES: Readonly<
  Record<ReturnKind, Partial<Record<ReturnStatus, readonly ReturnStatus[]>>>
> = {
  withdrawal: {
    received: ['goods_received', 'closed'],
    goods_received: ['closed'],
    refunded: ['closed'],
  },
  complaint: {
    received: ['accepted', 'rejected'],
    accepted: ['resolved'],
    rejected: ['resolved'],
  },
};

export const canMoveReturn = (kind: ReturnKind, from: ReturnStatus, to: ReturnStatus) =>
  RETURN_MOVES[kind][from]?.includes(to) ?? false;

/** States in which a return can still be late: its `due_by` counts while it is in one. */
export const OPEN_RETURN_STATUSES = ['received', 'goods_received'] as const;

export const RETURNS_PAGE_SIZE = 25;

const kindSchema = z.enum(RETURN_KINDS, { error: 'kind.invalid' });
const statusSchema = z.enum(LISTED_RETURN_STATUSES, { error: 'status.invalid' });

export const adminReturnListQuery = z.strictObject({
  kind: kindSchema.optional(),
  status: statusSchema.optional(),
  /** `true`: only those past their due date and still open. */
  overdue: z.enum(['true', 'false'], { error: 'overdue.invalid' }).optional(),
  /** The order's public id, or its short number. */
  order_id: z
    .string()
    .trim()
    .regex(/^(\d{1,9}|[0-9a-f-]{36})$/i, 'order_id.invalid')
    .optional(),
  page: listPage,
});
export type AdminReturnListQuery = z.infer<typeof adminReturnListQuery>;

export const adminReturnParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

export const returnLineSchema = z.object({
  product_id: z.number().int(),
  title: z.string(),
  count: z.number().int(),
  /** Units of this line put back in stock so far. */
  restocked: z.number().int(),
});

export const adminReturnListItem = z.object({
  id: z.number().int(),
  kind: kindSchema,
  /** The order's public id (the API's id); `order_number` is the one people read. */
  order_id: z.string(),
  order_number: z.number().int(),
  /** The customer's full name: first name and surname (the first name alone if none). */
  name: z.string(),
  status: statusSchema,
  received_at: z.string().nullable(),
  /** Withdrawal: the refund deadline; complaint: the answer deadline. */
  due_by: z.string().nullable(),
  /** Still open past `due_by` (an unanswered complaint then counts as accepted by law). */
  overdue: z.boolean(),
  lines: z.array(returnLineSchema),
});
export type AdminReturnListItem = z.infer<typeof adminReturnListItem>;

export const adminReturnListResponse = z.object({
  items: z.array(adminReturnListItem),
  total: z.number().int(),
  limit: z.number().int(),
});
export type AdminReturnList = z.infer<typeof adminReturnListResponse>;

export { BANK_REFUND, REFUND_STATUSES };

/** `bank`, or the payment provider that refunded an online payment (`stripe`, `p24`). */
export const refundMethodSchema = z.string();

export const refundSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  method: refundMethodSchema,
  status: z.enum(REFUND_STATUSES),
  bank_account: z.string().nullable(),
  staff_email: z.string().nullable(),
  created_at: z.string(),
  /** The VAT this refund corrects, by rate (the order's rates; delivery at the standard rate). */
  vat: z.array(z.object({ rate: z.number(), gross: z.number(), vat: z.number() })),
});
export type AdminRefund = z.infer<typeof refundSchema>;

export const timelineEntry = z.object({
  at: z.string(),
  /** `received`, an audit action (`return.status`, `return.refund`, …) or `refund.<status>`. */
  event: z.string(),
  status: z.string().nullable(),
  staff_email: z.string().nullable(),
});

export const adminReturnSchema = adminReturnListItem.extend({
  locale: z.enum(LOCALES),
  reason: z.string().nullable(),
  description: z.string().nullable(),
  demand: z.enum(['repair', 'replace', 'price_reduction', 'withdraw']).nullable(),
  /** A complaint's photos, served to staff only (`returnPhoto`). */
  photos: z.array(complaintPhoto),
  bank_account: z.string().nullable(),
  answer: z.string().nullable(),
  created_at: z.string(),
  order: z.object({
    id: z.string(),
    number: z.number().int(),
    status: z.string(),
    name: z.string(),
    surname: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string(),
    delivered_at: z.string().nullable(),
    total: z.number(),
    payment: z
      .object({
        method: z.enum(PAYMENT_METHODS),
        status: z.enum(PAYMENT_STATUSES),
        /** Who takes the money: an online provider's name (`stripe`, `p24`), or the method's own. */
        provider: z.string(),
      })
      .nullable(),
  }),
  refunds: z.array(refundSchema),
  /** The refund staff are offered: what was paid for the returned units (docs/decisions/056). */
  refund_default: z.number(),
  /** The most a refund may be now: what was paid less every earlier refund. */
  refundable: z.number(),
  /** Whether a refund may be asked for now (an open withdrawal, an accepted complaint). */
  can_refund: z.boolean(),
  /** The PATCH moves allowed now. */
  moves: z.array(statusSchema),
  timeline: z.array(timelineEntry),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;

const answerText = z
  .string({ error: 'answer.invalid' })
  .trim()
  .min(1, 'required')
  .max(5000, 'too_long')
  // Control characters other than line breaks and tabs would ride into the e-mail.
  .regex(/^(?:[^\p{Cc}]|[\t\n\r])*$/u, 'answer.invalid');

export const adminReturnPatch = z
  .strictObject({
    status: statusSchema,
    restock: z
      .array(
        z.strictObject({
          product_id: z.number({ error: 'product_id.invalid' }).int().min(1),
          count: z
            .number({ error: 'count.invalid' })
            .int('count.invalid')
            .min(1, 'count.invalid')
            .max(99, 'count.invalid'),
        }),
      )
      .max(100, 'too_many')
      .optional(),
    answer: answerText.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.restock && v.status !== 'goods_received') {
      ctx.addIssue({ code: 'custom', message: 'only_when_goods_received', path: ['restock'] });
    }
    const answering = v.status === 'accepted' || v.status === 'rejected';
    if (answering && v.answer === undefined) {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['answer'] });
    }
    if (!answering && v.answer !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'only_when_answering', path: ['answer'] });
    }
  });
export type AdminReturnPatch = z.input<typeof adminReturnPatch>;

/** POST …/refund (with an Idempotency-Key): no amount means the default. */
export const adminRefundRequest = z.strictObject({
  amount: moneySchema.refine((v) => v > 0, 'money.positive').optional(),
});

export const adminRefundResponse = z.object({
  refund: z.object({
    id: z.number().int(),
    amount: z.number(),
    method: refundMethodSchema,
    status: z.enum(REFUND_STATUSES),
  }),
});
export type AdminRefundResponse = z.infer<typeof adminRefundResponse>;
