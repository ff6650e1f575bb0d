import { eq } from 'drizzle-orm';
import type { Category, Menu } from '#contracts/catalog';
import { buildFilterPath, type Filters } from '#domain/filters/filter-address';
import { LOCALES, type Locale } from '#domain/locale';
import {
  categories,
  categoryTranslations,
  presets,
  presetTranslations,
} from '#server/db/schema/index';
import type { Db } from '#server/db/types';

export interface CategoryNode {
  id: number;
  parentId: number | null;
  imageUrl: string | null;
  /** Per-locale title, slug and description. */
  text: Record<Locale, { title: string; slug: string; description: string }>;
  children: CategoryNode[];
}

export interface CategoryTree {
  roots: CategoryNode[];
  byId: Map<number, CategoryNode>;
  bySlug: Map<string, CategoryNode>; // key `${locale}:${slug}`
  presets: Array<{
    id: number;
    categoryId: number;
    filters: Filters;
    title: Record<Locale, string>;
  }>;
}

export function categoryUrl(node: CategoryNode, locale: Locale) {
  return `/${locale}/catalog/${node.text[locale].slug}`;
}

/**
 * Every category with one row per locale's texts, in the shop's order (the storefront's tree and
 * the back office's editor both build on it).
 */
export function loadCategoryTexts(db: Db) {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      position: categories.position,
      imageUrl: categories.imageUrl,
      locale: categoryTranslations.locale,
      title: categoryTranslations.title,
      slug: categoryTranslations.slug,
      description: categoryTranslations.description,
    })
    .from(categories)
    .innerJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id))
    .orderBy(categories.position, categories.id);
}

/** The whole tree in two queries: a shop has hundreds of categories, not millions. */
export async function loadCategoryTree(db: Db): Promise<CategoryTree> {
  const categoryRows = await loadCategoryTexts(db);
  const byId = new Map<number, CategoryNode>();
  const bySlug = new Map<string, CategoryNode>();
  for (const r of categoryRows) {
    let node = byId.get(r.id);
    if (!node) {
      node = {
        id: r.id,
        parentId: r.parentId,
        imageUrl: r.imageUrl,
        text: {} as CategoryNode['text'],
        children: [],
      };
      byId.set(r.id, node);
    }
    node.text[r.locale] = { title: r.title, slug: r.slug, description: r.description ?? '' };
    bySlug.set(`${r.locale}:${r.slug}`, node);
  }
  const roots: CategoryNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }

  const presetRows = await db
    .select({
      id: presets.id,
      categoryId: presets.categoryId,
      filters: presets.filters,
      locale: presetTranslations.locale,
      title: presetTranslations.title,
    })
    .from(presets)
    .innerJoin(presetTranslations, eq(presetTranslations.presetId, presets.id))
    .orderBy(presets.position, presets.id);
  const byPreset = new Map<number, CategoryTree['presets'][number]>();
  for (const r of presetRows) {
    const preset = byPreset.get(r.id) ?? {
      id: r.id,
      categoryId: r.categoryId,
      filters: r.filters,
      title: {} as Record<Locale, string>,
    };
    preset.title[r.locale] = r.title;
    byPreset.set(r.id, preset);
  }
  return { roots, byId, bySlug, presets: [...byPreset.values()] };
}

function toCategory(node: CategoryNode, locale: Locale): Category {
  return {
    id: node.id,
    title: node.text[locale].title,
    slug: node.text[locale].slug,
    url: categoryUrl(node, locale),
    children: node.children.map((c) => toCategory(c, locale)),
  };
}

export function menuOf(tree: CategoryTree, locale: Locale): Menu {
  return {
    categories: tree.roots.map((n) => toCategory(n, locale)),
    presets: tree.presets.flatMap((p) => {
      const category = tree.byId.get(p.categoryId);
      if (!category) return [];
      return [
        {
          id: p.id,
          title: p.title[locale],
          url: buildFilterPath(categoryUrl(category, locale), p.filters),
        },
      ];
    }),
  };
}

/** The category and every descendant: listings of a category show its subcategories' products. */
export function descendantIds(node: CategoryNode): number[] {
  return [node.id, ...node.children.flatMap(descendantIds)];
}

export function ancestors(tree: CategoryTree, node: CategoryNode): CategoryNode[] {
  const chain: CategoryNode[] = [];
  for (
    let n: CategoryNode | undefined = node;
    n;
    n = n.parentId === null ? undefined : tree.byId.get(n.parentId)
  ) {
    chain.unshift(n);
  }
  return chain;
}

export function alternatesOf(node: CategoryNode): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, categoryUrl(node, l)])) as Record<
    Locale,
    string
  >;
}
