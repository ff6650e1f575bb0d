import type { AdminCategory } from '#contracts/admin/categories';
import type { Locale } from '#domain/locale';

/** One category of the tree as an option of a flat <select>: indented by its depth. */
export interface CategoryOption {
  id: number;
  depth: number;
  title: string;
  /** "Lighting › Ceiling lamps": the whole path, for a place with no indentation (the table). */
  path: string;
}

/** The tree in reading order (parents before children, siblings in their order). */
export function categoryOptions(tree: readonly AdminCategory[], locale: Locale): CategoryOption[] {
  const out: CategoryOption[] = [];
  const walk = (nodes: readonly AdminCategory[], depth: number, parents: string[]) => {
    for (const node of [...nodes].sort((a, b) => a.position - b.position)) {
      const title =
        node.translations[locale]?.title || node.translations.pl?.title || `#${node.id}`;
      const path = [...parents, title];
      out.push({ id: node.id, depth, title, path: path.join(' › ') });
      walk(node.children, depth + 1, path);
    }
  };
  walk(tree, 0, []);
  return out;
}

/**
 * The label of an option in a native <select>, which shows no styling and, once closed, only the
 * chosen option: the whole path, so "Lighting › Ceiling lamps" reads right in both states.
 */
export function optionLabel(option: CategoryOption): string {
  return option.path;
}
