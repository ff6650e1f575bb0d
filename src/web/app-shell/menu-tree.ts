import { API, apiPath } from '#contracts/api-paths';
import type { Category, Menu, Preset } from '#contracts/catalog';
import type { Locale } from '#domain/locale';
import { getJson } from '../lib/api';
import { answer } from '../lib/answer';
import { useLoad } from '../lib/use-load';

/**
 * The menu in two parts (docs/decisions/024-lighter-pages.md). Every page draws only the top
 * categories (the desktop bar's links, the footer) and the presets: that is what the locale
 * layout's loader sends, so the page's hydration data no longer carries every subcategory (~4.5 KB
 * of a category page). The subcategories are drawn in the browser only, in the bar's panels and
 * the phone menu's drawer, and come from the category tree call the first time the shopper
 * reaches for a menu.
 */
export interface MenuBarCategory {
  id: number;
  title: string;
  url: string;
  /** Whether the category has subcategories: the bar draws a disclosure button for it. */
  hasChildren: boolean;
}

export interface MenuBar {
  categories: MenuBarCategory[];
  presets: Preset[];
}

export function menuBar(menu: Menu): MenuBar {
  return {
    categories: menu.categories.map(({ id, title, url, children }) => ({
      id,
      title,
      url,
      hasChildren: children.length > 0,
    })),
    presets: menu.presets,
  };
}

const trees = new Map<Locale, Promise<Category[]>>();

/** The whole category tree of `locale`, asked once per page life (a failure is asked again). */
export function loadMenuTree(locale: Locale): Promise<Category[]> {
  let tree = trees.get(locale);
  if (!tree) {
    tree = getJson<{ data: Menu }>(
      apiPath(API.categoryTree, { locale }),
      answer('categoryTreeResponse'),
    ).then(({ data }) => data.categories);
    tree.catch(() => trees.delete(locale));
    trees.set(locale, tree);
  }
  return tree;
}

/**
 * The tree once it has been asked for and has arrived; null before. `asks` counts the shopper's
 * reaches for the menu (0: none yet): each one asks again if an earlier call failed.
 */
export function useMenuTree(locale: Locale, asks: number): Category[] | null {
  // A failure leaves the panels empty (the category links still work); the next reach asks again.
  // Each reach asks (a cached tree answers at once); the last tree of this language stays shown.
  const { latest } = useLoad(asks === 0 ? null : ['menu', locale, asks], async () => ({
    locale,
    tree: await loadMenuTree(locale),
  }));
  return latest?.locale === locale ? latest.tree : null;
}

/** The subcategories of top category `id` in `tree`. */
export function childrenOf(tree: Category[] | null, id: number): Category[] {
  return tree?.find((c) => c.id === id)?.children ?? [];
}
