import { sql } from 'drizzle-orm';
import type { Menu, Product } from '../../../contracts/catalog';
import type { Locale } from '../../../domain/locale';
import { normalizeFilters, type Filters } from '../../../domain/filters/filter-set';
import { rows } from '../../db/rows.js';
import type { Db } from '../../db/types.js';
import { alternatesOf, ancestors, categoryUrl, descendantIds, loadCategoryTree, menuOf, type CategoryTree } from './category-tree.js';
import { loadFacets, type Facets } from './facets.js';
import { loadProductDetail, loadRelated, type ProductDetail } from './product-detail.js';
import { PAGE_SIZE, lastPageOf, type ListingRequest, type ListingResult } from './listing.js';
import { filterConditions, orderBy, productColumns, productJoins, scopeConditions, toProduct, where, type ProductRow } from './product-query.js';

export interface CategoryPage {
  id: number;
  title: string;
  slug: string;
  url: string;
  description: string;
  image: string | null;
  breadcrumbs: Array<{ title: string; url: string }>;
  children: Array<{ id: number; title: string; url: string }>;
  alternates: Record<Locale, string>;
}

/** How long the category tree is trusted before re-reading (other processes may change it). */
const TREE_TTL_MS = 30_000;

export function createCatalogService(db: Db) {
  let tree: { value: Promise<CategoryTree>; at: number } | undefined;
  const getTree = () => {
    if (!tree || Date.now() - tree.at > TREE_TTL_MS) {
      const value = loadCategoryTree(db);
      tree = { value, at: Date.now() };
      value.catch(() => (tree = undefined)); // a failed read must not be cached
    }
    return tree.value;
  };

  return {
    /** Drops cached catalogue data after the catalogue changed. */
    invalidate() {
      tree = undefined;
    },

    /** True when a filter set on a category is one of the shop's presets (indexable pages). */
    async isPreset(categoryId: number, filters: Filters): Promise<boolean> {
      const key = JSON.stringify(normalizeFilters(filters));
      return (await getTree()).presets.some((p) => p.categoryId === categoryId && JSON.stringify(normalizeFilters(p.filters)) === key);
    },

    async categoryExists(id: number): Promise<boolean> {
      return (await getTree()).byId.has(id);
    },

    async menu(locale: Locale): Promise<Menu> {
      return menuOf(await getTree(), locale);
    },

    /** Top categories with their images, for the home page tiles. */
    async topCategories(locale: Locale): Promise<Array<{ id: number; title: string; url: string; image: string | null }>> {
      return (await getTree()).roots.map((n) => ({ id: n.id, title: n.text[locale].title, url: categoryUrl(n, locale), image: n.imageUrl }));
    },

    async categoryBySlug(locale: Locale, slug: string): Promise<CategoryPage | null> {
      const t = await getTree();
      const node = t.bySlug.get(`${locale}:${slug}`);
      if (!node) return null;
      const text = node.text[locale];
      return {
        id: node.id,
        title: text.title,
        slug: text.slug,
        url: categoryUrl(node, locale),
        description: text.description,
        image: node.imageUrl,
        breadcrumbs: [
          { title: '', url: `/${locale}` },
          ...ancestors(t, node).map((n) => ({ title: n.text[locale].title, url: categoryUrl(n, locale) })),
        ],
        children: node.children.map((c) => ({ id: c.id, title: c.text[locale].title, url: categoryUrl(c, locale) })),
        alternates: alternatesOf(node),
      };
    },

    /** One query: the page of products and the total (window count) for the page bar. */
    async listProducts(req: ListingRequest): Promise<ListingResult> {
      const t = await getTree();
      const category = req.categoryId === undefined ? undefined : t.byId.get(req.categoryId);
      const categoryIds = category ? descendantIds(category) : req.categoryId === undefined ? undefined : [];
      if (categoryIds?.length === 0) return { products: [], total: 0, limit: PAGE_SIZE, lastPage: 1 };
      const conditions = [
        ...scopeConditions({ categoryIds, saleOnly: req.saleOnly, search: req.search, locale: req.locale }),
        ...filterConditions(req.filters),
      ];
      const offset = (req.page.first - 1) * PAGE_SIZE;
      const limit = (req.page.last - req.page.first + 1) * PAGE_SIZE;
      const result = await rows<ProductRow & { total: number }>(
        db,
        sql`select ${productColumns}, count(*) over () as total
            ${productJoins(req.locale)}
            ${where(conditions)}
            order by ${orderBy(req.sort, req.locale, req.search)}
            limit ${limit} offset ${offset}`,
      );
      let total = Number(result[0]?.total ?? 0);
      if (result.length === 0 && offset > 0) {
        // Past the end the window count is empty: count separately so the caller can 404.
        const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n ${productJoins(req.locale)} ${where(conditions)}`);
        total = Number(row?.n ?? 0);
      }
      return {
        products: result.map((r) => toProduct(r, req.locale)),
        total,
        limit: PAGE_SIZE,
        lastPage: lastPageOf(total),
      };
    },

    /**
     * Suggestions while typing in the search box: a few products (same matching and ranking as
     * the search page) and categories whose name contains the query (the tree is in memory).
     */
    async suggest(locale: Locale, query: string) {
      const q = query.trim().slice(0, 100);
      if (q.length < 2) return { categories: [], products: [] };
      const t = await getTree();
      const needle = q.toLocaleLowerCase(locale);
      const categories = [...t.byId.values()]
        .filter((n) => n.text[locale].title.toLocaleLowerCase(locale).includes(needle))
        .slice(0, 4)
        .map((n) => ({ title: n.text[locale].title, url: categoryUrl(n, locale) }));
      const listing = await this.listProducts({ locale, search: q, filters: {}, sort: 'relevance', page: { first: 1, last: 1 } });
      return { categories, products: listing.products.slice(0, 6) };
    },

    /** Filter options with counts for a listing's scope (see facets.ts for the counting rule). */
    async facets(req: Omit<ListingRequest, 'sort' | 'page'>): Promise<Facets> {
      const t = await getTree();
      const category = req.categoryId === undefined ? undefined : t.byId.get(req.categoryId);
      const scope = scopeConditions({ categoryIds: category && descendantIds(category), saleOnly: req.saleOnly, search: req.search, locale: req.locale });
      return loadFacets(db, req.locale, scope, req.filters);
    },

    /** The count call: how many products a filter set would show ("show N products"). */
    async countProducts(req: Omit<ListingRequest, 'sort' | 'page'>): Promise<number> {
      const t = await getTree();
      const category = req.categoryId === undefined ? undefined : t.byId.get(req.categoryId);
      if (req.categoryId !== undefined && !category) return 0;
      const conditions = [
        ...scopeConditions({ categoryIds: category && descendantIds(category), saleOnly: req.saleOnly, search: req.search, locale: req.locale }),
        ...filterConditions(req.filters),
      ];
      const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n ${productJoins(req.locale)} ${where(conditions)}`);
      return Number(row?.n ?? 0);
    },

    /** One published product by id, in the shape of listings (guest cart expansion). */
    async productById(locale: Locale, id: number): Promise<Product | null> {
      const [row] = await rows<ProductRow>(db, sql`select ${productColumns} ${productJoins(locale)} where p.published and p.id = ${id}`);
      return row ? toProduct(row, locale) : null;
    },

    /** Gallery images of a published product, with the alt text of the given locale. */
    async gallery(productId: number, locale: Locale): Promise<Array<{ url: string; width: number; height: number; alt: string }> | null> {
      const result = await rows<{ url: string | null; width: number; height: number; title: string }>(
        db,
        sql`select i.url, i.width, i.height, t.title
            from products p
            join product_translations t on t.product_id = p.id and t.locale = ${locale}
            left join product_images i on i.product_id = p.id
            where p.id = ${productId} and p.published
            order by i.position`,
      );
      if (result.length === 0) return null;
      return result.flatMap((r, i) => (r.url ? [{ url: r.url, width: r.width, height: r.height, alt: `${r.title} (${i + 1})` }] : []));
    },

    /** The product page: the product with its category trail, or null when unknown. */
    async productPage(locale: Locale, slug: string) {
      const product = await loadProductDetail(db, locale, slug);
      if (!product) return null;
      const t = await getTree();
      const node = t.byId.get(product.categoryId);
      const breadcrumbs = [
        { title: '', url: `/${locale}` },
        ...(node ? ancestors(t, node).map((n) => ({ title: n.text[locale].title, url: categoryUrl(n, locale) })) : []),
        { title: product.title, url: product.url },
      ];
      return { product, breadcrumbs, related: await loadRelated(db, locale, product) };
    },

    async featuredOnSale(locale: Locale, limit: number): Promise<Product[]> {
      const result = await rows<ProductRow>(
        db,
        sql`select ${productColumns} ${productJoins(locale)}
            where p.published and p.price_effective_minor < p.price_minor and p.stock > 0
            order by (p.price_minor - p.price_effective_minor)::float / p.price_minor desc, p.id
            limit ${limit}`,
      );
      return result.map((r) => toProduct(r, locale));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
export type { Facets, ProductDetail };
