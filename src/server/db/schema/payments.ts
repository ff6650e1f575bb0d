import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { orders } from './orders';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '#domain/payments/payment-state';

export { PAYMENT_METHODS, PAYMENT_STATUSES };
export type PaymentMethodColumn = (typeof PAYMENT_METHODS)[number];
export type PaymentStatusColumn = (typeof PAYMENT_STATUSES)[number];

/**
 * An order's payment: its own state, apart from the order's status. One per order; the
 * provider's ids let a webhook find it and a refund name it.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' })
      .unique('payments_order_uq'),
    method: text('method').$type<PaymentMethodColumn>().notNull(),
    status: text('status').$type<PaymentStatusColumn>().notNull(),
    /** `cod`, `transfer`, `stripe`, …: which provider file handles it. */
    provider: text('provider').notNull(),
    /** Stripe: the Checkout Session id. */
    providerSessionId: text('provider_session_id'),
    /** Stripe: the PaymentIntent id, needed for a refund. */
    providerPaymentId: text('provider_payment_id'),
    redirectUrl: text('redirect_url'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull().default('PLN'),
    /** An online payment still pending at this time is given up and its order cancelled. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_status_idx').on(t.status),
    // The timeout job walks only pending payments that can expire.
    index('payments_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending' and ${t.expiresAt} is not null`),
    uniqueIndex('payments_provider_session_uq').on(t.provider, t.providerSessionId),
    check('payments_method', sql`${t.method} in ('online', 'transfer', 'cod')`),
    check(
      'payments_status',
      sql`${t.status} in ('pending', 'paid', 'on_delivery', 'failed', 'partially_refunded', 'refunded')`,
    ),
    check('payments_amount_nonnegative', sql`${t.amountMinor} >= 0`),
  ],
);

/**
 * Every provider event once: a webhook delivered twice finds its id here and changes nothing.
 * Kept as the payment's history in the back office.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** What the event did: `paid`, `failed`, `ignored: amount`, … */
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.eventId),
    index('payment_events_payment_idx').on(t.paymentId, t.createdAt),
  ],
);
