/** The CSV import and export screen's texts. Polish is the source of the key set; en.ts and ru.ts are checked against it. */
export const pl = {
  'import.title': 'Import i eksport',
  'import.intro':
    'Plik CSV z nagłówkiem, jeden produkt w wierszu; produkty są dopasowywane po SKU. Najpierw sprawdzamy cały plik — nic nie zostaje zapisane, dopóki w pliku jest choć jeden błąd.',
  'import.export': 'Eksport',
  'import.exportText':
    'Wszystkie produkty w tym samym formacie. Plik bez zmian można zaimportować z powrotem.',
  'import.exportLink': 'Pobierz produkty (CSV)',
  'import.upload': 'Import',
  'import.file': 'Plik CSV',
  'import.fileHint':
    'Kolumny: sku, category, price, sale_price, stock, published, title_pl … description_ru oraz filtry (attr_color, attr_material…).',
  'import.check': 'Sprawdź plik',
  'import.checking': 'Sprawdzanie pliku',
  'import.run': 'Importuj',
  'import.importing': 'Importowanie',
  'import.progress': '{done} z {total} wierszy',
  'import.noFile': 'Wybierz plik CSV.',
  'import.tooLarge': 'Plik jest większy niż {mb} MB. Podziel go na mniejsze części.',
  'import.reportErrors': {
    one: 'Plik ma # błąd. Nic nie zostało zapisane.',
    few: 'Plik ma # błędy. Nic nie zostało zapisane.',
    many: 'Plik ma # błędów. Nic nie zostało zapisane.',
    other: 'Plik ma # błędu. Nic nie zostało zapisane.',
  },
  'import.fixAndRetry': 'Popraw plik i wybierz go ponownie.',
  'import.moreErrors': {
    one: '…i jeszcze # błąd.',
    few: '…i jeszcze # błędy.',
    many: '…i jeszcze # błędów.',
    other: '…i jeszcze # błędu.',
  },
  'import.row': 'Wiersz',
  'import.column': 'Kolumna',
  'import.message': 'Błąd',
  'import.reportCaption': 'Błędy w pliku, według wiersza i kolumny',
  'import.checked': 'Plik jest poprawny',
  'import.checkedText': 'Po imporcie: {created} nowych, {updated} zmienionych produktów.',
  'import.done': 'Import zakończony',
  'import.doneText': 'Dodano {created}, zmieniono {updated} produktów.',
  'import.failed': 'Import się nie powiódł. Nic nie zostało zapisane.',
};

export type ImportMessages = {
  [K in keyof typeof pl]: (typeof pl)[K] extends string
    ? string
    : { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
};
