import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Menu, Product, ProductData } from '#contracts/catalog';
import type { Locale } from '#domain/locale';
import { normalizeFilters, type Filters } from '#domain/filters/filter-set';
import { rows } from '#server/db/rows';
import { products, productSlugRedirects, productTranslations } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import {
  alternatesOf,
  ancestors,
  categoryUrl,
  descendantIds,
  loadCategoryTree,
  menuOf,
  type CategoryTree,
} from './category-tree';
import { FacetQuery, facetRows, loadFacets, type Facets } from './facets';
import {
  loadGallery,
  loadProductDetail,
  loadRelated,
  type GalleryImage,
  type ProductDetail,
} from './product-detail';
import { loadProductSafety } from './product-safety';
import {
  PAGE_SIZE,
  lastPageOf,
  type ListingRequest,
  type ListingResult,
  type ListingScope,
} from './listing';
import {
  countStatement,
  pageCte,
  pageJson,
  pageStatement,
  prepareSearch,
  sortColumns,
  type ListingScope as ListingSqlScope,
} from './listing-sql';
import { loadProductGroup } from './product-group';
import { productColumns, productJoins, productRow, toProduct } from './product-query';
import type { ReceivedChange } from '../catalog-changes/index';
import { createListingIndex, type ListingIndexOptions } from './listing-index/live-index';
import { productsByIds, searchMatches } from './listing-index/sql-bridge';
import { createCardCache } from './listing-index/card-cache';
import { titleMatcher } from './search-words/title-match';
import { createSearchCache } from './listing-index/search-cache';

/** A listing statement's answer: the page of products (a JSON array) and its total. */
const pageRow = z.object({ total: z.coerce.number(), page: z.array(productRow).nullable() });

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

export interface CatalogServiceOptions extends ListingIndexOptions {
  /** False: every listing from SQL (the consistency test's reference). */
  listingIndex?: boolean;
}

