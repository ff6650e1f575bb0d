/** The category tree's texts. Polish is the source of the key set; en.ts and ru.ts are checked against it. */
export const pl = {
  'categories.title': 'Kategorie',
  'categories.intro':
    'Kolejność tutaj to kolejność w menu sklepu. Kategorię można usunąć, gdy nie ma produktów ani podkategorii.',
  'categories.add': 'Nowa kategoria',
  'categories.addChild': 'Dodaj podkategorię',
  'categories.addChildOf': 'Dodaj podkategorię do „{name}”',
  'categories.edit': 'Edytuj „{name}”',
  'categories.move': 'Przenieś',
  'categories.moveOf': 'Przenieś „{name}”',
  'categories.moveUp': 'W górę',
  'categories.moveDown': 'W dół',
  'categories.moveUpOf': 'Przesuń „{name}” w górę',
  'categories.moveDownOf': 'Przesuń „{name}” w dół',
  'categories.deleteOf': 'Usuń „{name}”',
  'categories.deleteConfirm': 'Usunąć kategorię „{name}”? Tej operacji nie można cofnąć.',
  'categories.deleteBlocked':
    'Nie można usunąć: kategoria ma produkty lub podkategorie. Najpierw je przenieś.',
  'categories.products': {
    one: '# produkt',
    few: '# produkty',
    many: '# produktów',
    other: '# produktu',
  },
  'categories.children': {
    one: '# podkategoria',
    few: '# podkategorie',
    many: '# podkategorii',
    other: '# podkategorii',
  },
  'categories.empty': 'Nie ma jeszcze kategorii',
  'categories.emptyText': 'Dodaj pierwszą kategorię — pojawi się w menu sklepu.',
  'categories.newTitle': 'Nowa kategoria',
  'categories.parent': 'Kategoria nadrzędna',
  'categories.root': '— najwyższy poziom —',
  'categories.created': 'Dodano kategorię „{name}”.',
  'categories.saved': 'Zapisano kategorię „{name}”.',
  'categories.deleted': 'Usunięto kategorię „{name}”.',
  'categories.moved': 'Przeniesiono kategorię „{name}”.',
  'categories.tree': 'Drzewo kategorii',
};

export type CategoriesMessages = {
  [K in keyof typeof pl]: (typeof pl)[K] extends string
    ? string
    : { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
};
