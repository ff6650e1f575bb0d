import { sql } from 'drizzle-orm';
import { buildFilterPath } from '../../../domain/filters/filter-address';
import { LOCALES, type Locale } from '../../../domain/locale';
import { rows } from '../../db/rows.js';
import type { Db } from '../../db/types.js';

/** Products per sitemap file: 3 locales each, well under the 50,000-URL limit of the protocol. */
export const PRODUCTS_PER_SITEMAP = 10_000;

/** One page in every locale; the sitemap lists each address with its hreflang alternates. */
export type Alternates = Partial<Record<Locale, string>>;

type SlugRow = { id: number; locale: Locale; slug: string };

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
      const [r] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from products where published`,
      );
      return Math.max(1, Math.ceil(Number(r?.n ?? 0) / PRODUCTS_PER_SITEMAP));
    },

    /** Home, categories, presets, blog and news lists, sections and posts. */
    async pages(): Promise<Alternates[]> {
      const home = [Object.fromEntries(LOCALES.map((l) => [l, `/${l}`])) as Alternates];
      const lists = (['sales', 'blog', 'news'] as const).map(
        (p) => Object.fromEntries(LOCALES.map((l) => [l, `/${l}/${p}`])) as Alternates,
      );
      const categories = await rows<SlugRow>(
        db,
        sql`select category_id as id, locale, slug from category_translations order by category_id`,
      );
      const presets = await rows<SlugRow & { filters: Record<string, string[]> }>(
        db,
        sql`select p.id, ct.locale, ct.slug, p.filters from presets p join category_translations ct on ct.category_id = p.category_id order by p.id`,
      );
      const sections = await rows<SlugRow & { kind: string }>(
        db,
        sql`select s.id, st.locale, st.slug, s.kind from content_sections s join content_section_translations st on st.section_id = s.id order by s.id`,
      );
      const posts = await rows<SlugRow & { kind: string; section_slug: string }>(
        db,
        sql`select p.id, t.locale, t.slug, s.kind, st.slug as section_slug
            from content_posts p
            join content_post_translations t on t.post_id = p.id
            join content_sections s on s.id = p.section_id
            join content_section_translations st on st.section_id = s.id and st.locale = t.locale
            where p.published_at is not null and p.published_at <= now() order by p.id`,
      );
      return [
        ...home,
        ...lists,
        ...group(categories, (r) => `/${r.locale}/catalog/${r.slug}`),
        ...group(presets, (r) => buildFilterPath(`/${r.locale}/catalog/${r.slug}`, r.filters)),
        ...group(sections, (r) => `/${r.locale}/${r.kind}/${r.slug}`),
        ...group(posts, (r) => `/${r.locale}/${r.kind}/${r.section_slug}/${r.slug}`),
      ];
    },

    /** The n-th (0-based) chunk of published products, by id (keyset-friendly, indexed). */
    async products(chunk: number): Promise<Alternates[]> {
      const list = await rows<SlugRow>(
        db,
        sql`with chunk as (select id from products where published order by id limit ${PRODUCTS_PER_SITEMAP} offset ${chunk * PRODUCTS_PER_SITEMAP})
            select t.product_id as id, t.locale, t.slug from chunk join product_translations t on t.product_id = chunk.id order by t.product_id`,
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
