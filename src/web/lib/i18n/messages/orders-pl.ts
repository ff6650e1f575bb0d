/**
 * Orders' and requests' texts: ordering a cart, the quick order and the customization request dialogs, the order history (docs/rules.md#orders-and-quick-order, #customization-requests); part of the later messages (spread into later-pl.ts).
 */
export const ordersPl = {
  'cart.order.empty': 'Ten koszyk został już zamówiony lub jest pusty.',
  'order.quick.soldOut': 'Nie mamy już tylu sztuk. Zmniejsz ilość lub zapytaj o termin dostawy.',
  'order.custom.productGone': 'Ten produkt nie jest już w ofercie.',
  'cart.order.start': 'Zamów',
  'cart.order.login': 'Zaloguj się, aby zamówić',
  'cart.order.title': 'Dane do zamówienia',
  'cart.order.submit': 'Zamawiam i płacę przy odbiorze',
  'cart.order.conflict':
    'Część produktów właśnie się wyprzedała. Sprawdź koszyk i spróbuj ponownie.',
  'cart.order.thanks': 'Dziękujemy za zamówienie!',
  'cart.order.number': 'Zamówienie nr {id}',
  'cart.order.emailSent': 'Potwierdzenie wysłaliśmy na Twój adres e-mail.',
  'cart.order.history': 'Moje zamówienia',
  'cart.shared.title': 'Udostępniony koszyk',
  'cart.shared.intro': 'Ktoś podzielił się z Tobą tym koszykiem. Ceny i dostępność są aktualne.',
  'cart.shared.count': 'Ilość: {count}',
  'cart.shared.add': 'Dodaj do mojego koszyka',
  'cart.shared.replace': 'Zastąp mój koszyk',
  'cart.shared.added': 'Produkty dodano do Twojego koszyka.',
  'cart.shared.replaced': 'Twój koszyk zawiera teraz te produkty.',
} satisfies Record<string, string | { other: string; [k: string]: string }>;
