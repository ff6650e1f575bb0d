import type { CategoriesMessages } from './pl';

export const en: CategoriesMessages = {
  'categories.title': 'Categories',
  'categories.intro':
    'The order here is the order of the shop menu. A category can be deleted when it has no products and no subcategories.',
  'categories.add': 'New category',
  'categories.addChild': 'Add a subcategory',
  'categories.addChildOf': 'Add a subcategory to “{name}”',
  'categories.edit': 'Edit “{name}”',
  'categories.move': 'Move',
  'categories.moveOf': 'Move “{name}”',
  'categories.moveUp': 'Up',
  'categories.moveDown': 'Down',
  'categories.moveUpOf': 'Move “{name}” up',
  'categories.moveDownOf': 'Move “{name}” down',
  'categories.deleteOf': 'Delete “{name}”',
  'categories.deleteConfirm': 'Delete the category “{name}”? This cannot be undone.',
  'categories.deleteBlocked':
    'It cannot be deleted: the category has products or subcategories. Move them first.',
  'categories.products': { one: '# product', other: '# products' },
  'categories.children': { one: '# subcategory', other: '# subcategories' },
  'categories.empty': 'No categories yet',
  'categories.emptyText': 'Add the first category — it appears in the shop menu.',
  'categories.newTitle': 'New category',
  'categories.parent': 'Parent category',
  'categories.root': '— top level —',
  'categories.created': 'Category “{name}” added.',
  'categories.saved': 'Category “{name}” saved.',
  'categories.deleted': 'Category “{name}” deleted.',
  'categories.moved': 'Category “{name}” moved.',
  'categories.tree': 'Category tree',
};
