import type { Locale } from '#domain/locale';
import { greet, renderMail, SHOP_NAME, type MailContent } from '../messaging/layout';

const COPY: Record<
  Locale,
  { subject: string; intro: (product: string) => string; product: string }
> = {
  pl: {
    subject: `${SHOP_NAME}: odpowiedź na Twoje zapytanie`,
    intro: (p) => `Odpowiadamy na Twoje zapytanie o produkt „${p}”:`,
    product: 'Produkt',
  },
  en: {
    subject: `${SHOP_NAME}: a reply to your request`,
    intro: (p) => `Here is our reply to your request about "${p}":`,
    product: 'Product',
  },
  ru: {
    subject: `${SHOP_NAME}: ответ на ваш запрос`,
    intro: (p) => `Отвечаем на ваш запрос о товаре «${p}»:`,
    product: 'Товар',
  },
};

const CLOSING: Record<Locale, string> = {
  pl: 'Jeśli masz pytania, po prostu odpowiedz na tę wiadomość.',
  en: 'If you have any questions, simply reply to this message.',
  ru: 'Если у вас есть вопросы, просто ответьте на это письмо.',
};

/**
 * The shop's reply to a customization request, in the request's language. It greets without the
 * typed name and does not quote the shopper's message: the address was never verified, so the
 * mail carries only what the shop wrote (as the confirmation does, decision 010).
 */
export function requestReplyMail(data: {
  locale: Locale;
  productTitle: string;
  reply: string;
}): MailContent {
  const copy = COPY[data.locale];
  return renderMail(data.locale, copy.subject, {
    greeting: greet(data.locale),
    paragraphs: [
      copy.intro(data.productTitle),
      ...data.reply.split(/\n{2,}/),
      CLOSING[data.locale],
    ],
  });
}
