import { describe, expect, it } from 'vitest';
import type { Category } from '#contracts/catalog';
import { childrenOf, menuBar } from './menu-tree';

const category = (id: number, children: Category[] = []): Category => ({
  id,
  title: `C${id}`,
  slug: `c${id}`,
  url: `/pl/catalog/c${id}`,
  children,
});

describe('menu bar', () => {
  const tree = [category(1, [category(2, [category(3)])]), category(4)];

  it('keeps the top categories without their subcategories, marking those that have some', () => {
    const preset = { id: 9, title: 'P', url: '/pl/catalog/c1/color=black' };
    expect(menuBar({ categories: tree, presets: [preset] })).toEqual({
      categories: [
        { id: 1, title: 'C1', url: '/pl/catalog/c1', hasChildren: true },
        { id: 4, title: 'C4', url: '/pl/catalog/c4', hasChildren: false },
      ],
      presets: [preset],
    });
  });

  it("finds a top category's subcategories in the tree, none before it has come", () => {
    expect(childrenOf(tree, 1)).toEqual([category(2, [category(3)])]);
    expect(childrenOf(tree, 4)).toEqual([]);
    expect(childrenOf(null, 1)).toEqual([]);
  });
});
