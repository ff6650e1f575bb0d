import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { LOCALES, type Locale } from '#domain/locale';
import type { ContentKind, Post, PostSummary, Section } from '#contracts/content';
import type { PageRange } from '#domain/pagination/page-value';
import { escapeLike } from '#server/db/rows';
import {
  contentPosts,
  contentPostTranslations,
  contentSections,
  contentSectionTranslations,
} from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { publishedPost } from '#server/services/shared/sql';
import type { PublishTimer } from './publish-timer';

export type { ContentKind, Post, PostSummary, Section };

/** Posts per page of blog and news listings. */
export const POSTS_PAGE_SIZE = 4;

const posts = contentPosts;
const postTexts = contentPostTranslations;
const sections = contentSections;
const sectionTexts = contentSectionTranslations;

/** What a post's summary (listings, neighbours) is made of. */
const summaryColumns = {
  id: posts.id,
  title: postTexts.title,
  slug: postTexts.slug,
  excerpt: postTexts.excerpt,
  coverUrl: posts.coverUrl,
  publishedAt: posts.publishedAt,
  sectionId: sections.id,
  sectionTitle: sectionTexts.title,
  sectionSlug: sectionTexts.slug,
};

interface SummaryRow {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  coverUrl: string | null;
  publishedAt: Date | null;
  sectionTitle: string;
  sectionSlug: string;
}

const sectionUrl = (kind: ContentKind, locale: Locale, slug: string) =>
  `/${locale}/${kind}/${slug}`;

function toSummary(kind: ContentKind, locale: Locale, r: SummaryRow): PostSummary {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    url: `${sectionUrl(kind, locale, r.sectionSlug)}/${r.slug}`,
    excerpt: r.excerpt,
    cover: r.coverUrl,
    // Only published posts are read (`publishedPost` below), so the date is set.
    publishedAt: r.publishedAt!.toISOString(),
    section: { title: r.sectionTitle, url: sectionUrl(kind, locale, r.sectionSlug) },
  };
}

/** Posts with their texts and section in `locale`, joined for a summary. */
function joinSummary<Q extends PgSelect>(query: Q, kind: ContentKind, locale: Locale) {
  return query
    .innerJoin(postTexts, and(eq(postTexts.postId, posts.id), eq(postTexts.locale, locale)))
    .innerJoin(sections, and(eq(sections.id, posts.sectionId), eq(sections.kind, kind)))
    .innerJoin(
      sectionTexts,
      and(eq(sectionTexts.sectionId, sections.id), eq(sectionTexts.locale, locale)),
    );
}

/** A post the public sees: published, and not scheduled for later. */
/**
 * Blog and news: the same shapes, told apart by `kind`. `timer`: the first read arms the timer
 * that drops cached pages when a scheduled post comes due (a page showing posts was read here).
 */
