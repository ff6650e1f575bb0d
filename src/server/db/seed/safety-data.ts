import type { Locale } from '../schema/common';

/**
 * The demo shop's product-safety data (GPSR art. 19; decision 053): the shop itself as the
 * default manufacturer, a lamp factory outside the EU whose lamps the shop imports, and the
 * importer in the EU that answers for them.
 */
export const DEMO_SHOP_MANUFACTURER = {
  name: 'Dom i Styl Sp. z o.o.',
  street: 'ul. Przykładowa 12',
  postalCode: '00-950',
  city: 'Warszawa',
  country: 'PL',
  email: 'bezpieczenstwo@domistyl.example',
  url: 'https://domistyl.example',
};

export const DEMO_IMPORTED_MAKER = {
  name: 'Shenzhen Brightway Lighting Co., Ltd.',
  street: 'No. 88 Keji Road, Nanshan District',
  postalCode: '518057',
  city: 'Shenzhen',
  country: 'CN',
  email: 'export@brightway-lighting.example',
  url: 'https://brightway-lighting.example',
};

export const DEMO_RESPONSIBLE_PERSON = {
  name: 'LichtHaus Import GmbH',
  street: 'Hafenstraße 7',
  postalCode: '20457',
  city: 'Hamburg',
  country: 'DE',
  email: 'produktsicherheit@lichthaus-import.example',
  url: null,
};

/** Table lamps with these ids are the imported ones (the first few table lamps of the shop). */
export const IMPORTED_TABLE_LAMPS = 4;

/** Product types that take mains power or a flame, by their SKU's type code. */
export const LIGHTING_TYPES = ['PEN', 'FLL', 'TBL', 'WLL', 'LTN'] as const;

export const LAMP_SAFETY: Record<Locale, string> = {
  pl: [
    '**Ostrzeżenia**',
    '',
    '- Przed wymianą żarówki odłącz lampę od zasilania i poczekaj, aż ostygnie.',
    '- Używaj źródeł światła o mocy nie większej niż podana na oprawie.',
    '- Tylko do użytku wewnątrz pomieszczeń, z dala od wody i materiałów łatwopalnych.',
    '- Lampa nie jest zabawką: przechowuj przewód poza zasięgiem dzieci.',
  ].join('\n'),
  en: [
    '**Warnings**',
    '',
    '- Unplug the lamp and let it cool down before changing the bulb.',
    '- Use light sources of no more than the wattage marked on the fitting.',
    '- For indoor use only, away from water and flammable materials.',
    '- The lamp is not a toy: keep the cable out of the reach of children.',
  ].join('\n'),
  ru: [
    '**Предупреждения**',
    '',
    '- Перед заменой лампочки отключите светильник от сети и дайте ему остыть.',
    '- Используйте лампы мощностью не выше указанной на светильнике.',
    '- Только для использования в помещении, вдали от воды и горючих материалов.',
    '- Светильник не игрушка: держите провод вне досягаемости детей.',
  ].join('\n'),
};

/**
 * A valid GTIN-13 for demo product `id`: GS1 Poland's prefix 590, the id in nine digits and the
 * check digit (the demo's numbers are made up, never a real product's).
 */
export function demoGtin(id: number, checkDigit: (body: string) => number): string {
  const body = `590${String(id % 1_000_000_000).padStart(9, '0')}`;
  return `${body}${checkDigit(body)}`;
}
