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
import { PROVIDER_NAME_PATTERN } from '#domain/payments/provider-name';
import {
  BANK_REFUND,
  COMPLAINT_DEMANDS,
  REFUND_STATUSES,
  RETURN_KINDS,
  RETURN_STATUSES,
  type ComplaintDemand,
  type RefundMethod,
  type RefundStatus,
  type ReturnKind,
} from '#domain/returns/return-kinds';

export {
  BANK_REFUND,
  COMPLAINT_DEMANDS,
  REFUND_STATUSES,
  RETURN_KINDS,
  RETURN_STATUSES,
  type ComplaintDemand,
  type RefundMethod,
  type RefundStatus,
  type ReturnKind,
};
/** Every status a row may hold, `unconfirmed` (a withdrawal's step 1) too. */
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** One complaint photo as a `returns.photos` entry. */
export interface StoredComplaintPhoto {
  key: string;
  width: number;
  height: number;
}

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
    /**
     * Complaint photos, in the order sent: keys in the private complaint-photo store (never the
     * public media; docs/decisions/060-complaint-photos.md) with each JPEG's size.
     */
    photos: jsonb('photos').$type<StoredComplaintPhoto[]>().notNull().default([]),
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
    /** `bank`, or the name of the provider that made it (`stripe`, …): see `RefundMethod`. */
    method: text('method').$type<RefundMethod>().notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    /** The provider's id of the refund (Stripe's `re_…`), for its events to reconcile. */
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
    // A provider's refund ids are its own: two providers may hand out the same one.
    uniqueIndex('refunds_provider_refund_uq').on(t.method, t.providerRefundId),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_positive', sql`${t.amountMinor} > 0`),
    // Any provider's name (the registry holds them, not the database), `bank` among them.
    check('refunds_method', sql`${t.method} ~ ${sql.raw(`'${PROVIDER_NAME_PATTERN}'`)}`),
    check('refunds_status', sql`${t.status} in (${quoted(REFUND_STATUSES)})`),
  ],
);
