import type { EntryContext } from 'react-router';

/**
 * Cache tags of a page (`c<category id>`, `p<product id>`): what it shows, so that a change to
 * one of them drops it from every cache that keeps it, in-process and CDN
 * (docs/decisions/022-pages-a-cdn-can-keep.md). A route names them in its `handle` from its
 * loader data; the server adds every product card on the page by itself.
 */
export interface PageTagsHandle {
  pageTags: (data: unknown) => string[];
}

/** A route's `handle` naming its page's tags from its loader data. */
export function pageTagsHandle<T>(tags: (data: T) => string[]): PageTagsHandle {
  return { pageTags: (data) => tags(data as T) };
}

interface TreeNode {
  id: number;
  children: readonly TreeNode[];
}

/**
 * A category and all its subcategories, found in the category tree: its listing shows their
 * products too, so a change to a product of any of them must drop the listing.
 */
export function categoryTags(tree: readonly TreeNode[], id: number): string[] {
  const find = (nodes: readonly TreeNode[]): TreeNode | undefined => {
    for (const node of nodes) {
      const found = node.id === id ? node : find(node.children);
      if (found) return found;
    }
    return undefined;
  };
  const tags: string[] = [];
  const walk = (node: TreeNode) => {
    tags.push(`c${node.id}`);
    node.children.forEach(walk);
  };
  const node = find(tree);
  if (node) walk(node);
  else tags.push(`c${id}`);
  return tags;
}

/** The tags every matched route of this render names (server only: entry.server.tsx). */
export function routePageTags(context: EntryContext): string[] {
  const tags: string[] = [];
  const { matches, loaderData } = context.staticHandlerContext;
  for (const match of matches) {
    const handle = context.routeModules[match.route.id]?.handle as
      Partial<PageTagsHandle> | undefined;
    const data: unknown = loaderData[match.route.id];
    if (typeof handle?.pageTags === 'function' && data) tags.push(...handle.pageTags(data));
  }
  return tags;
}
