import type { Locale } from '../schema/common';

export type Tr = Record<Locale, string>;

/** A kind of product sold in a leaf category; its English name drives the media illustration. */
export interface ProductType {
  code: string;
  name: Tr;
  /** Price range in whole PLN. */
  price: [number, number];
  materials: readonly string[];
}

export interface LeafCategory {
  title: Tr;
  description: Tr;
  types: readonly ProductType[];
}

export interface TopCategory {
  code: string;
  title: Tr;
  description: Tr;
  children: readonly LeafCategory[];
}

const WOOD = ['oak', 'walnut', 'metal', 'rattan'] as const;
const LIGHT = ['metal', 'glass', 'ceramic', 'rattan', 'oak'] as const;
const TABLEWARE = ['ceramic', 'glass'] as const;
const FABRIC = ['linen', 'cotton', 'wool'] as const;

const t = (
  code: string,
  pl: string,
  en: string,
  ru: string,
  price: [number, number],
  materials: readonly string[],
): ProductType => ({
  code,
  name: { pl, en, ru },
  price,
  materials,
});
const leaf = (title: Tr, description: Tr, ...types: ProductType[]): LeafCategory => ({
  title,
  description,
  types,
});

// Data table: one entry per line reads better than a formatter's layout.
// prettier-ignore
export const CATALOG: readonly TopCategory[] = [
  {
    code: 'FUR',
    title: { pl: 'Meble', en: 'Furniture', ru: 'Мебель' },
    description: { pl: 'Meble do salonu, jadalni i przedpokoju.', en: 'Furniture for the living room, dining room and hall.', ru: 'Мебель для гостиной, столовой и прихожей.', },
    children: [
      leaf({ pl: 'Sofy i fotele', en: 'Sofas & armchairs', ru: 'Диваны и кресла' }, { pl: 'Wygodne sofy i fotele do salonu.', en: 'Comfortable sofas and armchairs for the living room.', ru: 'Удобные диваны и кресла для гостиной.', },
        t('SOF', 'Sofa', 'Sofa', 'Диван', [1499, 2999], ['linen', 'cotton', 'wool']),
        t('ARM', 'Fotel', 'Armchair', 'Кресло', [599, 1999], ['linen', 'wool', 'rattan'])),
      leaf({ pl: 'Stoły i stoliki', en: 'Tables', ru: 'Столы' }, { pl: 'Stoły do jadalni i stoliki kawowe.', en: 'Dining tables and coffee tables.', ru: 'Обеденные и журнальные столы.', },
        t('DTB', 'Stół do jadalni', 'Dining Table', 'Обеденный стол', [899, 2999], ['oak', 'walnut', 'metal']),
        t('CTB', 'Stolik kawowy', 'Coffee Table', 'Журнальный столик', [299, 1299], WOOD)),
      leaf({ pl: 'Krzesła', en: 'Chairs', ru: 'Стулья' }, { pl: 'Krzesła i hokery do kuchni i jadalni.', en: 'Chairs and bar stools for the kitchen and dining room.', ru: 'Стулья и барные табуреты для кухни и столовой.', },
        t('CHR', 'Krzesło', 'Dining Chair', 'Стул', [199, 899], WOOD),
        t('STL', 'Hoker', 'Bar Stool', 'Барный стул', [249, 799], ['oak', 'metal', 'walnut'])),
      leaf({ pl: 'Regały i komody', en: 'Storage', ru: 'Стеллажи и комоды' }, { pl: 'Regały, komody i szafki na wszystko.', en: 'Bookcases, sideboards and cabinets for everything.', ru: 'Стеллажи, комоды и тумбы для всего.', },
        t('BKC', 'Regał', 'Bookcase', 'Стеллаж', [399, 1799], ['oak', 'walnut', 'metal']),
        t('SDB', 'Komoda', 'Sideboard', 'Комод', [799, 2799], ['oak', 'walnut'])),
    ],
  },
  {
    code: 'LIG',
    title: { pl: 'Oświetlenie', en: 'Lighting', ru: 'Освещение' },
    description: { pl: 'Lampy, które budują nastrój o każdej porze.', en: 'Lamps that set the mood at any hour.', ru: 'Светильники, создающие настроение в любое время.', },
    children: [
      leaf({ pl: 'Lampy wiszące', en: 'Pendant lamps', ru: 'Подвесные светильники' }, { pl: 'Lampy wiszące nad stół i wyspę kuchenną.', en: 'Pendant lamps above the table and kitchen island.', ru: 'Подвесные светильники над столом и кухонным островом.', },
        t('PEN', 'Lampa wisząca', 'Pendant Lamp', 'Подвесной светильник', [149, 1299], LIGHT)),
      leaf({ pl: 'Lampy podłogowe', en: 'Floor lamps', ru: 'Торшеры' }, { pl: 'Lampy podłogowe do czytania i relaksu.', en: 'Floor lamps for reading and relaxing.', ru: 'Торшеры для чтения и отдыха.', },
        t('FLL', 'Lampa podłogowa', 'Floor Lamp', 'Торшер', [249, 1499], ['metal', 'oak', 'rattan', 'linen'])),
      leaf({ pl: 'Lampy stołowe', en: 'Table lamps', ru: 'Настольные лампы' }, { pl: 'Lampki na biurko, komodę i stolik nocny.', en: 'Lamps for the desk, sideboard and bedside table.', ru: 'Лампы для стола, комода и прикроватной тумбы.', },
        t('TBL', 'Lampa stołowa', 'Table Lamp', 'Настольная лампа', [99, 699], LIGHT)),
      leaf({ pl: 'Kinkiety', en: 'Wall lamps', ru: 'Бра' }, { pl: 'Kinkiety do sypialni, korytarza i łazienki.', en: 'Wall lamps for the bedroom, hallway and bathroom.', ru: 'Бра для спальни, коридора и ванной.', },
        t('WLL', 'Kinkiet', 'Wall Lamp', 'Бра', [119, 599], ['metal', 'glass', 'ceramic'])),
    ],
  },
  {
    code: 'KIT',
    title: { pl: 'Kuchnia i jadalnia', en: 'Kitchen & dining', ru: 'Кухня и столовая' },
    description: { pl: 'Wszystko do gotowania i nakrywania do stołu.', en: 'Everything for cooking and laying the table.', ru: 'Всё для готовки и сервировки стола.', },
    children: [
      leaf({ pl: 'Garnki i patelnie', en: 'Cookware', ru: 'Посуда для готовки' }, { pl: 'Garnki, rondle i patelnie na lata.', en: 'Pots, saucepans and pans that last for years.', ru: 'Кастрюли, сотейники и сковороды на годы.', },
        t('POT', 'Garnek', 'Cooking Pot', 'Кастрюля', [89, 599], ['metal', 'ceramic']),
        t('PAN', 'Patelnia', 'Frying Pan', 'Сковорода', [79, 449], ['metal'])),
      leaf({ pl: 'Zastawa stołowa', en: 'Dinnerware', ru: 'Столовая посуда' }, { pl: 'Talerze i miski na co dzień i od święta.', en: 'Plates and bowls for every day and special days.', ru: 'Тарелки и миски на каждый день и для праздников.', },
        t('PLT', 'Talerz', 'Plate', 'Тарелка', [19, 89], TABLEWARE),
        t('BWL', 'Miska', 'Bowl', 'Миска', [19, 99], ['ceramic', 'glass', 'oak'])),
      leaf({ pl: 'Kubki i filiżanki', en: 'Mugs & cups', ru: 'Кружки и чашки' }, { pl: 'Kubki do kawy i herbaty.', en: 'Mugs for coffee and tea.', ru: 'Кружки для кофе и чая.', },
        t('MUG', 'Kubek', 'Mug', 'Кружка', [19, 79], TABLEWARE),
        t('CUP', 'Filiżanka', 'Cup', 'Чашка', [24, 99], TABLEWARE)),
      leaf({ pl: 'Przechowywanie w kuchni', en: 'Kitchen storage', ru: 'Хранение на кухне' }, { pl: 'Słoiki, pojemniki i chlebaki.', en: 'Jars, containers and bread bins.', ru: 'Банки, контейнеры и хлебницы.', },
        t('JAR', 'Pojemnik', 'Storage Jar', 'Банка для хранения', [29, 129], ['glass', 'ceramic']),
        t('BRB', 'Chlebak', 'Bread Bin', 'Хлебница', [79, 249], ['oak', 'metal'])),
    ],
  },
  {
    code: 'TEX',
    title: { pl: 'Tekstylia', en: 'Textiles', ru: 'Текстиль' },
    description: { pl: 'Miękkie dodatki, które ocieplają wnętrze.', en: 'Soft furnishings that warm up a room.', ru: 'Мягкие аксессуары, которые делают дом теплее.', },
    children: [
      leaf({ pl: 'Poduszki dekoracyjne', en: 'Cushions', ru: 'Декоративные подушки' }, { pl: 'Poduszki i poszewki na sofę i łóżko.', en: 'Cushions and covers for the sofa and bed.', ru: 'Подушки и наволочки для дивана и кровати.', },
        t('CSH', 'Poduszka dekoracyjna', 'Cushion', 'Декоративная подушка', [39, 189], FABRIC)),
      leaf({ pl: 'Koce i pledy', en: 'Throws & blankets', ru: 'Пледы и покрывала' }, { pl: 'Ciepłe koce i lekkie pledy.', en: 'Warm blankets and light throws.', ru: 'Тёплые пледы и лёгкие покрывала.', },
        t('THR', 'Pled', 'Throw', 'Плед', [99, 499], FABRIC)),
      leaf({ pl: 'Dywany', en: 'Rugs', ru: 'Ковры' }, { pl: 'Dywany tkane ręcznie i maszynowo.', en: 'Hand-woven and machine-made rugs.', ru: 'Ковры ручной и машинной работы.', },
        t('RUG', 'Dywan', 'Rug', 'Ковёр', [199, 2499], ['wool', 'cotton', 'rattan'])),
      leaf({ pl: 'Pościel', en: 'Bedding', ru: 'Постельное бельё' }, { pl: 'Komplety pościeli z naturalnych włókien.', en: 'Bedding sets made of natural fibres.', ru: 'Комплекты постельного белья из натуральных волокон.', },
        t('BED', 'Komplet pościeli', 'Duvet Cover Set', 'Комплект постельного белья', [149, 699], ['linen', 'cotton'])),
    ],
  },
  {
    code: 'DEC',
    title: { pl: 'Dekoracje', en: 'Decor', ru: 'Декор' },
    description: { pl: 'Detale, które nadają wnętrzu charakter.', en: 'Details that give a room its character.', ru: 'Детали, которые придают интерьеру характер.', },
    children: [
      leaf({ pl: 'Wazony', en: 'Vases', ru: 'Вазы' }, { pl: 'Wazony na świeże i suszone kwiaty.', en: 'Vases for fresh and dried flowers.', ru: 'Вазы для свежих и сухих цветов.', },
        t('VAS', 'Wazon', 'Vase', 'Ваза', [39, 399], ['glass', 'ceramic'])),
      leaf({ pl: 'Świece i świeczniki', en: 'Candles & holders', ru: 'Свечи и подсвечники' }, { pl: 'Świece zapachowe i świeczniki.', en: 'Scented candles and candle holders.', ru: 'Ароматические свечи и подсвечники.', },
        t('CND', 'Świeca zapachowa', 'Scented Candle', 'Ароматическая свеча', [29, 149], ['ceramic', 'glass']),
        t('CNH', 'Świecznik', 'Candle Holder', 'Подсвечник', [39, 249], ['metal', 'glass', 'ceramic'])),
      leaf({ pl: 'Ramki i lustra', en: 'Frames & mirrors', ru: 'Рамки и зеркала' }, { pl: 'Ramki na zdjęcia i lustra ścienne.', en: 'Photo frames and wall mirrors.', ru: 'Фоторамки и настенные зеркала.', },
        t('FRM', 'Ramka na zdjęcia', 'Photo Frame', 'Фоторамка', [29, 149], ['oak', 'walnut', 'metal']),
        t('MIR', 'Lustro ścienne', 'Wall Mirror', 'Настенное зеркало', [149, 899], ['oak', 'metal', 'rattan'])),
    ],
  },
  {
    code: 'GAR',
    title: { pl: 'Ogród', en: 'Garden', ru: 'Сад' },
    description: { pl: 'Meble i dodatki na taras, balkon i do ogrodu.', en: 'Furniture and accessories for the terrace, balcony and garden.', ru: 'Мебель и аксессуары для террасы, балкона и сада.', },
    children: [
      leaf({ pl: 'Meble ogrodowe', en: 'Garden furniture', ru: 'Садовая мебель' }, { pl: 'Krzesła, stoły i leżaki na zewnątrz.', en: 'Outdoor chairs, tables and loungers.', ru: 'Уличные стулья, столы и шезлонги.', },
        t('GCH', 'Krzesło ogrodowe', 'Garden Chair', 'Садовый стул', [149, 699], ['rattan', 'metal', 'oak']),
        t('GTB', 'Stół ogrodowy', 'Garden Table', 'Садовый стол', [399, 1999], ['metal', 'oak']),
        t('LNG', 'Leżak', 'Sun Lounger', 'Шезлонг', [299, 1499], ['rattan', 'oak', 'cotton'])),
      leaf({ pl: 'Donice', en: 'Planters', ru: 'Кашпо' }, { pl: 'Donice i osłonki na rośliny.', en: 'Planters and plant pots.', ru: 'Кашпо и горшки для растений.', },
        t('PLN', 'Donica', 'Planter', 'Кашпо', [49, 599], ['ceramic', 'metal', 'rattan'])),
      leaf({ pl: 'Oświetlenie ogrodowe', en: 'Outdoor lighting', ru: 'Садовое освещение' }, { pl: 'Lampiony i lampy solarne.', en: 'Lanterns and solar lamps.', ru: 'Фонари и солнечные светильники.', },
        t('LTN', 'Lampion', 'Lantern', 'Фонарь', [59, 349], ['metal', 'glass', 'rattan'])),
    ],
  },
  {
    code: 'BTH',
    title: { pl: 'Łazienka', en: 'Bathroom', ru: 'Ванная' },
    description: { pl: 'Ręczniki i akcesoria do łazienki.', en: 'Towels and bathroom accessories.', ru: 'Полотенца и аксессуары для ванной.', },
    children: [
      leaf({ pl: 'Ręczniki', en: 'Towels', ru: 'Полотенца' }, { pl: 'Miękkie ręczniki kąpielowe.', en: 'Soft bath towels.', ru: 'Мягкие банные полотенца.', },
        t('TWL', 'Ręcznik kąpielowy', 'Bath Towel', 'Банное полотенце', [29, 149], ['cotton', 'linen'])),
      leaf({ pl: 'Akcesoria łazienkowe', en: 'Bathroom accessories', ru: 'Аксессуары для ванной' }, { pl: 'Dozowniki, kubki i pojemniki.', en: 'Dispensers, tumblers and containers.', ru: 'Дозаторы, стаканы и контейнеры.', },
        t('SOP', 'Dozownik do mydła', 'Soap Dispenser', 'Дозатор для мыла', [29, 129], ['ceramic', 'glass', 'metal'])),
      leaf({ pl: 'Dywaniki łazienkowe', en: 'Bath mats', ru: 'Коврики для ванной' }, { pl: 'Chłonne dywaniki łazienkowe.', en: 'Absorbent bath mats.', ru: 'Впитывающие коврики для ванной.', },
        t('BMT', 'Dywanik łazienkowy', 'Bath Mat', 'Коврик для ванной', [39, 199], ['cotton', 'linen'])),
    ],
  },
  {
    code: 'OFF',
    title: { pl: 'Biuro', en: 'Home office', ru: 'Домашний офис' },
    description: { pl: 'Wygodne miejsce do pracy w domu.', en: 'A comfortable place to work from home.', ru: 'Удобное рабочее место дома.', },
    children: [
      leaf({ pl: 'Biurka', en: 'Desks', ru: 'Письменные столы' }, { pl: 'Biurka proste i z regulacją wysokości.', en: 'Plain and height-adjustable desks.', ru: 'Простые и регулируемые по высоте столы.', },
        t('DSK', 'Biurko', 'Desk', 'Письменный стол', [499, 2499], ['oak', 'walnut', 'metal'])),
      leaf({ pl: 'Krzesła biurowe', en: 'Office chairs', ru: 'Офисные кресла' }, { pl: 'Ergonomiczne krzesła do pracy.', en: 'Ergonomic chairs for work.', ru: 'Эргономичные кресла для работы.', },
        t('OCH', 'Krzesło biurowe', 'Office Chair', 'Офисное кресло', [399, 1999], ['metal', 'wool', 'cotton'])),
      leaf({ pl: 'Organizery', en: 'Desk organisers', ru: 'Органайзеры' }, { pl: 'Organizery i pojemniki na biurko.', en: 'Organisers and boxes for the desk.', ru: 'Органайзеры и коробки для стола.', },
        t('ORG', 'Organizer na biurko', 'Desk Organiser', 'Настольный органайзер', [39, 199], ['oak', 'metal', 'walnut'])),
    ],
  },
];
