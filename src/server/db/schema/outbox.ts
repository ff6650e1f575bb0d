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
} from 'drizzle-orm/pg-core';
import { createdAt } from './common';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A file sent with an e-mail (an invoice's PDF): its bytes in base64, as the row keeps them. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/**
 * Messages written in the same transaction as the change that causes them, each with its
 * `messaging.deliver` job (services/messaging/deliver.ts), which sends it over SMTP or SMS, or
 * just keeps it here when no transport is configured (development).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_recipient_idx').on(t.recipient, t.createdAt.desc()),
    check('outbox_channel', sql`${t.channel} in ('email', 'sms')`),
    check('outbox_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('outbox_attempts_nonnegative', sql`${t.attempts} >= 0`),
  ],
);
