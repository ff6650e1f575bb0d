import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, localeCheck, slugCheck } from './common';
import type { Locale } from './common';
import { CONTENT_KINDS } from '#domain/content/content-kinds';

/** Blog and news share one model; `kind` decides under which address a section lives. */
export { CONTENT_KINDS };
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const contentSections = pgTable(
  'content_sections',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ContentKind>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('content_sections_kind_position_idx').on(t.kind, t.position),
    check('content_sections_kind', sql`${t.kind} in ('blog', 'news')`),
  ],
);

/**
 * Section slugs are unique per locale across blog AND news (not per kind): simpler lookups, and
 * the same slug under /blog and /news would only confuse shoppers.
 */
export const contentSectionTranslations = pgTable(
  'content_section_translations',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => contentSections.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<Locale>().notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
  },
  (t) => [
    primaryKey({ columns: [t.sectionId, t.locale] }),
    uniqueIndex('content_section_translations_locale_slug_uq').on(t.locale, t.slug),
    check('content_section_translations_locale', localeCheck(t.locale)),
    check('content_section_translations_slug', slugCheck(t.slug)),
  ],
);

export const contentPosts = pgTable(
  'content_posts',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => contentSections.id, { onDelete: 'cascade' }),
    /** null = draft; a future date = scheduled (listings show `published_at <= now()`). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    coverUrl: text('cover_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('content_posts_section_published_idx').on(t.sectionId, t.publishedAt.desc()),
    index('content_posts_published_idx').on(t.publishedAt.desc()),
  ],
);

export const contentPostTranslations = pgTable(
  'content_post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => contentPosts.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<Locale>().notNull(),
    title: text('title').notNull(),
    /** Unique per locale across all sections, so an old link still resolves after a move. */
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Markdown; rendered and sanitised on the way out, never trusted as HTML. */
    body: text('body').notNull().default(''),
    /** `<meta name="description">`; the excerpt stands in when empty. */
    metaDescription: text('meta_description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.locale] }),
    uniqueIndex('content_post_translations_locale_slug_uq').on(t.locale, t.slug),
    check('content_post_translations_locale', localeCheck(t.locale)),
    check('content_post_translations_slug', slugCheck(t.slug)),
  ],
);
