/** The dashboard's texts. Polish is the source of the key set; en.ts and ru.ts are checked against it. */
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
  'dash.returns': 'Zwroty i reklamacje',
  'dash.returnsNote':
    'Otwarte zgłoszenia według terminu (14 dni na zwrot pieniędzy lub odpowiedź).',
  'dash.returnsSoon': 'termin w ciągu 3 dni',
  'dash.returnsOverdue': 'po terminie',
  'dash.returnsOpen': 'Otwórz zwroty',
  'dash.goTo': 'Przejdź do',
  'dash.settings': 'Zmień próg',
  'dash.awaited': 'Najbardziej wyczekiwane',
  'dash.awaitedNote': 'Wyprzedane produkty, o których powrót prosi najwięcej klientów.',
  'dash.noAwaited': 'Nikt nie czeka na wyprzedany produkt.',
  'dash.safety': 'Dane bezpieczeństwa (GPSR)',
  'dash.safetyNote':
    'Opublikowane produkty bez producenta albo, dla producenta spoza UE, bez osoby odpowiedzialnej w UE.',
  'dash.safetyNone': 'Wszystkie opublikowane produkty mają komplet danych.',
  'dash.safetyOpen': 'Pokaż te produkty',
  'dash.safetyCount': {
    one: '# produkt bez danych',
    few: '# produkty bez danych',
    many: '# produktów bez danych',
    other: '# produktu bez danych',
  },
  'dash.waiting': {
    one: '# osoba czeka',
    few: '# osoby czekają',
    many: '# osób czeka',
    other: '# osoby czeka',
  },
} satisfies Record<string, string | { other: string; [k: string]: string }>;

export type DashboardMessages = {
  [K in keyof typeof pl]: (typeof pl)[K] extends string
    ? string
    : { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
};
