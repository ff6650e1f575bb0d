/**
 * The back-in-stock alert's texts: the product page's form and the unsubscribe page (docs/rules.md#back-in-stock); part of the later messages (spread into later-pl.ts).
 */
export const stockAlertsPl = {
  'stockAlert.title': 'Powiadom mnie, gdy produkt wróci',
  'stockAlert.intro': 'Wyślemy jedną wiadomość, gdy produkt znów będzie w sprzedaży.',
  'stockAlert.submit': 'Powiadom mnie',
  'stockAlert.done': 'Gotowe. Napiszemy, gdy produkt wróci do sprzedaży.',
  'stockAlert.available': 'Ten produkt jest już dostępny. Odśwież stronę, aby go kupić.',
  'stockAlert.unsubscribe.title': 'Rezygnacja z powiadomienia',
  'stockAlert.unsubscribe.intro': 'Nie będziemy już pisać o dostępności tego produktu.',
  'stockAlert.unsubscribe.button': 'Zrezygnuj z powiadomienia',
  'stockAlert.unsubscribe.done': 'Zrezygnowano z powiadomienia.',
  'stockAlert.unsubscribe.gone': 'To powiadomienie zostało już wyłączone.',
} satisfies Record<string, string | { other: string; [k: string]: string }>;
