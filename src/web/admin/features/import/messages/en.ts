import type { ImportMessages } from './pl';

export const en: ImportMessages = {
  'import.title': 'Import and export',
  'import.intro':
    'A CSV file with a header row, one product a row; products are matched by SKU. The whole file is checked first — nothing is written while the file has a single error.',
  'import.export': 'Export',
  'import.exportText':
    'Every product in the same format. An unchanged file imports back with no change.',
  'import.exportLink': 'Download products (CSV)',
  'import.upload': 'Import',
  'import.file': 'CSV file',
  'import.fileHint':
    'Columns: sku, category, price, sale_price, stock, published, title_pl … description_ru and the filters (attr_color, attr_material…).',
  'import.check': 'Check the file',
  'import.checking': 'Checking the file',
  'import.run': 'Import',
  'import.importing': 'Importing',
  'import.progress': '{done} of {total} rows',
  'import.noFile': 'Choose a CSV file.',
  'import.tooLarge': 'The file is larger than {mb} MB. Split it into smaller parts.',
  'import.reportErrors': {
    one: 'The file has # error. Nothing was written.',
    other: 'The file has # errors. Nothing was written.',
  },
  'import.fixAndRetry': 'Fix the file and choose it again.',
  'import.moreErrors': { one: '…and # more error.', other: '…and # more errors.' },
  'import.row': 'Row',
  'import.column': 'Column',
  'import.message': 'Error',
  'import.reportCaption': 'Errors in the file, by row and column',
  'import.checked': 'The file is valid',
  'import.checkedText': 'The import will add {created} and change {updated} products.',
  'import.done': 'Import finished',
  'import.doneText': '{created} products added, {updated} changed.',
  'import.failed': 'The import failed. Nothing was written.',
};
