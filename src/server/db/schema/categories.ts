import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, localeCheck, slugCheck } from './common';
import type { Locale } from './common';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    // Deleting a parent with children is refused: re-parent or delete the children first.
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    position: integer('position').notNull().default(0),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('categories_parent_position_idx').on(t.parentId, t.position),
    check('categories_not_own_parent', sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
  ],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<Locale>().notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.locale] }),
    uniqueIndex('category_translations_locale_slug_uq').on(t.locale, t.slug),
    check('category_translations_locale', localeCheck(t.locale)),
    check('category_translations_slug', slugCheck(t.slug)),
  ],
);
