import type { Locale } from '#domain/locale';

const ORDER_WORD: Record<Locale, string> = { pl: 'Zamówienie nr', en: 'Order no.', ru: 'Заказ №' };

/**
 * What a payment provider shows the shopper as the purchase ("Zamówienie nr 10091") in the
 * order's language: the short number they find in the e-mail and on the status page, never the
 * order's internal id.
 */
export const paymentDescription = (number: number, locale: Locale) =>
  `${ORDER_WORD[locale]} ${number}`;
