import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { localeCheck, slugCheck } from './common';
import type { Locale } from './common';

/** Filter state of a preset: attribute key -> value slugs (`price` -> ["min-max"] allowed too). */
export type PresetFilters = Record<string, string[]>;

/** A named, indexable filter combination in a category ("Oak furniture"), shown in the menu. */
export const presets = pgTable(
  'presets',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    filters: jsonb('filters').$type<PresetFilters>().notNull().default({}),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('presets_category_idx').on(t.categoryId),
    check('presets_filters_object', sql`jsonb_typeof(${t.filters}) = 'object'`),
  ],
);

export const presetTranslations = pgTable(
  'preset_translations',
  {
    presetId: integer('preset_id')
      .notNull()
      .references(() => presets.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<Locale>().notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.presetId, t.locale] }),
    uniqueIndex('preset_translations_locale_slug_uq').on(t.locale, t.slug),
    check('preset_translations_locale', localeCheck(t.locale)),
    check('preset_translations_slug', slugCheck(t.slug)),
  ],
);
