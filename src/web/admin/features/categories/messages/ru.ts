import type { CategoriesMessages } from './pl';

export const ru: CategoriesMessages = {
  'categories.title': 'Категории',
  'categories.intro':
    'Порядок здесь — это порядок меню магазина. Категорию можно удалить, если в ней нет товаров и подкатегорий.',
  'categories.add': 'Новая категория',
  'categories.addChild': 'Добавить подкатегорию',
  'categories.addChildOf': 'Добавить подкатегорию в «{name}»',
  'categories.edit': 'Изменить «{name}»',
  'categories.move': 'Переместить',
  'categories.moveOf': 'Переместить «{name}»',
  'categories.moveUp': 'Выше',
  'categories.moveDown': 'Ниже',
  'categories.moveUpOf': 'Переместить «{name}» выше',
  'categories.moveDownOf': 'Переместить «{name}» ниже',
  'categories.deleteOf': 'Удалить «{name}»',
  'categories.deleteConfirm': 'Удалить категорию «{name}»? Это действие нельзя отменить.',
  'categories.deleteBlocked':
    'Удалить нельзя: в категории есть товары или подкатегории. Сначала перенесите их.',
  'categories.products': {
    one: '# товар',
    few: '# товара',
    many: '# товаров',
    other: '# товара',
  },
  'categories.children': {
    one: '# подкатегория',
    few: '# подкатегории',
    many: '# подкатегорий',
    other: '# подкатегории',
  },
  'categories.empty': 'Категорий пока нет',
  'categories.emptyText': 'Добавьте первую категорию — она появится в меню магазина.',
  'categories.newTitle': 'Новая категория',
  'categories.parent': 'Родительская категория',
  'categories.root': '— верхний уровень —',
  'categories.created': 'Категория «{name}» добавлена.',
  'categories.saved': 'Категория «{name}» сохранена.',
  'categories.deleted': 'Категория «{name}» удалена.',
  'categories.moved': 'Категория «{name}» перемещена.',
  'categories.tree': 'Дерево категорий',
};
