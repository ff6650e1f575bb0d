import type { ImportMessages } from './pl';

export const ru: ImportMessages = {
  'import.title': 'Импорт и экспорт',
  'import.intro':
    'Файл CSV со строкой заголовков, один товар в строке; товары сопоставляются по SKU. Сначала проверяется весь файл — пока в нём есть хоть одна ошибка, ничего не записывается.',
  'import.export': 'Экспорт',
  'import.exportText':
    'Все товары в том же формате. Файл без изменений импортируется обратно без изменений.',
  'import.exportLink': 'Скачать товары (CSV)',
  'import.upload': 'Импорт',
  'import.file': 'Файл CSV',
  'import.fileHint':
    'Столбцы: sku, category, price, sale_price, stock, published, title_pl … description_ru и фильтры (attr_color, attr_material…).',
  'import.check': 'Проверить файл',
  'import.checking': 'Проверка файла',
  'import.run': 'Импортировать',
  'import.importing': 'Импорт',
  'import.progress': '{done} из {total} строк',
  'import.noFile': 'Выберите файл CSV.',
  'import.tooLarge': 'Файл больше {mb} МБ. Разделите его на части поменьше.',
  'import.reportErrors': {
    one: 'В файле # ошибка. Ничего не записано.',
    few: 'В файле # ошибки. Ничего не записано.',
    many: 'В файле # ошибок. Ничего не записано.',
    other: 'В файле # ошибки. Ничего не записано.',
  },
  'import.fixAndRetry': 'Исправьте файл и выберите его снова.',
  'import.moreErrors': {
    one: '…и ещё # ошибка.',
    few: '…и ещё # ошибки.',
    many: '…и ещё # ошибок.',
    other: '…и ещё # ошибки.',
  },
  'import.row': 'Строка',
  'import.column': 'Столбец',
  'import.message': 'Ошибка',
  'import.reportCaption': 'Ошибки в файле по строкам и столбцам',
  'import.checked': 'Файл без ошибок',
  'import.checkedText': 'Импорт добавит товаров: {created}, изменит: {updated}.',
  'import.done': 'Импорт завершён',
  'import.doneText': 'Добавлено товаров: {created}, изменено: {updated}.',
  'import.failed': 'Импорт не удался. Ничего не записано.',
};