export function createCatalogService(db: Db, options: CatalogServiceOptions = {}) {
  const listingIndex = createListingIndex(db, options);
  const indexed = options.listingIndex ?? true;
  const cards = createCardCache();
  const searches = createSearchCache();
  let tree: { value: Promise<CategoryTree>; at: number } | undefined;
  const getTree = () => {
    if (!tree || Date.now() - tree.at > TREE_TTL_MS) {
      const value = loadCategoryTree(db);
      tree = { value, at: Date.now() };
      value.catch(() => (tree = undefined)); // a failed read must not be cached
    }
    return tree.value;
  };

  const pageSpec = (req: Pick<ListingRequest, 'sort' | 'page'>) => ({
    sort: req.sort,
    offset: (req.page.first - 1) * PAGE_SIZE,
    limit: (req.page.last - req.page.first + 1) * PAGE_SIZE,
  });
  const emptyListing = (): ListingResult => ({
    products: [],
    total: 0,
    limit: PAGE_SIZE,
    lastPage: 1,
  });
  // Past the end the page is empty but the total is still there, so the caller can 404.
  const listingOf = (row: z.infer<typeof pageRow> | undefined, locale: Locale): ListingResult => {
    const total = row?.total ?? 0;
    return {
      products: (row?.page ?? []).map((r) => toProduct(r, locale)),
      total,
      limit: PAGE_SIZE,
      lastPage: lastPageOf(total),
    };
  };

  /** The categories a listing covers: undefined for all, null when it has none by definition. */
  const categoryScope = async (req: ListingScope): Promise<number[] | undefined | null> => {
    if (req.categoryId === undefined) return undefined;
    const category = (await getTree()).byId.get(req.categoryId);
    return category ? descendantIds(category) : null;
  };

  /** The rows a listing request covers; null when its category has no products by definition. */
  const listingScope = async (req: ListingScope): Promise<ListingSqlScope | null> => {
    const categoryIds = await categoryScope(req);
    if (categoryIds === null) return null;
    const search = req.search ? await prepareSearch(db, req.locale, req.search) : undefined;
    return { locale: req.locale, categoryIds, saleOnly: req.saleOnly, search };
  };

  /**
   * A listing from the listing index (docs/decisions/023-listing-index.md): SQL only matches a
   * search (unless it was matched lately) and reads the cards not in memory; null when the index
   * cannot answer (building, stale), and the caller asks SQL.
   */
  const fromIndex = async (
    categoryIds: number[] | undefined,
    req: Omit<ListingRequest, 'sort' | 'page'> & Partial<Pick<ListingRequest, 'sort' | 'page'>>,
    facets: boolean,
  ) => {
    // Not ready: the search below would be matched twice (here and by the SQL path).
    if (!indexed || !(await listingIndex.catchUp())) return null;
    const sort = req.sort ?? 'relevance';
    const { offset, limit } = req.page
      ? pageSpec({ sort, page: req.page })
      : { offset: 0, limit: 0 };
    const query = req.search;
    const search = query
      ? await searches.get(req.locale, query, sort === 'relevance', async (ranked) =>
          searchMatches(
            db,
            { locale: req.locale, search: await prepareSearch(db, req.locale, query) },
            ranked,
            options.log,
          ),
        )
      : undefined;
    const answer = await listingIndex.query({
      locale: req.locale,
      filters: req.filters,
      sort,
      offset,
      limit,
      facets,
      categoryIds,
      saleOnly: req.saleOnly,
      search,
    });
    if (!answer) return null;
    const products = answer.ids.length
      ? await cards.get(req.locale, answer.ids, (missing) => productsByIds(db, req.locale, missing))
      : [];
    const listing: ListingResult = {
      products,
      total: answer.total,
      limit: PAGE_SIZE,
      lastPage: lastPageOf(answer.total),
    };
    return { listing, facets: answer.facets };
  };

  return {
    /**
     * Drops cached catalogue data after the catalogue changed: the tree, and the listing index
     * marks itself stale (SQL answers) until it has read the named products again.
     */
    invalidate(change: ReceivedChange = {}) {
      tree = undefined;
      listingIndex.changed(change);
      const onlyProducts = !change.all && !change.categories?.length && change.products?.length;
      cards.drop(onlyProducts ? change.products : undefined);
      searches.clear();
    },

    /** The listing index: `start()` at boot, `ready()` in tests, `close()` on app close. */
    listingIndex,

    /** True when a filter set on a category is one of the shop's presets (indexable pages). */
    async isPreset(categoryId: number, filters: Filters): Promise<boolean> {
      const key = JSON.stringify(normalizeFilters(filters));
      return (await getTree()).presets.some(
        (p) => p.categoryId === categoryId && JSON.stringify(normalizeFilters(p.filters)) === key,
      );
    },

    async categoryExists(id: number): Promise<boolean> {
      return (await getTree()).byId.has(id);
    },

    async menu(locale: Locale): Promise<Menu> {
      return menuOf(await getTree(), locale);
    },

    /** Top categories with their images, for the home page tiles. */
    async topCategories(
      locale: Locale,
    ): Promise<Array<{ id: number; title: string; url: string; image: string | null }>> {
      return (await getTree()).roots.map((n) => ({
        id: n.id,
        title: n.text[locale].title,
        url: categoryUrl(n, locale),
        image: n.imageUrl,
      }));
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
          ...ancestors(t, node).map((n) => ({
            title: n.text[locale].title,
            url: categoryUrl(n, locale),
          })),
        ],
        children: node.children.map((c) => ({
          id: c.id,
          title: c.text[locale].title,
          url: categoryUrl(c, locale),
        })),
        alternates: alternatesOf(node),
      };
    },

    /** One statement: the page (or range) of products and the total for the page bar. */
    async listProducts(req: ListingRequest): Promise<ListingResult> {
      const categoryIds = await categoryScope(req);
      if (categoryIds === null) return emptyListing();
      const indexed = await fromIndex(categoryIds, req, false);
      if (indexed) return indexed.listing;
      const scope = await listingScope(req);
      if (!scope) return emptyListing();
      const [row] = await rows(db, pageStatement(scope, req.filters, pageSpec(req)), pageRow);
      return listingOf(row, req.locale);
    },

    /**
     * A listing page's data in one statement (the scope, and a search, read once): the page (or
     * range) of products with its total, and the facets of the scope.
     */
    async listingPage(req: ListingRequest): Promise<{ listing: ListingResult; facets: Facets }> {
      const categoryIds = await categoryScope(req);
      const indexed = categoryIds === null ? null : await fromIndex(categoryIds, req, true);
      if (indexed?.facets) return { listing: indexed.listing, facets: indexed.facets };
      const scope = await listingScope(req);
      const facetQuery = new FacetQuery(
        scope ?? { locale: req.locale, categoryIds: [] },
        req.filters,
      );
      if (!scope) return { listing: emptyListing(), facets: facetQuery.parse([]) };
      const [row] = await rows(
        db,
        // The total is the facet counts' grand total (the `()` grouping set), so the filtered rows
        // (`f`) are read once, by the page's top-N sort, and never materialized.
        sql`with ${facetQuery.scopeCte(sortColumns(scope, req.sort))},
          ${facetQuery.countsCte()},
          f as not materialized (select * from s where ok_price and ${facetQuery.attributesOk()}),
          ${pageCte(scope, 'f', pageSpec(req))}
          select ${facetQuery.totalOf()} as total, ${pageJson(scope)} as page, ${facetQuery.json()} as facets`,
        pageRow.extend({ facets: facetRows }),
      );
      return { listing: listingOf(row, req.locale), facets: facetQuery.parse(row?.facets ?? []) };
    },

    /**
     * Suggestions while typing in the search box: up to 6 products (the search page's matching
     * and ranking, those in stock first) and the categories whose names have the most of the
     * query's words, by the same forgiving rules (search-words/title-match.ts; decision 070).
     */
    async suggest(locale: Locale, query: string) {
      const q = query.trim().slice(0, 100);
      if (q.length < 2) return { categories: [], products: [] };
      const t = await getTree();
      const [matches, listing] = await Promise.all([
        titleMatcher(locale, q),
        this.listProducts({
          locale,
          search: q,
          filters: {},
          sort: 'relevance',
          page: { first: 1, last: 1 },
        }),
      ]);
      const scored = [...t.byId.values()]
        .map((n) => ({ n, score: matches(n.text[locale].title) }))
        .filter((c) => c.score > 0);
      const best = Math.max(0, ...scored.map((c) => c.score));
      const categories = scored
        .filter((c) => c.score === best)
        .slice(0, 4)
        .map(({ n }) => ({ title: n.text[locale].title, url: categoryUrl(n, locale) }));
      const first = listing.products.slice(0, 6);
      const products = [...first.filter((p) => p.available), ...first.filter((p) => !p.available)];
      return { categories, products };
    },

    /** Filter options with counts for a listing's scope (see facets.ts for the counting rule). */
    async facets(req: Omit<ListingRequest, 'sort' | 'page'>): Promise<Facets> {
      const t = await getTree();
      const category = req.categoryId === undefined ? undefined : t.byId.get(req.categoryId);
      const categoryIds = category && descendantIds(category);
      const indexed = await fromIndex(categoryIds, req, true);
      if (indexed?.facets) return indexed.facets;
      const search = req.search ? await prepareSearch(db, req.locale, req.search) : undefined;
      const scope = { locale: req.locale, categoryIds, saleOnly: req.saleOnly, search };
      return loadFacets(db, scope, req.filters);
    },

    /** The count call: how many products a filter set would show ("show N products"). */
    async countProducts(req: Omit<ListingRequest, 'sort' | 'page'>): Promise<number> {
      const t = await getTree();
      const category = req.categoryId === undefined ? undefined : t.byId.get(req.categoryId);
      if (req.categoryId !== undefined && !category) return 0;
      const categoryIds = category && descendantIds(category);
      const indexed = await fromIndex(categoryIds, req, false);
      if (indexed) return indexed.listing.total;
      const search = req.search ? await prepareSearch(db, req.locale, req.search) : undefined;
      const scope = { locale: req.locale, categoryIds, saleOnly: req.saleOnly, search };
      const [row] = await rows(
        db,
        countStatement(scope, req.filters),
        z.object({ n: z.coerce.number() }),
      );
      return row?.n ?? 0;
    },

    /** One published product by id, in the shape of listings (guest cart expansion). */
    async productById(locale: Locale, id: number): Promise<Product | null> {
      const [row] = await rows(
        db,
        sql`select ${productColumns} ${productJoins(locale)} where p.published and p.id = ${id}`,
        productRow,
      );
      return row ? toProduct(row, locale) : null;
    },

    /** `get-product-data`: the product as listings show it, with its group's choice. */
    async productData(locale: Locale, id: number): Promise<ProductData | null> {
      const product = await this.productById(locale, id);
      if (!product) return null;
      return {
        ...product,
        group: await loadProductGroup(db, locale, id),
        safety: await loadProductSafety(db, locale, id),
      };
    },

    /** Gallery images of a published product, with the alt text of the given locale. */
    gallery(productId: number, locale: Locale): Promise<GalleryImage[] | null> {
      return loadGallery(db, productId, locale);
    },

    /**
     * Where a product lives now when `slug` is one of its old slugs (the back office keeps them
     * on every rename), so the old address answers 301; null when it names nothing published.
     */
    async productRedirect(locale: Locale, slug: string): Promise<string | null> {
      const r = productSlugRedirects;
      const [row] = await db
        .select({ slug: productTranslations.slug })
        .from(r)
        .innerJoin(products, and(eq(products.id, r.productId), eq(products.published, true)))
        .innerJoin(
          productTranslations,
          and(
            eq(productTranslations.productId, r.productId),
            eq(productTranslations.locale, r.locale),
          ),
        )
        .where(and(eq(r.locale, locale), eq(r.slug, slug)));
      return row ? `/${locale}/product/${row.slug}` : null;
    },

    /** The product page: the product with its category trail, or null when unknown. */
    async productPage(locale: Locale, slug: string) {
      const product = await loadProductDetail(db, locale, slug);
      if (!product) return null;
      const t = await getTree();
      const node = t.byId.get(product.categoryId);
      const breadcrumbs = [
        { title: '', url: `/${locale}` },
        ...(node
          ? ancestors(t, node).map((n) => ({
              title: n.text[locale].title,
              url: categoryUrl(n, locale),
            }))
          : []),
        { title: product.title, url: product.url },
      ];
      return {
        product,
        breadcrumbs,
        related: await loadRelated(db, locale, product),
        safety: await loadProductSafety(db, locale, product.id),
      };
    },

    async featuredOnSale(locale: Locale, limit: number): Promise<Product[]> {
      const result = await rows(
        db,
        // The biggest discounts from products alone, then texts for those few (decision 008).
        sql`with top as (
              select p.id, (p.price_minor - p.price_effective_minor)::float / p.price_minor as discount from products p
              where p.published and p.price_effective_minor < p.price_minor and p.stock > 0
              order by discount desc, p.id limit ${limit})
            select ${productColumns} ${productJoins(locale)} join top on top.id = p.id
            order by top.discount desc, p.id`,
        productRow,
      );
      return result.map((r) => toProduct(r, locale));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
export type { Facets, ProductDetail };
