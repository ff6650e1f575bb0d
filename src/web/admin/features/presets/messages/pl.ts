/** The presets screen's texts. Polish is the source of the key set; en.ts and ru.ts are checked against it. */
export const pl = {
  'presets.title': 'Zestawienia',
  'presets.intro':
    'Zestawienie to nazwany zestaw filtrów w kategorii („Dębowe stoły”). Sklep pokazuje je w menu jako osobne strony.',
  'presets.category': 'Kategoria',
  'presets.chooseCategory': 'Wybierz kategorię',
  'presets.add': 'Nowe zestawienie',
  'presets.editOf': 'Edytuj „{name}”',
  'presets.deleteOf': 'Usuń „{name}”',
  'presets.deleteConfirm': 'Usunąć zestawienie „{name}”? Jego strona zniknie ze sklepu.',
  'presets.empty': 'Brak zestawień w tej kategorii',
  'presets.emptyText': 'Dodaj zestawienie, aby polecić klientom wybór produktów.',
  'presets.noCategory': 'Wybierz kategorię, aby zobaczyć jej zestawienia.',
  'presets.filters': 'Filtry',
  'presets.filtersHint':
    'Jeden filtr w wierszu: klucz=wartość, kilka wartości po przecinku (np. color=black,white). Cena: price=100-500.',
  'presets.filtersNone': 'bez filtrów',
  'presets.created': 'Dodano zestawienie „{name}”.',
  'presets.saved': 'Zapisano zestawienie „{name}”.',
  'presets.deleted': 'Usunięto zestawienie „{name}”.',
  'presets.newTitle': 'Nowe zestawienie',
  'presets.duplicate': 'Ta kategoria ma już zestawienie z tymi samymi filtrami.',
  'presets.openOf': 'Otwórz „{name}” w sklepie',
};

export type PresetsMessages = {
  [K in keyof typeof pl]: (typeof pl)[K] extends string
    ? string
    : { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
};