export function createContentService(db: Db, timer?: PublishTimer) {
  const started = () => timer?.ensureStarted();
  const sectionColumns = {
    id: sections.id,
    title: sectionTexts.title,
    slug: sectionTexts.slug,
    description: sectionTexts.description,
  };

  async function alternatesOf(
    table: 'section' | 'post',
    kind: ContentKind,
    id: number,
  ): Promise<Record<Locale, string>> {
    const result =
      table === 'section'
        ? await db
            .select({
              locale: sectionTexts.locale,
              sectionSlug: sectionTexts.slug,
              postSlug: sql<string | null>`null`,
            })
            .from(sectionTexts)
            .where(eq(sectionTexts.sectionId, id))
        : await db
            .select({
              locale: postTexts.locale,
              sectionSlug: sectionTexts.slug,
              postSlug: postTexts.slug,
            })
            .from(posts)
            .innerJoin(postTexts, eq(postTexts.postId, posts.id))
            .innerJoin(
              sectionTexts,
              and(
                eq(sectionTexts.sectionId, posts.sectionId),
                eq(sectionTexts.locale, postTexts.locale),
              ),
            )
            .where(eq(posts.id, id));
    const out = {} as Record<Locale, string>;
    for (const l of LOCALES) {
      const r = result.find((x) => x.locale === l);
      out[l] = r
        ? sectionUrl(kind, l, r.sectionSlug) + (r.postSlug ? `/${r.postSlug}` : '')
        : `/${l}/${kind}`;
    }
    return out;
  }

  return {
    async sections(kind: ContentKind, locale: Locale): Promise<Array<Omit<Section, 'alternates'>>> {
      started();
      const result = await db
        .select(sectionColumns)
        .from(sections)
        .innerJoin(
          sectionTexts,
          and(eq(sectionTexts.sectionId, sections.id), eq(sectionTexts.locale, locale)),
        )
        .where(eq(sections.kind, kind))
        .orderBy(sections.position, sections.id);
      return result.map((r) => ({
        ...r,
        description: r.description ?? '',
        url: sectionUrl(kind, locale, r.slug),
      }));
    },

    async sectionBySlug(kind: ContentKind, locale: Locale, slug: string): Promise<Section | null> {
      const [r] = await db
        .select(sectionColumns)
        .from(sections)
        .innerJoin(
          sectionTexts,
          and(
            eq(sectionTexts.sectionId, sections.id),
            eq(sectionTexts.locale, locale),
            eq(sectionTexts.slug, slug),
          ),
        )
        .where(eq(sections.kind, kind));
      if (!r) return null;
      return {
        ...r,
        description: r.description ?? '',
        url: sectionUrl(kind, locale, r.slug),
        alternates: await alternatesOf('section', kind, r.id),
      };
    },

    /** Newest first; one query with a window count for the page bar. */
    async listPosts(q: {
      kind: ContentKind;
      locale: Locale;
      sectionId?: number;
      search?: string;
      page: PageRange;
    }) {
      started();
      const like = q.search && `%${escapeLike(q.search)}%`;
      const where = and(
        publishedPost,
        q.sectionId === undefined ? undefined : eq(sections.id, q.sectionId),
        like
          ? or(
              ilike(postTexts.title, like),
              ilike(postTexts.excerpt, like),
              ilike(postTexts.body, like),
            )
          : undefined,
      );
      const offset = (q.page.first - 1) * POSTS_PAGE_SIZE;
      const limit = (q.page.last - q.page.first + 1) * POSTS_PAGE_SIZE;
      const result = await joinSummary(
        db
          .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
          .from(posts)
          .$dynamic(),
        q.kind,
        q.locale,
      )
        .where(where)
        .orderBy(desc(posts.publishedAt), desc(posts.id))
        .limit(limit)
        .offset(offset);
      let total = result[0]?.total ?? 0;
      if (result.length === 0 && offset > 0) {
        const [c] = await joinSummary(
          db.select({ n: count() }).from(posts).$dynamic(),
          q.kind,
          q.locale,
        ).where(where);
        total = c?.n ?? 0;
      }
      return {
        posts: result.map((r) => toSummary(q.kind, q.locale, r)),
        total,
        limit: POSTS_PAGE_SIZE,
        lastPage: Math.max(1, Math.ceil(total / POSTS_PAGE_SIZE)),
      };
    },

    async post(
      kind: ContentKind,
      locale: Locale,
      sectionSlug: string,
      postSlug: string,
    ): Promise<Post | null> {
      started();
      const [r] = await joinSummary(
        db
          .select({
            ...summaryColumns,
            body: postTexts.body,
            metaDescription: postTexts.metaDescription,
          })
          .from(posts)
          .$dynamic(),
        kind,
        locale,
      ).where(and(publishedPost, eq(sectionTexts.slug, sectionSlug), eq(postTexts.slug, postSlug)));
      if (!r) return null;
      // Neighbours within the section, by publication date (ties by id).
      const neighbour = async (dir: 'prev' | 'next') => {
        const at = r.publishedAt!.toISOString();
        const cmp =
          dir === 'prev'
            ? sql`(${posts.publishedAt}, ${posts.id}) < (${at}::timestamptz, ${r.id})`
            : sql`(${posts.publishedAt}, ${posts.id}) > (${at}::timestamptz, ${r.id})`;
        const order =
          dir === 'prev'
            ? [desc(posts.publishedAt), desc(posts.id)]
            : [asc(posts.publishedAt), asc(posts.id)];
        const [n] = await joinSummary(
          db.select(summaryColumns).from(posts).$dynamic(),
          kind,
          locale,
        )
          .where(and(publishedPost, eq(sections.id, r.sectionId), cmp))
          .orderBy(...order)
          .limit(1);
        return n ? { title: n.title, url: toSummary(kind, locale, n).url } : null;
      };
      return {
        ...toSummary(kind, locale, r),
        body: r.body,
        metaDescription: r.metaDescription,
        prev: await neighbour('prev'),
        next: await neighbour('next'),
        alternates: await alternatesOf('post', kind, r.id),
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
