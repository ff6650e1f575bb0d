import type { PresetsMessages } from './pl';

export const ru: PresetsMessages = {
  'presets.title': 'Подборки',
  'presets.intro':
    'Подборка — это именованный набор фильтров в категории («Дубовые столы»). Магазин показывает подборки в меню как отдельные страницы.',
  'presets.category': 'Категория',
  'presets.chooseCategory': 'Выберите категорию',
  'presets.add': 'Новая подборка',
  'presets.editOf': 'Изменить «{name}»',
  'presets.deleteOf': 'Удалить «{name}»',
  'presets.deleteConfirm': 'Удалить подборку «{name}»? Её страница исчезнет из магазина.',
  'presets.empty': 'В этой категории нет подборок',
  'presets.emptyText': 'Добавьте подборку, чтобы порекомендовать покупателям выбор товаров.',
  'presets.noCategory': 'Выберите категорию, чтобы увидеть её подборки.',
  'presets.filters': 'Фильтры',
  'presets.filtersHint':
    'Один фильтр в строке: ключ=значение, несколько значений через запятую (например color=black,white). Цена: price=100-500.',
  'presets.filtersNone': 'без фильтров',
  'presets.created': 'Подборка «{name}» добавлена.',
  'presets.saved': 'Подборка «{name}» сохранена.',
  'presets.deleted': 'Подборка «{name}» удалена.',
  'presets.newTitle': 'Новая подборка',
  'presets.duplicate': 'В этой категории уже есть подборка с такими же фильтрами.',
  'presets.openOf': 'Открыть «{name}» в магазине',
};
