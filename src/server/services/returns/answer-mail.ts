import type { Locale } from '#domain/locale';
import { greet, renderMail, SHOP_NAME, type MailContent } from '../messaging/layout';

export interface ComplaintAnswer {
  orderNumber: number;
  locale: Locale;
  verdict: 'accepted' | 'rejected';
  answer: string;
}

const COPY: Record<
  Locale,
  { subject: (n: number) => string; accepted: string; rejected: string; number: string }
> = {
  pl: {
    subject: (n) => `${SHOP_NAME}: odpowiedź na reklamację do zamówienia nr ${n}`,
    accepted: 'Uznajemy Twoją reklamację.',
    rejected: 'Nie uznajemy Twojej reklamacji.',
    number: 'Numer zamówienia',
  },
  en: {
    subject: (n) => `${SHOP_NAME}: our answer to your complaint about order no. ${n}`,
    accepted: 'We accept your complaint.',
    rejected: 'We do not accept your complaint.',
    number: 'Order number',
  },
  ru: {
    subject: (n) => `${SHOP_NAME}: ответ на вашу рекламацию по заказу № ${n}`,
    accepted: 'Мы признаём вашу рекламацию.',
    rejected: 'Мы не признаём вашу рекламацию.',
    number: 'Номер заказа',
  },
};

/**
 * Staff's answer to a complaint, in the complaint's language (the order's, or the page's it
 * was sent from): the verdict, then the text as staff wrote it, paragraph by paragraph.
 */
export function complaintAnswerMail(a: ComplaintAnswer): MailContent {
  const copy = COPY[a.locale];
  const paragraphs = a.answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return renderMail(a.locale, copy.subject(a.orderNumber), {
    greeting: greet(a.locale),
    paragraphs: [copy[a.verdict], ...paragraphs],
    rows: [[copy.number, String(a.orderNumber)]],
  });
}
