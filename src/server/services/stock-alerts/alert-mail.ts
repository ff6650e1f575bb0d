import type { Locale } from '#domain/locale';
import { greet, renderMail, type MailContent } from '../messaging/layout';

const COPY: Record<
  Locale,
  { subject: (t: string) => string; back: (t: string) => string; see: string; why: string }
> = {
  pl: {
    subject: (t) => `${t} jest znowu dostępny`,
    back: (t) => `Produkt, o który pytałeś, „${t}”, jest znowu w sprzedaży.`,
    see: 'Zobacz produkt',
    why: 'Dostajesz tę wiadomość, bo poprosiłeś o powiadomienie o dostępności. Rezygnacja:',
  },
  en: {
    subject: (t) => `${t} is back in stock`,
    back: (t) => `The product you asked about, “${t}”, is on sale again.`,
    see: 'See the product',
    why: 'You get this because you asked to be told when it is back. Unsubscribe:',
  },
  ru: {
    subject: (t) => `${t} снова в наличии`,
    back: (t) => `Товар, о котором вы спрашивали, «${t}», снова в продаже.`,
    see: 'Посмотреть товар',
    why: 'Вы получили это письмо, потому что просили сообщить о наличии. Отписаться:',
  },
};

/**
 * The back-in-stock e-mail, rendered when the shopper subscribes (the trigger that sends it cannot
 * render): the product's title and address as they are then, and the subscription's own
 * unsubscribe link.
 */
export function backInStockMail(
  locale: Locale,
  product: { title: string; url: string },
  unsubscribeUrl: string,
): MailContent {
  const copy = COPY[locale];
  return renderMail(locale, copy.subject(product.title), {
    greeting: greet(locale),
    paragraphs: [copy.back(product.title)],
    link: { href: product.url, label: copy.see },
    footer: `${copy.why} ${unsubscribeUrl}`,
  });
}
