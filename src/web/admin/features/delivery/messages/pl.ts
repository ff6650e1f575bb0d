import type { Message } from '#web/lib/i18n/translate';

/** The delivery methods screen's texts. Polish is the source of the key set. */
export const pl = {
  'dm.title': 'Sposoby dostawy',
  'dm.intro':
    'Kurier, paczkomat i odbiór osobisty: ceny, darmowa dostawa od kwoty, płatność przy odbiorze i kolejność w koszyku.',
  'dm.caption': 'Sposoby dostawy',
  'dm.add': 'Dodaj sposób dostawy',
  'dm.empty': 'Brak sposobów dostawy',
  'dm.emptyText': 'Bez nich klienci nie złożą zamówienia. Dodaj co najmniej jeden.',
  'dm.code': 'Kod',
  'dm.codeHint': 'Małe litery, cyfry i myślniki, np. kurier-dpd. Zapisywany w zamówieniach.',
  'dm.kind': 'Rodzaj',
  'dm.kind.courier': 'Kurier',
  'dm.kind.locker': 'Paczkomat',
  'dm.kind.pickup': 'Odbiór osobisty',
  'dm.name': 'Nazwa',
  'dm.titles': 'Nazwa w każdym języku',
  'dm.titleIn': 'Nazwa ({lang})',
  'dm.price': 'Cena',
  'dm.priceHint': 'Brutto, w złotych, np. 14,99.',
  'dm.freeFrom': 'Darmowa od',
  'dm.freeFromHint':
    'Od tej wartości produktów (po rabatach) dostawa kosztuje 0. Puste: zawsze płatna.',
  'dm.cod': 'Płatność przy odbiorze',
  'dm.codHint': 'Klient może zapłacić kurierowi lub przy odbiorze.',
  'dm.active': 'Aktywny',
  'dm.activeHint': 'Nieaktywnego sposobu klienci nie widzą.',
  'dm.position': 'Kolejność',
  'dm.positionHint': 'Mniejsza liczba: wyżej na liście w koszyku.',
  'dm.yes': 'Tak',
  'dm.no': 'Nie',
  'dm.none': '—',
  'dm.newTitle': 'Nowy sposób dostawy',
  'dm.editOf': 'Edytuj: {name}',
  'dm.deleteOf': 'Usuń: {name}',
  'dm.deleteConfirm':
    'Usunąć „{name}”? Złożone zamówienia zachowają swoją dostawę. Aby tylko ukryć sposób, odznacz „Aktywny”.',
  'dm.created': 'Dodano „{name}”.',
  'dm.saved': 'Zapisano „{name}”.',
  'dm.deleted': 'Usunięto „{name}”.',
  'dm.up': 'Przesuń wyżej: {name}',
  'dm.down': 'Przesuń niżej: {name}',
  'dm.codeTaken': 'Inny sposób dostawy ma już ten kod.',
};

export type DeliveryMessages = Record<keyof typeof pl, Message>;
