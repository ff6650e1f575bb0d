import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  boolean,
  jsonb,
  pgSequence,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, localeCheck } from './common';
import type { Locale } from './common';
import { products } from './products';
import { users } from './users';
import { ORDER_STATUSES } from '#domain/orders/order-statuses';

/** `cart`: ordered from the cart page; `quick`: one product from the quick-order dialog. */
export const ORDER_KINDS = ['cart', 'quick'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** A courier's address as the checkout takes it. */
export interface OrderAddress {
  street: string;
  postal_code: string;
  city: string;
  country: string;
}

/** An invoice request: stored with the order and exported; issuing invoices is out of scope. */
export interface OrderInvoice {
  company: string;
  nip: string;
  street: string;
  postal_code: string;
  city: string;
}

/** `new -> confirmed -> shipped -> delivered`; `cancelled` from `new` or `confirmed` (docs/rules.md). */
export { ORDER_STATUSES };
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where order numbers come from: short and increasing, 10001 first (docs/rules.md#order-numbers). */
export const orderNumbers = pgSequence('orders_number_seq', { startWith: 10001 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /**
     * The number a person reads and types (status page, e-mails, transfer title, withdrawal and
     * complaint forms, the back office). Not a secret: an order is only shown to whoever also
     * gives its e-mail, its status link's token or its account.
     */
    number: integer('number')
      .notNull()
      .default(sql`nextval('orders_number_seq')`)
      .unique('orders_number_uq'),
    /** Shown to shoppers and in e-mails instead of the sequential id (which leaks order volume). */
    publicId: uuid('public_id').notNull().defaultRandom().unique('orders_public_id_uq'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<OrderKind>().notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    address: text('address'),
    comment: text('comment'),
    /** Computed by the server from order_lines at order time; never taken from the client. */
    totalMinor: integer('total_minor').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('new'),
    /** Set when the order is shipped (both optional). */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** When the order reached the shopper (set by the move to `delivered`): the 14 days of withdrawal count from it. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Bumped by every status change: the back office's optimistic check compares it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // --- Checkout (docs/decisions/031-checkout.md); null on orders placed before it. ---
    surname: text('surname'),
    deliveryMethod: text('delivery_method'),
    deliveryKind: text('delivery_kind'),
    deliveryAddress: jsonb('delivery_address').$type<OrderAddress>(),
    deliveryPoint: text('delivery_point'),
    // The point's name and address as offered at placement: the point list changes (InPost's
    // copy drops what is gone) but the order keeps where it goes.
    deliveryPointAddress: text('delivery_point_address'),
    deliveryMinor: integer('delivery_minor').notNull().default(0),
    discountMinor: integer('discount_minor').notNull().default(0),
    promoCode: text('promo_code'),
    invoice: jsonb('invoice').$type<OrderInvoice>(),
    /** The version of the terms the shopper accepted. */
    termsVersion: integer('terms_version'),
    /** SHA-256 of the token in the guest's status link; the token itself is only in the link. */
    statusTokenHash: text('status_token_hash'),
    /** The client's Idempotency-Key: a second placement with it answers the first one's body. */
    idempotencyKey: text('idempotency_key'),
    /** What was asked with the key: the same key with another request is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    /** The first answer to the placement, repeated verbatim for the same key. */
    checkoutResponse: jsonb('checkout_response'),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key_uq').on(t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
    check('orders_kind', sql`${t.kind} in ('cart', 'quick')`),
    check(
      'orders_status',
      sql`${t.status} in ('new', 'confirmed', 'ready_to_ship', 'shipped', 'delivered', 'cancelled')`,
    ),
    check('orders_total_nonnegative', sql`${t.totalMinor} >= 0`),
    check('orders_locale', localeCheck(t.locale)),
  ],
);

/**
 * A snapshot of what was bought: title and unit price are copied so later edits of the product
 * do not rewrite history. Products with orders cannot be deleted (restrict): retire them by
 * unpublishing.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    count: integer('count').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    /** The line's VAT as sold (computeTotals): rate, and its paid amount split into net + VAT. */
    vatRate: integer('vat_rate').notNull().default(23),
    discountMinor: integer('discount_minor').notNull().default(0),
    netMinor: integer('net_minor').notNull().default(0),
    vatMinor: integer('vat_minor').notNull().default(0),
    /** Made to the customer's specification: no right of withdrawal. */
    withdrawalExempt: boolean('withdrawal_exempt').notNull().default(false),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_count_range', sql`${t.count} between 1 and 99`),
    check('order_lines_unit_price_nonnegative', sql`${t.unitPriceMinor} >= 0`),
    check('order_lines_vat_rate', sql`${t.vatRate} in (23, 8, 5, 0)`),
  ],
);

/**
 * Every status change of an order: who made it (a staff member, or nobody for the order itself
 * being placed), when, from which status to which. Shown in the back office and, without the
 * staff e-mail, in the shopper's account.
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    /** A copy, so the history still names a person after their account is gone; null = shopper. */
    staffEmail: text('staff_email'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);
