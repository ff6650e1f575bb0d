import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { ParcelSize } from '#domain/shipping/parcel-rules';
import { createdAt } from './common';
import { orders } from './orders';

/**
 * An order's parcel at a carrier (docs/decisions/057-parcels.md). The row is written before the
 * carrier is asked (one per order, by its unique key), so parallel clicks and retries never book
 * a second parcel; `provider_id` is filled once the carrier answered.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' })
      .unique('shipments_order_uq'),
    carrier: text('carrier').notNull(),
    service: text('service').notNull(),
    size: text('size').$type<ParcelSize>().notNull(),
    /** The carrier's shipment id; null while it is being booked (or the booking failed). */
    providerId: text('provider_id').unique('shipments_provider_uq'),
    trackingNumber: text('tracking_number'),
    /** The carrier's last status (`reserved` before the carrier knows the parcel). */
    status: text('status').notNull().default('reserved'),
    /** A booking in progress holds the row until then; a later click may retry after it. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The last failed booking's reason, for staff. */
    lastError: text('last_error'),
    /** Set when the parcel came back or could not be delivered: staff must act. */
    attentionAt: timestamp('attention_at', { withTimezone: true }),
    /** Set once the status is final (delivered, returned, cancelled): no more polling. */
    finalAt: timestamp('final_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shipments_size', sql`${t.size} in ('small', 'medium', 'large')`),
    index('shipments_open_idx')
      .on(t.id)
      .where(sql`${t.finalAt} is null and ${t.providerId} is not null`),
  ],
);

/** Each status a carrier reported for a shipment, once (a repeat of the same status is ignored). */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** `webhook` or `poll`. */
    via: text('via').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('shipment_events_status_uq').on(t.shipmentId, t.status)],
);
