import { sql, type SQL } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../../domain/locale';
import type { ContentKind, Post, PostSummary, Section } from '../../../contracts/content';
import type { PageRange } from '../../../domain/pagination/page-value';
import { escapeLike, rows } from '../../db/rows.js';
import type { Db } from '../../db/types.js';

export type { ContentKind, Post, PostSummary, Section };

/** Posts per page of blog and news listings. */
export const POSTS_PAGE_SIZE = 4;

interface SummaryRow {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  cover_url: string | null;
  published_at: Date | string;
  section_title: string;
  section_slug: string;
}

const sectionUrl = (kind: ContentKind, locale: Locale, slug: string) =>
  `/${locale}/${kind}/${slug}`;

function toSummary(kind: ContentKind, locale: Locale, r: SummaryRow): PostSummary {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    url: `${sectionUrl(kind, locale, r.section_slug)}/${r.slug}`,
    excerpt: r.excerpt,
    cover: r.cover_url,
    publishedAt: new Date(r.published_at).toISOString(),
    section: { title: r.section_title, url: sectionUrl(kind, locale, r.section_slug) },
  };
}

const summaryFrom = (kind: ContentKind, locale: Locale) => sql`
  from content_posts p
  join content_post_translations t on t.post_id = p.id and t.locale = ${locale}
  join content_sections s on s.id = p.section_id and s.kind = ${kind}
  join content_section_translations st on st.section_id = s.id and st.locale = ${locale}
  where p.published_at is not null and p.published_at <= now()`;

const summaryColumns = sql`p.id, t.title, t.slug, t.excerpt, p.cover_url, p.published_at,
  st.title as section_title, st.slug as section_slug`;

/** Blog and news: the same shapes, told apart by `kind`. */
export function createContentService(db: Db) {
  async function alternatesOf(
    table: 'section' | 'post',
    kind: ContentKind,
    id: number,
  ): Promise<Record<Locale, string>> {
    const query =
      table === 'section'
        ? sql`select st.locale, st.slug as section_slug, null as post_slug from content_section_translations st where st.section_id = ${id}`
        : sql`select t.locale, st.slug as section_slug, t.slug as post_slug
              from content_posts p join content_post_translations t on t.post_id = p.id
              join content_section_translations st on st.section_id = p.section_id and st.locale = t.locale
              where p.id = ${id}`;
    const result = await rows<{ locale: Locale; section_slug: string; post_slug: string | null }>(
      db,
      query,
    );
    const out = {} as Record<Locale, string>;
    for (const l of LOCALES) {
      const r = result.find((x) => x.locale === l);
      out[l] = r
        ? sectionUrl(kind, l, r.section_slug) + (r.post_slug ? `/${r.post_slug}` : '')
        : `/${l}/${kind}`;
    }
    return out;
  }

  return {
    async sections(kind: ContentKind, locale: Locale): Promise<Array<Omit<Section, 'alternates'>>> {
      const result = await rows<{
        id: number;
        title: string;
        slug: string;
        description: string | null;
      }>(
        db,
        sql`select s.id, st.title, st.slug, st.description from content_sections s
            join content_section_translations st on st.section_id = s.id and st.locale = ${locale}
            where s.kind = ${kind} order by s.position, s.id`,
      );
      return result.map((r) => ({
        ...r,
        description: r.description ?? '',
        url: sectionUrl(kind, locale, r.slug),
      }));
    },

    async sectionBySlug(kind: ContentKind, locale: Locale, slug: string): Promise<Section | null> {
      const [r] = await rows<{
        id: number;
        title: string;
        slug: string;
        description: string | null;
      }>(
        db,
        sql`select s.id, st.title, st.slug, st.description from content_sections s
            join content_section_translations st on st.section_id = s.id and st.locale = ${locale} and st.slug = ${slug}
            where s.kind = ${kind}`,
      );
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
      const extra: SQL[] = [];
      if (q.sectionId !== undefined) extra.push(sql`and s.id = ${q.sectionId}`);
      if (q.search) {
        const like = `%${escapeLike(q.search)}%`;
        extra.push(
          sql`and (t.title ilike ${like} or t.excerpt ilike ${like} or t.body ilike ${like})`,
        );
      }
      const offset = (q.page.first - 1) * POSTS_PAGE_SIZE;
      const limit = (q.page.last - q.page.first + 1) * POSTS_PAGE_SIZE;
      const result = await rows<SummaryRow & { total: number }>(
        db,
        sql`select ${summaryColumns}, count(*) over () as total ${summaryFrom(q.kind, q.locale)} ${sql.join(extra, sql` `)}
            order by p.published_at desc, p.id desc limit ${limit} offset ${offset}`,
      );
      let total = Number(result[0]?.total ?? 0);
      if (result.length === 0 && offset > 0) {
        const [c] = await rows<{ n: number }>(
          db,
          sql`select count(*)::int as n ${summaryFrom(q.kind, q.locale)} ${sql.join(extra, sql` `)}`,
        );
        total = Number(c?.n ?? 0);
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
      const [r] = await rows<SummaryRow & { body: string; section_id: number }>(
        db,
        sql`select ${summaryColumns}, t.body, s.id as section_id ${summaryFrom(kind, locale)}
            and st.slug = ${sectionSlug} and t.slug = ${postSlug}`,
      );
      if (!r) return null;
      // Neighbours within the section, by publication date (ties by id).
      const neighbour = async (dir: 'prev' | 'next') => {
        const at = sql`${new Date(r.published_at).toISOString()}::timestamptz`;
        const cmp =
          dir === 'prev'
            ? sql`(p.published_at, p.id) < (${at}, ${r.id})`
            : sql`(p.published_at, p.id) > (${at}, ${r.id})`;
        const order =
          dir === 'prev' ? sql`p.published_at desc, p.id desc` : sql`p.published_at asc, p.id asc`;
        const [n] = await rows<SummaryRow>(
          db,
          sql`select ${summaryColumns} ${summaryFrom(kind, locale)} and s.id = ${r.section_id} and ${cmp} order by ${order} limit 1`,
        );
        return n ? { title: n.title, url: toSummary(kind, locale, n).url } : null;
      };
      return {
        ...toSummary(kind, locale, r),
        body: r.body,
        prev: await neighbour('prev'),
        next: await neighbour('next'),
        alternates: await alternatesOf('post', kind, r.id),
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
