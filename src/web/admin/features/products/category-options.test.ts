import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '#contracts/admin/categories';
import { categoryOptions, optionLabel } from './category-options';

const node = (
  id: number,
  position: number,
  pl: string,
  en: string,
  children: AdminCategory[] = [],
): AdminCategory => ({
  id,
  parent_id: null,
  position,
  translations: {
    pl: { title: pl, slug: 's', description: '' },
    en: { title: en, slug: 's', description: '' },
    ru: { title: '', slug: 's', description: '' },
  },
  product_count: 0,
  archived_count: 0,
  total_product_count: 0,
  children,
});

const tree = [
  node(2, 1, 'Meble', 'Furniture', [
    node(5, 1, 'Krzesła', 'Chairs'),
    node(4, 0, 'Stoły', 'Tables'),
  ]),
  node(1, 0, 'Oświetlenie', 'Lighting'),
];

describe('categoryOptions', () => {
  it('lists the tree in order, parents first, with paths', () => {
    expect(categoryOptions(tree, 'en')).toEqual([
      { id: 1, depth: 0, title: 'Lighting', path: 'Lighting' },
      { id: 2, depth: 0, title: 'Furniture', path: 'Furniture' },
      { id: 4, depth: 1, title: 'Tables', path: 'Furniture › Tables' },
      { id: 5, depth: 1, title: 'Chairs', path: 'Furniture › Chairs' },
    ]);
  });

  it('falls back to the Polish title when a translation is empty', () => {
    expect(categoryOptions(tree, 'ru').map((o) => o.title)).toEqual([
      'Oświetlenie',
      'Meble',
      'Stoły',
      'Krzesła',
    ]);
  });

  it('labels an option with its whole path, readable in a closed select', () => {
    const [, , tables] = categoryOptions(tree, 'en');
    expect(optionLabel(tables!)).toBe('Furniture › Tables');
  });
});
