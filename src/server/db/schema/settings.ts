import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's settings that staff change in the back office (low-stock threshold, auto-publish of
 * verified reviews, …): one row per key, the value as JSON, read through a typed service that
 * knows each key's schema and default.
 */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
