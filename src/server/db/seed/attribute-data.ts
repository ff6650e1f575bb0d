import type { Tr } from './catalog-data';

export interface ValueDef {
  slug: string;
  label: Tr;
}

export interface AttributeDef {
  key: string;
  label: Tr;
  values: readonly ValueDef[];
}

const v = (slug: string, pl: string, en: string, ru: string): ValueDef => ({
  slug,
  label: { pl, en, ru },
});
/** Brand names are proper nouns: the same in every language. */
const brand = (slug: string, name: string): ValueDef => ({
  slug,
  label: { pl: name, en: name, ru: name },
});

export const BRAND: AttributeDef = {
  key: 'brand',
  label: { pl: 'Marka', en: 'Brand', ru: 'Бренд' },
  values: [
    brand('nordlys', 'Nordlys'),
    brand('lumera', 'Lumera'),
    brand('hygge-home', 'Hygge Home'),
    brand('casa-verde', 'Casa Verde'),
    brand('atelier-lin', 'Atelier Lin'),
    brand('fjordhus', 'Fjordhus'),
    brand('kalmar', 'Kalmar'),
    brand('mira-design', 'Mira Design'),
    brand('solna', 'Solna'),
    brand('oakline', 'Oakline'),
  ],
};

/** Colour labels are the masculine adjective in pl/ru: they read as "kolor …" / "цвет …". */
export const COLOUR: AttributeDef = {
  key: 'color',
  label: { pl: 'Kolor', en: 'Colour', ru: 'Цвет' },
  values: [
    v('white', 'Biały', 'White', 'Белый'),
    v('black', 'Czarny', 'Black', 'Чёрный'),
    v('grey', 'Szary', 'Grey', 'Серый'),
    v('light-grey', 'Jasnoszary', 'Light grey', 'Светло-серый'),
    v('beige', 'Beżowy', 'Beige', 'Бежевый'),
    v('dark-blue', 'Granatowy', 'Dark blue', 'Тёмно-синий'),
    v('olive-green', 'Oliwkowy', 'Olive green', 'Оливковый'),
    v('terracotta', 'Terakotowy', 'Terracotta', 'Терракотовый'),
    v('mustard-yellow', 'Musztardowy', 'Mustard yellow', 'Горчичный'),
    v('natural', 'Naturalny', 'Natural', 'Натуральный'),
  ],
};

export const MATERIAL: AttributeDef = {
  key: 'material',
  label: { pl: 'Materiał', en: 'Material', ru: 'Материал' },
  values: [
    v('oak', 'Dąb', 'Oak', 'Дуб'),
    v('walnut', 'Orzech', 'Walnut', 'Орех'),
    v('metal', 'Metal', 'Metal', 'Металл'),
    v('glass', 'Szkło', 'Glass', 'Стекло'),
    v('ceramic', 'Ceramika', 'Ceramic', 'Керамика'),
    v('linen', 'Len', 'Linen', 'Лён'),
    v('cotton', 'Bawełna', 'Cotton', 'Хлопок'),
    v('wool', 'Wełna', 'Wool', 'Шерсть'),
    v('rattan', 'Rattan', 'Rattan', 'Ротанг'),
  ],
};

export const STYLE: AttributeDef = {
  key: 'style',
  label: { pl: 'Styl', en: 'Style', ru: 'Стиль' },
  values: [
    v('scandinavian', 'Skandynawski', 'Scandinavian', 'Скандинавский'),
    v('industrial', 'Industrialny', 'Industrial', 'Индустриальный'),
    v('classic', 'Klasyczny', 'Classic', 'Классический'),
    v('modern', 'Nowoczesny', 'Modern', 'Современный'),
    v('boho', 'Boho', 'Boho', 'Бохо'),
  ],
};

/** "In the … style", per locale: the adjective is declined, so it cannot be built from the label. */
export const STYLE_PHRASE: Record<string, Tr> = {
  scandinavian: { pl: 'w stylu skandynawskim', en: 'Scandinavian', ru: 'в скандинавском стиле' },
  industrial: { pl: 'w stylu industrialnym', en: 'industrial', ru: 'в индустриальном стиле' },
  classic: { pl: 'w stylu klasycznym', en: 'classic', ru: 'в классическом стиле' },
  modern: { pl: 'w stylu nowoczesnym', en: 'modern', ru: 'в современном стиле' },
  boho: { pl: 'w stylu boho', en: 'boho', ru: 'в стиле бохо' },
};

export const SIZE: AttributeDef = {
  key: 'size',
  label: { pl: 'Rozmiar', en: 'Size', ru: 'Размер' },
  values: [
    v('small', 'Mały', 'Small', 'Маленький'),
    v('medium', 'Średni', 'Medium', 'Средний'),
    v('large', 'Duży', 'Large', 'Большой'),
  ],
};

/** In filter-panel order. */
export const ATTRIBUTES: readonly AttributeDef[] = [BRAND, COLOUR, MATERIAL, STYLE, SIZE];

/** Model names: short, pronounceable in all three languages. */
export const MODELS = [
  'Aura',
  'Fjord',
  'Linea',
  'Oslo',
  'Bergen',
  'Luna',
  'Nova',
  'Sola',
  'Vera',
  'Tora',
  'Kira',
  'Alva',
  'Mila',
  'Rhea',
  'Ivo',
  'Otto',
  'Lund',
  'Malmo',
  'Arne',
  'Elsa',
  'Hana',
  'Kato',
  'Noa',
  'Rio',
] as const;
