/**
 * Texts of the dashboard, the requests inbox and the settings screen (a catalogue of
 * `i18n/catalogue.ts`). Polish is the source of the key set; en.ts and ru.ts are checked against it.
 */
export const pl = {
  'dash.intro': 'Sprzedaż, zamówienia i to, co czeka na Twoją uwagę.',
  'dash.today': 'Dzisiaj',
  'dash.days7': 'Ostatnie 7 dni',
  'dash.days30': 'Ostatnie 30 dni',
  'dash.orders': {
    one: '# zamówienie',
    few: '# zamówienia',
    many: '# zamówień',
    other: '# zamówienia',
  },
  'dash.revenueNote': 'Przychód bez zamówień anulowanych. Dni liczone w UTC.',
  'dash.chart': 'Przychód dzienny, ostatnie 30 dni',
  'dash.chartSummary': 'Od {from} do {to}: razem {total}, najwięcej {max} ({day}).',
  'dash.chartTable': 'Pokaż dane wykresu',
  'dash.day': 'Dzień',
  'dash.revenue': 'Przychód',
  'dash.ordersCol': 'Zamówienia',
  'dash.byStatus': 'Zamówienia według statusu',
  'dash.byStatusNote': 'Wszystkie zamówienia w sklepie.',
  'dash.status.new': 'Nowe',
  'dash.status.confirmed': 'Potwierdzone',
  'dash.status.shipped': 'Wysłane',
  'dash.status.delivered': 'Dostarczone',
  'dash.status.cancelled': 'Anulowane',
  'dash.top': 'Najlepiej sprzedające się (30 dni)',
  'dash.product': 'Produkt',
  'dash.units': 'Sztuki',
  'dash.noSales': 'Brak sprzedaży w ostatnich 30 dniach.',
  'dash.lowStock': 'Kończące się zapasy',
  'dash.lowStockNote': {
    one: 'Produkty w sprzedaży z zapasem do # sztuki.',
    few: 'Produkty w sprzedaży z zapasem do # sztuk.',
    many: 'Produkty w sprzedaży z zapasem do # sztuk.',
    other: 'Produkty w sprzedaży z zapasem do # sztuki.',
  },
  'dash.lowStockMore': 'Pokazano {shown} z {total}.',
  'dash.stock': 'Stan',
  'dash.noLowStock': 'Żaden produkt nie kończy się.',
  'dash.requests': 'Zapytania o personalizację',
  'dash.requestsNew': 'nowe',
  'dash.requestsInProgress': 'w toku',
  'dash.requestsOpen': 'Otwórz skrzynkę',
  'dash.goTo': 'Przejdź do',
  'dash.settings': 'Zmień próg',

  'req.title': 'Zapytania',
  'req.intro':
    'Prośby klientów o inny rozmiar, kolor lub wykonanie. Odpowiedź trafia do klienta e-mailem w jego języku.',
  'req.filter': 'Status zapytań',
  'req.all': 'Wszystkie',
  'req.status.new': 'Nowe',
  'req.status.in_progress': 'W toku',
  'req.status.answered': 'Odpowiedziano',
  'req.status.closed': 'Zamknięte',
  'req.list': 'Lista zapytań',
  'req.when': 'Data',
  'req.from': 'Od',
  'req.product': 'Produkt',
  'req.message': 'Wiadomość',
  'req.status': 'Status',
  'req.empty': 'Brak zapytań o tym statusie.',
  'req.open': 'Otwórz zapytanie {id}',
  'req.back': 'Wszystkie zapytania',
  'req.detailTitle': 'Zapytanie {id}',
  'req.request': 'Zapytanie klienta',
  'req.name': 'Imię',
  'req.email': 'E-mail',
  'req.phone': 'Telefon',
  'req.language': 'Język klienta',
  'req.sent': 'Wysłano',
  'req.sku': 'SKU {sku}',
  'req.thread': 'Odpowiedzi',
  'req.noReplies': 'Nikt jeszcze nie odpowiedział.',
  'req.repliedBy': '{email} odpowiedział(a)',
  'req.reply': 'Odpowiedź',
  'req.replyHint':
    'Zostanie wysłana na adres {email} w języku: {language}. Nie cytujemy wiadomości klienta.',
  'req.after': 'Status po wysłaniu',
  'req.send': 'Wyślij odpowiedź',
  'req.sentToast': 'Odpowiedź wysłana do {email}.',
  'req.changeStatus': 'Zmień status',
  'req.saveStatus': 'Zapisz status',
  'req.statusSaved': 'Zapisano status.',
  'req.notFound': 'Nie ma takiego zapytania.',

  'set.title': 'Ustawienia sklepu',
  'set.intro':
    'Ustawienia, które zmieniają działanie całego sklepu. Może je zmieniać tylko właściciel; każda zmiana trafia do dziennika.',
  'set.stock': 'Zapasy',
  'set.threshold': 'Próg niskiego stanu',
  'set.thresholdHint':
    'Produkty z taką lub mniejszą liczbą sztuk pojawiają się na liście „Kończące się zapasy”.',
  'set.reviews': 'Opinie',
  'set.autoPublish': 'Publikuj od razu opinie zweryfikowanych kupujących',
  'set.autoPublishHint':
    'Opinie osób, które kupiły produkt, pojawią się bez moderacji. Pozostałe nadal czekają na akceptację.',
  'set.saved': 'Zapisano ustawienia.',
} satisfies Record<string, string | { other: string; [k: string]: string }>;

export type OfficeMessages = {
  [K in keyof typeof pl]: (typeof pl)[K] extends string
    ? string
    : { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
};
