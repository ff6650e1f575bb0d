import type { Locale } from '../schema/common';

type PerLocale = Record<Locale, string>;

/**
 * The two notices every shop shows in its footer (docs/rules.md#notices): the notice on the legal
 * guarantee of conformity (Directive 2011/83/EU art. 22a, Implementing Regulation (EU) 2025/1960,
 * applicable from 27 September 2026) and the accessibility statement (European Accessibility
 * Act). The demo shop gets them with its other pages; an existing shop gets them from the
 * migration `notice_pages_for_existing_shops`, which carries the same texts (a test compares
 * them). The owner edits both in the back office (Shop pages); the notice's content is the
 * regulation's: its heading, the two-year minimum, the remedies in their order, commercial
 * guarantees as an addition, and where to read more. Before selling, the owner checks the
 * wording against the official notice in each language (the regulation has no Russian version:
 * ours is a translation).
 */
export const NOTICE_PAGES: Record<
  'legal-guarantee' | 'accessibility',
  { titles: PerLocale; bodies: PerLocale }
> = {
  'legal-guarantee': {
    titles: {
      pl: 'Ustawowa gwarancja zgodności',
      en: 'Legal guarantee of conformity',
      ru: 'Законная гарантия соответствия',
    },
    bodies: {
      pl: [
        '**Minimum 2 lata — bezpłatnie, z mocy prawa.**',
        'Sprzedawca odpowiada wobec Ciebie za każdy brak zgodności towaru z umową, który istniał w chwili dostarczenia i ujawnił się w ciągu co najmniej dwóch lat od dostarczenia. Prawo krajowe może dawać Ci więcej; w Polsce sprzedawca odpowiada przez dwa lata, a brak zgodności ujawniony w tym czasie uważa się za istniejący już przy dostarczeniu.',
        '## Jeżeli towar nie jest zgodny z umową, możesz żądać',
        '1. **naprawy albo wymiany** — bezpłatnie, w rozsądnym czasie i bez nadmiernych niedogodności dla Ciebie;\n2. **obniżenia ceny albo odstąpienia od umowy (zwrotu ceny)** — gdy naprawa i wymiana są niemożliwe, sprzedawca ich odmówił lub ich nie wykonał, brak zgodności występuje nadal albo jest tak istotny, że uzasadnia to od razu.',
        'Dla towarów używanych okres odpowiedzialności może być krótszy, ale nie krótszy niż rok.',
        '## Gwarancje handlowe',
        'Sprzedawcy i producenci mogą oferować dodatkowe gwarancje handlowe, w tym handlową gwarancję trwałości. Nie ograniczają one ustawowej gwarancji zgodności: masz ją zawsze.',
        'Więcej o Twoich prawach: [Your Europe — gwarancje i zwroty](https://europa.eu/youreurope/citizens/consumers/shopping/guarantees-returns/index_pl.htm).',
        'Reklamację złożysz, pisząc do nas (dane kontaktowe są w Regulaminie sklepu). Informacja zgodna z rozporządzeniem wykonawczym Komisji (UE) 2025/1960.',
      ].join('\n\n'),
      en: [
        '**At least 2 years — free of charge, by law.**',
        'The seller is liable to you for any lack of conformity of the goods that existed when they were delivered and becomes apparent within at least two years of delivery. National law may give you more; in Poland the seller is liable for two years, and a lack of conformity that becomes apparent in that time is presumed to have existed at delivery.',
        '## If the goods are not in conformity, you can ask for',
        '1. **repair or replacement** — free of charge, within a reasonable time and without significant inconvenience to you;\n2. **a price reduction or termination of the contract (a refund)** — when repair and replacement are impossible, the seller refused or failed to carry them out, the lack of conformity persists, or it is so serious that this is justified at once.',
        'For second-hand goods the period may be shorter, but not less than one year.',
        '## Commercial guarantees',
        'Sellers and producers may offer commercial guarantees in addition, including a commercial guarantee of durability. They do not limit the legal guarantee of conformity: you always have it.',
        'More about your rights: [Your Europe — guarantees and returns](https://europa.eu/youreurope/citizens/consumers/shopping/guarantees-returns/index_en.htm).',
        'To make a complaint, write to us (our contact details are in the Terms of sale). Information under Commission Implementing Regulation (EU) 2025/1960.',
      ].join('\n\n'),
      ru: [
        '**Не менее 2 лет — бесплатно, в силу закона.**',
        'Продавец отвечает перед вами за любое несоответствие товара договору, которое существовало в момент доставки и проявилось в течение не менее двух лет после доставки. Национальное право может давать вам больше; в Польше продавец отвечает два года, и несоответствие, проявившееся в этот срок, считается существовавшим уже при доставке.',
        '## Если товар не соответствует договору, вы можете потребовать',
        '1. **ремонта или замены** — бесплатно, в разумный срок и без существенных неудобств для вас;\n2. **снижения цены или расторжения договора (возврата денег)** — если ремонт и замена невозможны, продавец отказался от них или не выполнил их, несоответствие сохраняется или настолько существенно, что это оправдано сразу.',
        'Для бывших в употреблении товаров срок может быть короче, но не менее одного года.',
        '## Коммерческие гарантии',
        'Продавцы и производители могут дополнительно предлагать коммерческие гарантии, в том числе коммерческую гарантию долговечности. Они не ограничивают законную гарантию соответствия: она есть у вас всегда.',
        'Подробнее о ваших правах: [Your Europe — гарантии и возврат](https://europa.eu/youreurope/citizens/consumers/shopping/guarantees-returns/index_en.htm).',
        'Чтобы подать рекламацию, напишите нам (контакты — в Условиях продажи). Информация в соответствии с Исполнительным регламентом Комиссии (ЕС) 2025/1960.',
      ].join('\n\n'),
    },
  },
  accessibility: {
    titles: {
      pl: 'Deklaracja dostępności',
      en: 'Accessibility statement',
      ru: 'Заявление о доступности',
    },
    bodies: {
      pl: [
        'Dom i Styl sp. z o.o. chce, aby sklep internetowy był dostępny dla każdego, zgodnie z Europejskim aktem o dostępności (dyrektywa (UE) 2019/882) i ustawą z 26 kwietnia 2024 r. o zapewnianiu spełniania wymagań dostępności niektórych produktów i usług.',
        '## Stan zgodności',
        'Sklep spełnia wymagania standardu **WCAG 2.1 na poziomie AA** (norma EN 301 549) w wersjach polskiej, angielskiej i rosyjskiej, na telefonie i na komputerze.',
        '## Jak to sprawdzamy',
        '- każda zmiana sklepu przechodzi automatyczne testy axe-core w przeglądarce Chromium, na ekranie telefonu (375 px) i komputera (1280 px), także z otwartym oknem zgody na pliki cookie;\n- Lighthouse (wersja mobilna) ocenia dostępność strony głównej, kategorii i produktu na 100;\n- całą ścieżkę zakupu (wyszukiwanie, filtry, koszyk, zamówienie) przechodzimy samą klawiaturą, z widocznym fokusem i bez pułapek fokusu.',
        '## Znane ograniczenia',
        '- opisy produktów i wpisy na blogu piszą nasi redaktorzy: starsze zdjęcia mogą mieć zbyt ogólne teksty alternatywne;\n- dokumenty PDF producentów (np. instrukcje bezpieczeństwa) mogą nie być w pełni dostępne — na prośbę prześlemy ich treść w innej formie;\n- mapa punktów odbioru InPost, gdy jest włączona, pochodzi od przewoźnika; punkt można też wpisać lub wybrać z listy.',
        '## Kontakt',
        'Jeśli coś w sklepie jest dla Ciebie niedostępne, napisz na [dostepnosc@domistyl.example](mailto:dostepnosc@domistyl.example) lub zadzwoń pod numer +48 58 000 00 00. Odpowiemy w ciągu 14 dni. Jeśli odpowiedź Cię nie zadowoli, możesz złożyć skargę do Prezesa Zarządu PFRON, który nadzoruje dostępność usług.',
        '## Data',
        'Deklarację sporządzono 28 listopada 2026 r. na podstawie testów opisanych powyżej; przeglądamy ją przy każdej większej zmianie sklepu, nie rzadziej niż raz w roku.',
      ].join('\n\n'),
      en: [
        'Dom i Styl sp. z o.o. wants its online shop to be usable by everyone, as the European Accessibility Act (Directive (EU) 2019/882) and the Polish act of 26 April 2024 on accessibility requirements for certain products and services ask.',
        '## Compliance status',
        'The shop meets **WCAG 2.1 level AA** (standard EN 301 549) in Polish, English and Russian, on phones and on computers.',
        '## How we test it',
        '- every change to the shop runs automated axe-core checks in Chromium, on a phone screen (375 px) and a desktop one (1280 px), also with the cookie consent banner open;\n- Lighthouse (mobile) scores the accessibility of the home, category and product pages at 100;\n- we walk the whole purchase (search, filters, cart, checkout) with the keyboard alone, with a visible focus and no focus traps.',
        '## Known limitations',
        '- product descriptions and blog posts are written by our editors: older photos may have alternative texts that say too little;\n- manufacturers’ PDF documents (such as safety instructions) may not be fully accessible — on request we send their content in another form;\n- the InPost pickup point map, when it is switched on, comes from the carrier; a point can also be typed or chosen from a list.',
        '## Contact',
        'If something in the shop is not accessible to you, write to [dostepnosc@domistyl.example](mailto:dostepnosc@domistyl.example) or call +48 58 000 00 00. We answer within 14 days. If our answer does not satisfy you, you may complain to the President of the Management Board of PFRON, the Polish authority that supervises the accessibility of services.',
        '## Date',
        'This statement was prepared on 28 November 2026 from the tests described above; we review it with every larger change to the shop, and at least once a year.',
      ].join('\n\n'),
      ru: [
        'Dom i Styl sp. z o.o. стремится к тому, чтобы интернет-магазином мог пользоваться каждый, в соответствии с Европейским актом о доступности (Директива (ЕС) 2019/882) и польским законом от 26 апреля 2024 г. о требованиях доступности некоторых товаров и услуг.',
        '## Соответствие',
        'Магазин соответствует **WCAG 2.1 на уровне AA** (стандарт EN 301 549) на польском, английском и русском языках, на телефоне и на компьютере.',
        '## Как мы это проверяем',
        '- каждое изменение магазина проходит автоматические проверки axe-core в браузере Chromium на экране телефона (375 px) и компьютера (1280 px), в том числе с открытым окном согласия на файлы cookie;\n- Lighthouse (мобильная версия) оценивает доступность главной страницы, категории и товара на 100;\n- весь путь покупки (поиск, фильтры, корзина, оформление заказа) мы проходим только с клавиатуры, с видимым фокусом и без ловушек фокуса.',
        '## Известные ограничения',
        '- описания товаров и записи в блоге пишут наши редакторы: у старых фотографий альтернативный текст может быть слишком общим;\n- PDF-документы производителей (например, инструкции по безопасности) могут быть доступны не полностью — по запросу мы пришлём их содержание в другом виде;\n- карта пунктов выдачи InPost, когда она включена, предоставлена перевозчиком; пункт можно также ввести или выбрать из списка.',
        '## Контакт',
        'Если что-то в магазине для вас недоступно, напишите на [dostepnosc@domistyl.example](mailto:dostepnosc@domistyl.example) или позвоните по номеру +48 58 000 00 00. Мы ответим в течение 14 дней. Если ответ вас не устроит, вы можете подать жалобу Председателю правления PFRON — польскому органу, который надзирает за доступностью услуг.',
        '## Дата',
        'Заявление составлено 28 ноября 2026 г. по результатам описанных выше проверок; мы пересматриваем его при каждом крупном изменении магазина и не реже одного раза в год.',
      ].join('\n\n'),
    },
  },
};
