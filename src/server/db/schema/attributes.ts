import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { localeCheck, slugCheck } from './common';
import type { Locale } from './common';
import { products } from './products';

/** Kinds of filterable attribute. Only `enum` (pick values from a list) exists today. */
export const ATTRIBUTE_KINDS = ['enum'] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

/** Filter keys the address already uses for something else. */
export const RESERVED_FILTER_KEYS = ['price', 'page', 'search', 'sort'] as const;

export const attributes = pgTable(
  'attributes',
  {
    id: serial('id').primaryKey(),
    /** The filter key in addresses (`/color=black-or-white`). */
    key: text('key').notNull().unique('attributes_key_uq'),
    kind: text('kind').$type<AttributeKind>().notNull().default('enum'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('attributes_key_slug', slugCheck(t.key)),
    check('attributes_key_not_reserved', sql`${t.key} not in ('price', 'page', 'search', 'sort')`),
    check('attributes_kind', sql`${t.kind} in ('enum')`),
  ],
);

export const attributeTranslations = pgTable(
  'attribute_translations',
  {
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<Locale>().notNull(),
    label: text('label').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attributeId, t.locale] }),
    check('attribute_translations_locale', localeCheck(t.locale)),
  ],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    /** Same in every locale so a filtered address can be switched between languages. */
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('attribute_values_attribute_slug_uq').on(t.attributeId, t.slug),
    check('attribute_values_slug', slugCheck(t.slug)),
    // Path-style filters join values with `-or-`; a slug containing it could not be parsed back.
    check('attribute_values_slug_no_or', sql`position('-or-' in ${t.slug}) = 0`),
  ],
);

export const attributeValueTranslations = pgTable(
  'attribute_value_translations',
  {
    valueId: integer('value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<Locale>().notNull(),
    label: text('label').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.valueId, t.locale] }),
    check('attribute_value_translations_locale', localeCheck(t.locale)),
  ],
);

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.valueId] }),
    // Facet counts and filters go from a value to its products.
    index('product_attribute_values_value_product_idx').on(t.valueId, t.productId),
  ],
);
