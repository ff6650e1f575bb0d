import { describe, expect, it } from 'vitest';
import { buildTree, flatten, moveTargets, siblingsOf, subtreeIds } from './tree';

const c = (id: number, parent_id: number | null, position: number) => ({ id, parent_id, position });

//  1 Furniture          5 Lighting
//    2 Tables             6 Lamps
//      4 Dining tables
//    3 Chairs
const LIST = [c(3, 1, 1), c(5, null, 1), c(1, null, 0), c(2, 1, 0), c(6, 5, 0), c(4, 2, 0)];

describe('the category tree', () => {
  it('nests by parent and orders siblings by position', () => {
    const order = flatten(buildTree(LIST)).map((n) => [n.category.id, n.depth]);
    expect(order).toEqual([
      [1, 0],
      [2, 1],
      [4, 2],
      [3, 1],
      [5, 0],
      [6, 1],
    ]);
  });

  it('breaks a tie in position by id, and keeps a category whose parent is unknown', () => {
    const tree = buildTree([c(9, null, 0), c(7, null, 0), c(8, 42, 0)]);
    expect(tree.map((n) => n.category.id)).toEqual([7, 8, 9]);
  });

  it('survives a cycle in bad data without looping', () => {
    const tree = buildTree([c(1, null, 0), c(2, 3, 0), c(3, 2, 0)]);
    expect(flatten(tree).map((n) => n.category.id)).toEqual([1]);
  });

  it('never offers a category, or anything under it, as its own new parent', () => {
    const tree = buildTree(LIST);
    expect([...subtreeIds(tree, 1)].sort()).toEqual([1, 2, 3, 4]);
    expect(moveTargets(tree, 2).map((n) => n.category.id)).toEqual([1, 3, 5, 6]);
    expect(moveTargets(tree, 6).map((n) => n.category.id)).toEqual([1, 2, 4, 3, 5]);
  });

  it('knows the siblings of a category and where it stands among them', () => {
    const tree = buildTree(LIST);
    expect(siblingsOf(tree, 3)).toEqual({ siblings: [c(2, 1, 0), c(3, 1, 1)], index: 1 });
    expect(siblingsOf(tree, 1).index).toBe(0);
    expect(siblingsOf(tree, 5).siblings.map((s) => s.id)).toEqual([1, 5]);
    expect(siblingsOf(tree, 99)).toEqual({ siblings: [], index: -1 });
  });
});
