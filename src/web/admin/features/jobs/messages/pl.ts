/** The background work screen's texts. Polish is the source of the key set; en.ts and ru.ts are checked against it. */
export const pl = {
  'jobs.title': 'Zadania w tle',
  'jobs.intro':
    'Praca, którą sklep wykonuje później: wysyłka wiadomości, kopie punktów, śledzenie paczek. Nieudane czekają tu na decyzję.',
  'jobs.filters': 'Filtry zadań',
  'jobs.status': 'Stan',
  'jobs.anyStatus': 'Niezakończone',
  'jobs.topic': 'Rodzaj',
  'jobs.anyTopic': 'Wszystkie',
  'jobs.apply': 'Filtruj',
  'jobs.reset': 'Wyczyść',
  'jobs.caption': 'Zadania w tle, od najnowszych',
  'jobs.empty': 'Brak zadań',
  'jobs.emptyText':
    'Żadne zadanie nie pasuje do filtrów. Bez nich lista pokazuje zadania czekające, trwające i nieudane.',
  'jobs.col.job': 'Zadanie',
  'jobs.col.subject': 'Czego dotyczy',
  'jobs.col.status': 'Stan',
  'jobs.col.attempts': 'Próby',
  'jobs.col.error': 'Ostatni błąd',
  'jobs.col.next': 'Następna próba',
  'jobs.col.actions': 'Działania',
  'jobs.attempts': '{attempts} z {max}',
  'jobs.noError': 'brak',
  'jobs.showError': 'Pokaż cały błąd',
  'jobs.next.running': 'trwa teraz',
  'jobs.next.failed': 'wstrzymane',
  'jobs.next.done': 'wykonane {at}',
  'jobs.status.waiting': 'Czeka',
  'jobs.status.running': 'W toku',
  'jobs.status.failed': 'Nieudane',
  'jobs.status.done': 'Wykonane',
  'jobs.retry': 'Ponów teraz',
  'jobs.retryOf': 'Ponów teraz: zadanie {id}',
  'jobs.retried': 'Zadanie {id} zostanie wykonane teraz.',
  'jobs.abandon': 'Porzuć',
  'jobs.abandonOf': 'Porzuć zadanie {id}',
  'jobs.abandonTitle': 'Porzucić zadanie?',
  'jobs.abandonConfirm':
    'Zadanie „{name}” zostanie usunięte i nie będzie już ponawiane. Wpis w dzienniku zmian zachowa, czym było.',
  'jobs.abandoned': 'Zadanie {id} porzucone.',
  'jobs.notFailed': 'To zadanie już nie jest nieudane. Lista została odświeżona.',
  'jobs.topic.messaging.deliver': 'Wysyłka e-maila lub SMS-a',
  'jobs.topic.shipping.point-sync': 'Kopia punktów InPost (codziennie)',
  'jobs.topic.shipping.point-sync.first': 'Pierwsza kopia punktów InPost',
  'jobs.topic.shipping.tracking-poll': 'Śledzenie paczek InPost',
  'jobs.topic.payments.expire-overdue': 'Anulowanie nieopłaconych zamówień',
};

export type JobsMessages = {
  [K in keyof typeof pl]: (typeof pl)[K] extends string
    ? string
    : { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
};
