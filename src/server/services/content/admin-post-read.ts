import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  ilike,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  ADMIN_POSTS_PAGE_SIZE,
  type AdminPost,
  type AdminPostRow,
  type PostListQuery,
  type PostListResponse,
  type PostStatus,
} from '#contracts/admin/content';
import { LOCALES, type Locale } from '#domain/locale';
import { escapeLike } from '#server/db/rows';
import {
  contentPosts,
  contentPostTranslations,
  contentSections,
  contentSectionTranslations,
} from '#server/db/schema/index';
import type { Executor } from '#server/db/types';
import { publishedPost } from '#server/services/shared/sql';

const posts = contentPosts;
const texts = contentPostTranslations;

/** Draft (no date), scheduled (a date to come) or published, by the database's clock. */
export const postStatusSql = sql<PostStatus>`case when ${posts.publishedAt} is null then 'draft'
  when ${posts.publishedAt} > now() then 'scheduled' else 'published' end`;

const STATUS_WHERE: Record<PostStatus, SQL> = {
  draft: isNull(posts.publishedAt),
  scheduled: gt(posts.publishedAt, sql`now()`),
  published: publishedPost,
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const baseColumns = {
  id: posts.id,
  section_id: posts.sectionId,
  kind: contentSections.kind,
  status: postStatusSql,
  published_at: posts.publishedAt,
  cover_url: posts.coverUrl,
  created_at: posts.createdAt,
};

/** One post with every locale's texts, or null. */
export async function loadAdminPost(db: Executor, id: number): Promise<AdminPost | null> {
  const [row] = await db
    .select(baseColumns)
    .from(posts)
    .innerJoin(contentSections, eq(contentSections.id, posts.sectionId))
    .where(eq(posts.id, id));
  if (!row) return null;
  const rows = await db.select().from(texts).where(eq(texts.postId, id));
  const translations = {} as AdminPost['translations'];
  for (const l of LOCALES) {
    const t = rows.find((x) => x.locale === l);
    translations[l] = {
      title: t?.title ?? '',
      slug: t?.slug ?? '',
      excerpt: t?.excerpt ?? '',
      body: t?.body ?? '',
      meta_description: t?.metaDescription ?? '',
    };
  }
  return {
    ...row,
    published_at: iso(row.published_at),
    created_at: iso(row.created_at)!,
    translations,
  };
}

/**
 * The posts list: newest first (drafts, which have no date, on top), filtered by kind, section,
 * status and a search in any locale's title or slug; section titles in the staff's locale.
 */
export async function listAdminPosts(
  db: Executor,
  q: PostListQuery,
  locale: Locale,
): Promise<PostListResponse> {
  const like = q.search ? `%${escapeLike(q.search)}%` : null;
  const where = and(
    q.kind ? eq(contentSections.kind, q.kind) : undefined,
    q.section_id ? eq(posts.sectionId, q.section_id) : undefined,
    q.status ? STATUS_WHERE[q.status] : undefined,
    like
      ? exists(
          db
            .select({ one: sql`1` })
            .from(texts)
            .where(
              and(
                eq(texts.postId, posts.id),
                or(ilike(texts.title, like), ilike(texts.slug, like)),
              ),
            ),
        )
      : undefined,
  );
  const page = q.page ?? 1;
  const from = () =>
    db
      .select({
        ...baseColumns,
        section_title: sql<string>`coalesce(${contentSectionTranslations.title}, '')`,
      })
      .from(posts)
      .innerJoin(contentSections, eq(contentSections.id, posts.sectionId))
      .leftJoin(
        contentSectionTranslations,
        and(
          eq(contentSectionTranslations.sectionId, posts.sectionId),
          eq(contentSectionTranslations.locale, locale),
        ),
      );
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(sql`${posts.publishedAt} desc nulls first`, desc(posts.id))
      .limit(ADMIN_POSTS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_POSTS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(posts)
      .innerJoin(contentSections, eq(contentSections.id, posts.sectionId))
      .where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const titles =
    ids.length === 0
      ? []
      : await db
          .select({
            postId: texts.postId,
            locale: texts.locale,
            title: texts.title,
            slug: texts.slug,
          })
          .from(texts)
          .where(sql`${texts.postId} = any(${`{${ids.join(',')}}`}::int[])`)
          .orderBy(asc(texts.postId));
  const items: AdminPostRow[] = rows.map((r) => {
    const translations = {} as AdminPostRow['translations'];
    for (const l of LOCALES) {
      const t = titles.find((x) => x.postId === r.id && x.locale === l);
      translations[l] = { title: t?.title ?? '', slug: t?.slug ?? '' };
    }
    return {
      ...r,
      published_at: iso(r.published_at),
      created_at: iso(r.created_at)!,
      translations,
    };
  });
  return { items, total: total?.n ?? 0, page_size: ADMIN_POSTS_PAGE_SIZE };
}
