import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './common';

/**
 * Who made a product, and who answers for it in the EU (GPSR art. 19; decision 053): one record
 * serves both roles, so an importer named as the responsible person of one product can be the
 * manufacturer of another. A product points here twice (`manufacturer_id`,
 * `responsible_person_id`); a record in use cannot be deleted.
 */
export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial('id').primaryKey(),
    /** Unique regardless of case: the CSV names a product's manufacturer by it. */
    name: text('name').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    /** ISO 3166-1 alpha-2, checked against the assigned codes by the contract. */
    country: text('country').notNull(),
    /** The GPSR's electronic address: required. */
    email: text('email').notNull(),
    url: text('url'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('manufacturers_name_uq').on(sql`lower(${t.name})`),
    check('manufacturers_country', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('manufacturers_name_not_blank', sql`length(btrim(${t.name})) > 0`),
  ],
);
