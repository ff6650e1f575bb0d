/**
 * The category tree of the editor, built from the flat list the API answers: pure functions,
 * so the rules (what a category may move under, what its siblings are) are tested apart from
 * the screen.
 */

export interface FlatCategory {
  id: number;
  parent_id: number | null;
  position: number;
}

export interface TreeNode<C extends FlatCategory> {
  category: C;
  depth: number;
  children: TreeNode<C>[];
}

const byPosition = <C extends FlatCategory>(a: C, b: C) => a.position - b.position || a.id - b.id;

/**
 * Nodes in menu order (siblings by position). A category whose parent is missing from the list
 * is shown at the top level rather than lost.
 */
export function buildTree<C extends FlatCategory>(list: readonly C[]): TreeNode<C>[] {
  const ids = new Set(list.map((c) => c.id));
  const childrenOf = new Map<number | null, C[]>();
  for (const c of list) {
    const parent = c.parent_id !== null && ids.has(c.parent_id) ? c.parent_id : null;
    const siblings = childrenOf.get(parent) ?? [];
    siblings.push(c);
    childrenOf.set(parent, siblings);
  }
  const seen = new Set<number>();
  const build = (parent: number | null, depth: number): TreeNode<C>[] =>
    (childrenOf.get(parent) ?? [])
      .sort(byPosition)
      .filter((c) => !seen.has(c.id) && seen.add(c.id))
      .map((category) => ({ category, depth, children: build(category.id, depth + 1) }));
  return build(null, 0);
}

/** Every node, depth first, in menu order (a parent before its children). */
export function flatten<C extends FlatCategory>(nodes: readonly TreeNode<C>[]): TreeNode<C>[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** The ids of a category and everything under it: none of them can become its parent. */
export function subtreeIds<C extends FlatCategory>(tree: readonly TreeNode<C>[], id: number) {
  const node = flatten(tree).find((n) => n.category.id === id);
  return new Set(node ? flatten([node]).map((n) => n.category.id) : [id]);
}

/** Where a category may move: the top level, or any category outside its own subtree. */
export function moveTargets<C extends FlatCategory>(
  tree: readonly TreeNode<C>[],
  id: number,
): TreeNode<C>[] {
  const excluded = subtreeIds(tree, id);
  return flatten(tree).filter((n) => !excluded.has(n.category.id));
}

/** A category's siblings in order, itself included, and its index among them. */
export function siblingsOf<C extends FlatCategory>(
  tree: readonly TreeNode<C>[],
  id: number,
): { siblings: C[]; index: number } {
  const all = flatten(tree);
  const me = all.find((n) => n.category.id === id);
  if (!me) return { siblings: [], index: -1 };
  const parent = all.find((n) => n.children.some((c) => c.category.id === id));
  const siblings = (parent ? parent.children : tree).map((n) => n.category);
  return { siblings, index: siblings.findIndex((c) => c.id === id) };
}
