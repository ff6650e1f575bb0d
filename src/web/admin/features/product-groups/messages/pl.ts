import type { Message } from '#web/lib/i18n/translate';

/** The product groups' texts (docs/rules.md#product-groups). Polish is the source of the key set. */
export const pl = {
  'pg.panel': 'Grupa (kolory, rozmiary)',
  'pg.panelHint':
    'Produkty z grupy są jednym wyborem na stronie produktu. Każdy ma swój adres, SKU, cenę i stan.',
  'pg.none': 'Produkt nie należy do żadnej grupy.',
  'pg.afterSave': 'Grupę można ustawić po zapisaniu produktu.',
  'pg.create': 'Utwórz grupę',
  'pg.edit': 'Edytuj grupę',
  'pg.ungroup': 'Usuń z grupy',
  'pg.dissolve': 'Rozwiąż grupę',
  'pg.ungrouped': 'Produkt usunięty z grupy.',
  'pg.dissolved': 'Grupa rozwiązana; produkty pozostały.',
  'pg.saved': 'Grupa zapisana.',
  'pg.failed': 'Nie udało się zmienić grupy. Spróbuj ponownie.',
  'pg.axis': 'Oś wyboru',
  'pg.axis.color': 'Kolor',
  'pg.axis.size': 'Rozmiar',
  'pg.axis.material': 'Materiał',
  'pg.members': 'Produkty w grupie, w kolejności na stronie',
  'pg.label': 'Etykieta ({lang})',
  'pg.swatch': 'Próbka',
  'pg.optional': '(opcjonalnie)',
  'pg.swatchHint': 'Kolor #rrggbb albo adres obrazka z /media/; puste: sama etykieta.',
  'pg.up': 'Wyżej: {name}',
  'pg.down': 'Niżej: {name}',
  'pg.remove': 'Usuń z grupy: {name}',
  'pg.add': 'Dodaj produkt',
  'pg.inOther': 'w innej grupie',
  'pg.dialogNew': 'Nowa grupa',
  'pg.dialogEdit': 'Grupa produktów',
  'pg.bulk': 'Grupuj',
  'pg.tooFew': 'Grupa łączy co najmniej 2 produkty.',
  'pg.current': 'ten produkt',
  'pg.hidden': 'niepublikowany',
  'pg.soldOut': 'wyprzedany',
  'pg.err.product.in_other_group':
    'Ten produkt jest już w innej grupie; najpierw usuń go z tamtej.',
  'pg.err.product.unknown': 'Nie ma takiego produktu.',
  'pg.err.swatch.invalid': 'Podaj kolor #rrggbb albo adres obrazka z /media/.',
  'pg.err.products.too_few': 'Grupa łączy co najmniej 2 produkty.',
};

export type ProductGroupsMessages = Record<keyof typeof pl, Message>;
