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
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, localeCheck } from './common';
import type { Locale } from './common';
import { products } from './products';
import { users } from './users';
import { REQUEST_STATUSES } from '#domain/requests/request-statuses';

export { REQUEST_STATUSES };
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** "Can you make this in another size/colour?" requests from the product page (guests too). */
export const requests = pgTable(
  'customization_requests',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    status: text('status').$type<RequestStatus>().notNull().default('new'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customization_requests_created_idx').on(t.createdAt.desc()),
    index('customization_requests_status_created_idx').on(t.status, t.createdAt.desc()),
    check(
      'customization_requests_status',
      sql`${t.status} in ('new', 'in_progress', 'answered', 'closed')`,
    ),
    index('customization_requests_product_idx').on(t.productId),
    check('customization_requests_locale', localeCheck(t.locale)),
  ],
);

/**
 * The thread of a request: the shopper's message is the request itself; every staff reply (which
 * is e-mailed to the requester) is a row here, kept and shown in the back office.
 */
export const requestMessages = pgTable(
  'request_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    /** A copy of the replying staff member's e-mail. */
    staffEmail: text('staff_email').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('request_messages_request_idx').on(t.requestId, t.createdAt)],
);
