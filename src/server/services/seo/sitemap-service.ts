import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildFilterPath } from '#domain/filters/filter-address';
import { LOCALES, type Locale } from '#domain/locale';
import { rows } from '#server/db/rows';
import {
  categoryTranslations,
  contentPosts,
  contentPostTranslations,
  contentSections,
  contentSectionTranslations,
  presets,
  products,
} from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { publishedPost } from '#server/services/shared/sql';

/** Products per sitemap file: 3 locales each, well under the 50,000-URL limit of the protocol. */
export const PRODUCTS_PER_SITEMAP = 10_000;

/** One page in every locale; the sitemap lists each address with its hreflang alternates. */
export type Alternates = Partial<Record<Locale, string>>;

const slugRow = z.object({ id: z.number(), locale: z.enum(LOCALES), slug: z.string() });

function group<T extends { id: number; locale: Locale }>(
  list: T[],
  url: (r: T) => string,
): Alternates[] {
  const byId = new Map<number, Alternates>();
  for (const r of list) {
    const entry = byId.get(r.id) ?? {};
    entry[r.locale] = url(r);
    byId.set(r.id, entry);
  }
  return [...byId.values()];
}

export function createSitemapService(db: Db) {
  return {
    async productSitemapCount(): Promise<number> {
      const n = await db.$count(products, eq(products.published, true));
      return Math.max(1, Math.ceil(n / PRODUCTS_PER_SITEMAP));
    },

    /** Home, categories, presets, blog and news lists, sections and posts. */
    async pages(): Promise<Alternates[]> {
      const home = [Object.fromEntries(LOCALES.map((l) => [l, `/${l}`])) as Alternates];
      const lists = (['sales', 'blog', 'news'] as const).map(
        (p) => Object.fromEntries(LOCALES.map((l) => [l, `/${l}/${p}`])) as Alternates,
      );
      const ct = categoryTranslations;
      const categories = await db
        .select({ id: ct.categoryId, locale: ct.locale, slug: ct.slug })
        .from(ct)
        .orderBy(ct.categoryId);
      const presetPages = await db
        .select({ id: presets.id, locale: ct.locale, slug: ct.slug, filters: presets.filters })
        .from(presets)
        .innerJoin(ct, eq(ct.categoryId, presets.categoryId))
        .orderBy(presets.id);
      const st = contentSectionTranslations;
      const sections = await db
        .select({
          id: contentSections.id,
          locale: st.locale,
          slug: st.slug,
          kind: contentSections.kind,
        })
        .from(contentSections)
        .innerJoin(st, eq(st.sectionId, contentSections.id))
        .orderBy(contentSections.id);
      const t = contentPostTranslations;
      const posts = await db
        .select({
          id: contentPosts.id,
          locale: t.locale,
          slug: t.slug,
          kind: contentSections.kind,
          sectionSlug: st.slug,
        })
        .from(contentPosts)
        .innerJoin(t, eq(t.postId, contentPosts.id))
        .innerJoin(contentSections, eq(contentSections.id, contentPosts.sectionId))
        .innerJoin(st, and(eq(st.sectionId, contentSections.id), eq(st.locale, t.locale)))
        .where(publishedPost)
        .orderBy(contentPosts.id);
      return [
        ...home,
        ...lists,
        ...group(categories, (r) => `/${r.locale}/catalog/${r.slug}`),
        ...group(presetPages, (r) => buildFilterPath(`/${r.locale}/catalog/${r.slug}`, r.filters)),
        ...group(sections, (r) => `/${r.locale}/${r.kind}/${r.slug}`),
        ...group(posts, (r) => `/${r.locale}/${r.kind}/${r.sectionSlug}/${r.slug}`),
      ];
    },

    /** The n-th (0-based) chunk of published products, by id (keyset-friendly, indexed). */
    async products(chunk: number): Promise<Alternates[]> {
      // The chunk's ids first (an index range), then their texts (raw: a CTE; decision 021).
      const list = await rows(
        db,
        sql`with chunk as (select id from products where published order by id limit ${PRODUCTS_PER_SITEMAP} offset ${chunk * PRODUCTS_PER_SITEMAP})
            select t.product_id as id, t.locale, t.slug from chunk join product_translations t on t.product_id = chunk.id order by t.product_id`,
        slugRow,
      );
      return group(list, (r) => `/${r.locale}/product/${r.slug}`);
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function sitemapXml(origin: string, pages: Alternates[]): string {
  const urls = pages.flatMap((alternates) => {
    const links = Object.entries(alternates)
      .map(
        ([l, href]) =>
          `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + href)}"/>`,
      )
      .join('');
    return Object.values(alternates).map(
      (href) => `<url><loc>${escapeXml(origin + href)}</loc>${links}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>`;
}

export function sitemapIndexXml(origin: string, files: string[]): string {
  const items = files.map((f) => `<sitemap><loc>${escapeXml(origin + f)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>`;
}
