import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from './common';
import { SHOP_PAGE_SLUGS } from '#domain/content/shop-page-slugs';

export { SHOP_PAGE_SLUGS };
export type ShopPageSlug = (typeof SHOP_PAGE_SLUGS)[number];

/**
 * The pages the law wants a shop to have (terms, privacy, returns and withdrawal, delivery and
 * payment, the notice on the legal guarantee, the accessibility statement), in Markdown per
 * locale. `version` counts changes of the terms: an order records
 * the version its shopper accepted.
 */
export const shopPages = pgTable(
  'shop_pages',
  {
    slug: text('slug').$type<ShopPageSlug>().primaryKey(),
    titles: jsonb('titles').$type<Record<Locale, string>>().notNull(),
    bodies: jsonb('bodies').$type<Record<Locale, string>>().notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'shop_pages_slug',
      sql`${t.slug} in ('terms', 'privacy', 'returns', 'delivery-payment', 'legal-guarantee', 'accessibility')`,
    ),
    check('shop_pages_version_positive', sql`${t.version} >= 1`),
  ],
);
