/** The customization requests inbox's texts. Polish is the source of the key set; en.ts and ru.ts are checked against it. */
export const pl = {
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
} satisfies Record<string, string | { other: string; [k: string]: string }>;

export type RequestsMessages = {
  [K in keyof typeof pl]: (typeof pl)[K] extends string
    ? string
    : { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
};
