import type { CartResponse } from '#contracts/cart';
import type { Locale } from '#domain/locale';
import { formatMoney, fromDecimal } from '#domain/money';
import { greet, renderMail, SHOP_NAME, type MailContent } from '../messaging/layout';

const COPY: Record<
  Locale,
  {
    subject: string;
    intro: string;
    total: string;
    action: string;
    footer: (until: string) => string;
  }
> = {
  pl: {
    subject: `${SHOP_NAME}: ktoś udostępnił Ci koszyk`,
    intro: 'Ktoś udostępnił Ci swój koszyk w naszym sklepie. Oto jego zawartość:',
    total: 'Razem',
    action: 'Otwórz koszyk',
    footer: (until) =>
      `Dostajesz tę wiadomość, bo ktoś podał Twój adres na naszej stronie. Link jest ważny do ${until}. Ceny i dostępność mogą się zmienić.`,
  },
  en: {
    subject: `${SHOP_NAME}: someone shared a cart with you`,
    intro: 'Someone shared their cart in our shop with you. Here is what is in it:',
    total: 'Total',
    action: 'Open the cart',
    footer: (until) =>
      `You got this e-mail because someone entered your address on our site. The link is valid until ${until}. Prices and availability may change.`,
  },
  ru: {
    subject: `${SHOP_NAME}: с вами поделились корзиной`,
    intro: 'С вами поделились корзиной в нашем магазине. Вот что в ней:',
    total: 'Итого',
    action: 'Открыть корзину',
    footer: (until) =>
      `Вы получили это письмо, потому что кто-то указал ваш адрес на нашем сайте. Ссылка действует до ${until}. Цены и наличие могут измениться.`,
  },
};

/**
 * The e-mail with a shared cart's link, in the language of the link's page. Says nothing about
 * the sender: a guest can send it, and a name typed into a form would let anyone put words in
 * the shop's mouth.
 */
export function sharedCartMail(
  locale: Locale,
  cart: CartResponse,
  link: string,
  expiresAt: Date,
): MailContent {
  const copy = COPY[locale];
  // Back to minor units before multiplying: decimals from the cart answer are for display only.
  const money = (amount: number, count = 1) => formatMoney(fromDecimal(amount) * count, locale);
  const until = expiresAt.toLocaleDateString(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return renderMail(locale, copy.subject, {
    greeting: greet(locale),
    paragraphs: [copy.intro],
    rows: [
      ...cart.products.map(
        (p) => [`${p.title} × ${p.count}`, money(p.price_sale ?? p.price, p.count)] as const,
      ),
      [copy.total, money(cart.totalPrice)] as const,
    ],
    link: { href: link, label: copy.action },
    footer: copy.footer(until),
  });
}
