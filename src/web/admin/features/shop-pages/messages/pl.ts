import type { Message } from '#web/lib/i18n/translate';

/** The shop pages' screens' texts. Polish is the source of the key set. */
export const pl = {
  'sp.title': 'Strony sklepu',
  'sp.intro':
    'Regulamin, polityka prywatności, zwroty i odstąpienie, dostawa i płatność, gwarancja zgodności, deklaracja dostępności: w trzech językach, w Markdown. Linki do nich są w stopce i przy zamówieniu.',
  'sp.caption': 'Strony sklepu',
  'sp.page': 'Strona',
  'sp.version': 'Wersja',
  'sp.updated': 'Zmieniona',
  'sp.edit': 'Edytuj: {name}',
  'sp.slug.terms': 'Regulamin',
  'sp.slug.privacy': 'Polityka prywatności',
  'sp.slug.returns': 'Zwroty i odstąpienie od umowy',
  'sp.slug.delivery-payment': 'Dostawa i płatność',
  'sp.slug.legal-guarantee': 'Ustawowa gwarancja zgodności',
  'sp.slug.accessibility': 'Deklaracja dostępności',
  'sp.editTitle': 'Strona: {name}',
  'sp.back': 'Wszystkie strony',
  'sp.pageTitle': 'Tytuł',
  'sp.body': 'Treść (Markdown)',
  'sp.bodyHint': '## nagłówek, **pogrubienie**, - lista, [link](https://…).',
  'sp.save': 'Zapisz stronę',
  'sp.saved': 'Zapisano stronę.',
  'sp.savedVersion': 'Zapisano. Obowiązuje regulamin w wersji {version}.',
  'sp.termsVersion': 'Regulamin w wersji {version}',
  'sp.termsNote':
    'Każda zmiana treści regulaminu (w którymkolwiek języku) tworzy nową wersję. Zamówienia zapisują wersję zaakceptowaną przez klienta. Sama zmiana tytułu nie tworzy wersji.',
  'sp.missing': 'Nie ma takiej strony.',
};

export type ShopPagesMessages = Record<keyof typeof pl, Message>;
