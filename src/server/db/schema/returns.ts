import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, localeCheck } from './common';
import type { Locale } from './common';
import { orderLines, orders } from './orders';

/**
 * What follows a sale, one noun for both kinds (CONTRACT.md "After the sale"): a withdrawal
 * from the contract (14 days, no reason needed) or a complaint under the legal guarantee.
 */
export const RETURN_KINDS = ['withdrawal', 'complaint'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/**
 * A withdrawal: `unconfirmed` (step 1, no effect) -> `received` (confirmed: the law's moment)
 * -> `goods_received` -> `refunded`, or `closed`. A complaint: `received` -> `accepted` |
 * `rejected` -> `resolved`.
 */
export const RETURN_STATUSES = [
  'unconfirmed',
  'received',
  'goods_received',
  'refunded',
  'accepted',
  'rejected',
  'resolved',
  'closed',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** What a complaint asks for (Polish consumer law: repair, replacement, a lower price, or withdrawal). */
export const COMPLAINT_DEMANDS = ['repair', 'replace', 'price_reduction', 'withdraw'] as const;
export type ComplaintDemand = (typeof COMPLAINT_DEMANDS)[number];

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ReturnKind>().notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    status: text('status').$type<ReturnStatus>().notNull(),
    /** The language of its e-mails: the order's, or the page's it was sent from. */
    locale: text('locale').$type<Locale>().notNull(),
    /** Withdrawal: optional, never required. */
    reason: text('reason'),
    /** Complaint: what is wrong, and what the shopper asks for. */
    description: text('description'),
    demand: text('demand').$type<ComplaintDemand>(),
    /** Complaint photos: media ids of the existing pipeline. */
    photos: jsonb('photos').$type<number[]>().notNull().default([]),
    /** Where a refund goes when the order was paid on delivery or by transfer (an IBAN). */
    bankAccount: text('bank_account'),
    /** Staff's answer to a complaint, e-mailed to the shopper. */
    answer: text('answer'),
    createdAt: createdAt(),
    /** When it was confirmed (withdrawal) or sent (complaint): the moment the law counts from. */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** Withdrawal: the refund deadline (received + 14 days); complaint: the answer deadline. */
    dueBy: timestamp('due_by', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId),
    // The back office's list: newest first, filtered by kind and status.
    index('returns_received_idx').on(t.receivedAt.desc(), t.id.desc()),
    index('returns_open_due_idx')
      .on(t.dueBy)
      .where(sql`${t.status} in ('received', 'goods_received')`),
    check('returns_kind', sql`${t.kind} in (${quoted(RETURN_KINDS)})`),
    check('returns_status', sql`${t.status} in (${quoted(RETURN_STATUSES)})`),
    check(
      'returns_demand',
      sql`${t.demand} is null or ${t.demand} in (${quoted(COMPLAINT_DEMANDS)})`,
    ),
    check('returns_locale', localeCheck(t.locale)),
  ],
);

/** The units a return concerns, per order line; `restocked` counts those put back on the shelf. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    count: integer('count').notNull(),
    restocked: integer('restocked').notNull().default(0),
  },
  (t) => [
    uniqueIndex('return_lines_line_uq').on(t.returnId, t.orderLineId),
    index('return_lines_order_line_idx').on(t.orderLineId),
    check('return_lines_count_positive', sql`${t.count} > 0`),
    check(
      'return_lines_restocked_range',
      sql`${t.restocked} >= 0 and ${t.restocked} <= ${t.count}`,
    ),
  ],
);

/** `stripe`: refunded at the provider; `bank`: a transfer to the shopper's account, which staff confirm as sent. */
export const REFUND_METHODS = ['stripe', 'bank'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/** `pending`: asked (Stripe) or to be sent (bank); `succeeded`: done; `failed`: may be asked again. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Money given back, once per idempotency key: never above what was paid less earlier refunds
 * (checked under the order's row lock). Amounts in grosze.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    returnId: integer('return_id').references(() => returns.id, { onDelete: 'set null' }),
    amountMinor: integer('amount_minor').notNull(),
    method: text('method').$type<RefundMethod>().notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    /** Stripe's refund id (`re_…`), for its events to reconcile. */
    providerRefundId: text('provider_refund_id'),
    bankAccount: text('bank_account'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The staff member who asked for it. */
    staffEmail: text('staff_email'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_uq').on(t.idempotencyKey),
    uniqueIndex('refunds_provider_refund_uq').on(t.providerRefundId),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_positive', sql`${t.amountMinor} > 0`),
    check('refunds_method', sql`${t.method} in (${quoted(REFUND_METHODS)})`),
    check('refunds_status', sql`${t.status} in (${quoted(REFUND_STATUSES)})`),
  ],
);
