import type { Locale } from '../schema/common';
import { NOTICE_PAGES } from './notice-pages-data';

/** The demo shop's delivery methods: courier, parcel locker, showroom pickup. */
export const DEMO_DELIVERY_METHODS = [
  {
    code: 'courier',
    kind: 'courier' as const,
    titles: { pl: 'Kurier', en: 'Courier', ru: 'Курьер' },
    priceMinor: 1_999,
    freeFromMinor: 100_000,
    cod: true,
    position: 1,
  },
  {
    code: 'parcel-locker',
    kind: 'locker' as const,
    titles: { pl: 'Paczkomat', en: 'Parcel locker', ru: 'Постамат' },
    priceMinor: 1_299,
    freeFromMinor: 50_000,
    cod: false,
    position: 2,
  },
  {
    code: 'showroom',
    kind: 'pickup' as const,
    titles: {
      pl: 'Odbiór w salonie (Gdańsk)',
      en: 'Showroom pickup (Gdańsk)',
      ru: 'Самовывоз из салона (Гданьск)',
    },
    priceMinor: 0,
    freeFromMinor: null,
    cod: true,
    position: 3,
  },
];

const CITIES: ReadonlyArray<[string, string, string, string[]]> = [
  ['GDA', 'Gdańsk', '80', ['Długa', 'Grunwaldzka', 'Kartuska', 'Słowackiego', 'Chlebnicka']],
  ['GDY', 'Gdynia', '81', ['Świętojańska', 'Morska', 'Władysława IV', 'Abrahama']],
  [
    'WAW',
    'Warszawa',
    '00',
    ['Marszałkowska', 'Puławska', 'Grójecka', 'Targowa', 'Nowy Świat', 'Żelazna'],
  ],
  ['KRA', 'Kraków', '30', ['Floriańska', 'Dietla', 'Kalwaryjska', 'Wielicka', 'Długa']],
  ['POZ', 'Poznań', '60', ['Półwiejska', 'Głogowska', 'Dąbrowskiego', 'Garbary']],
  ['WRO', 'Wrocław', '50', ['Świdnicka', 'Legnicka', 'Krakowska', 'Piłsudskiego']],
  ['LOD', 'Łódź', '90', ['Piotrkowska', 'Zgierska', 'Kopernika']],
];

/** A few dozen parcel-locker points over seven cities, deterministic. */
export const DEMO_DELIVERY_POINTS = CITIES.flatMap(([code, city, zip, streets]) =>
  streets.map((street, i) => ({
    id: `${code}${String(i + 1).padStart(2, '0')}M`,
    name: `${city} ${street}`,
    address: `${street} ${3 + i * 7}, ${zip}-${String(100 + i * 37).padStart(3, '0')} ${city}`,
  })),
);

export const DEMO_BANK = {
  bank_account: 'PL61109010140000071219812874',
  bank_recipient: 'Dom i Styl sp. z o.o.',
};

type PerLocale = Record<Locale, string>;

const page = (titles: PerLocale, bodies: PerLocale) => ({ titles, bodies });

/**
 * The shop's legal pages. Demo texts: the owner must replace them with their own (company data,
 * complaint procedure, the processor list) before selling; docs/decisions/031-checkout.md.
 */
export const DEMO_SHOP_PAGES = {
  terms: page(
    { pl: 'Regulamin sklepu', en: 'Terms of sale', ru: 'Условия продажи' },
    {
      pl: '# Regulamin sklepu\n\nSprzedawcą jest Dom i Styl sp. z o.o. (dane przykładowe).\n\n## Zamówienia\n\nZamówienie jest przyjęte po potwierdzeniu e-mailem.\n\n## Prawo odstąpienia\n\nKonsument może odstąpić od umowy w ciągu 14 dni od otrzymania towaru, z wyjątkiem towarów wykonanych według jego specyfikacji. Wzór formularza: strona „Zwroty i odstąpienie”.',
      en: '# Terms of sale\n\nThe seller is Dom i Styl sp. z o.o. (sample data).\n\n## Orders\n\nAn order is accepted once confirmed by e-mail.\n\n## Right of withdrawal\n\nA consumer may withdraw within 14 days of receiving the goods, except goods made to their specification. The model form is on the "Returns and withdrawal" page.',
      ru: '# Условия продажи\n\nПродавец — Dom i Styl sp. z o.o. (пример).\n\n## Заказы\n\nЗаказ принят после подтверждения по e-mail.\n\n## Право отказа\n\nПотребитель может отказаться от договора в течение 14 дней с момента получения товара, кроме товаров, изготовленных по его спецификации. Образец формы — на странице «Возврат и отказ».',
    },
  ),
  privacy: page(
    { pl: 'Polityka prywatności', en: 'Privacy policy', ru: 'Политика конфиденциальности' },
    {
      pl: '# Polityka prywatności\n\nAdministratorem danych jest Dom i Styl sp. z o.o. Dane przetwarzamy w celu realizacji zamówienia (art. 6 ust. 1 lit. b RODO).',
      en: '# Privacy policy\n\nThe controller is Dom i Styl sp. z o.o. We process data to fulfil your order (Art. 6(1)(b) GDPR).',
      ru: '# Политика конфиденциальности\n\nОператор данных — Dom i Styl sp. z o.o. Данные обрабатываются для выполнения заказа (ст. 6(1)(b) GDPR).',
    },
  ),
  returns: page(
    { pl: 'Zwroty i odstąpienie', en: 'Returns and withdrawal', ru: 'Возврат и отказ' },
    {
      pl: '# Zwroty i odstąpienie od umowy\n\nMasz 14 dni na odstąpienie od umowy bez podania przyczyny.\n\n## Wzór formularza odstąpienia\n\nAdresat: Dom i Styl sp. z o.o.\n\nNiniejszym informuję o moim odstąpieniu od umowy sprzedaży następujących rzeczy: …\n\nData zawarcia umowy / odbioru: …\n\nImię i nazwisko, adres, podpis, data: …',
      en: '# Returns and withdrawal\n\nYou have 14 days to withdraw from the contract without giving a reason.\n\n## Model withdrawal form\n\nTo: Dom i Styl sp. z o.o.\n\nI hereby give notice that I withdraw from my contract of sale of the following goods: …\n\nOrdered on / received on: …\n\nName, address, signature, date: …',
      ru: '# Возврат и отказ от договора\n\nУ вас есть 14 дней, чтобы отказаться от договора без объяснения причин.\n\n## Образец формы отказа\n\nКому: Dom i Styl sp. z o.o.\n\nНастоящим сообщаю об отказе от договора купли-продажи следующих товаров: …\n\nДата заказа / получения: …\n\nИмя, адрес, подпись, дата: …',
    },
  ),
  'delivery-payment': page(
    { pl: 'Dostawa i płatności', en: 'Delivery and payment', ru: 'Доставка и оплата' },
    {
      pl: '# Dostawa i płatności\n\nKurier (19,99 zł, od 1000 zł gratis), paczkomat (12,99 zł, od 500 zł gratis), odbiór w salonie. Płatność online, przelewem lub przy odbiorze.',
      en: '# Delivery and payment\n\nCourier (PLN 19.99, free from PLN 1,000), parcel locker (PLN 12.99, free from PLN 500), showroom pickup. Pay online, by bank transfer or on delivery.',
      ru: '# Доставка и оплата\n\nКурьер (19,99 PLN, бесплатно от 1000 PLN), постамат (12,99 PLN, бесплатно от 500 PLN), самовывоз. Оплата онлайн, переводом или при получении.',
    },
  ),
  ...NOTICE_PAGES,
} as const;
