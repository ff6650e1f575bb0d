import type { Locale } from '#domain/locale';
import { shopDateTime } from '#domain/returns/withdrawal-period';
import { greet, renderMail, type MailContent } from '../messaging/layout';

export interface AckLine {
  title: string;
  count: number;
}

const WITHDRAWAL: Record<
  Locale,
  {
    subject: (n: number) => string;
    body: string;
    refund: string;
    number: string;
    at: string;
    reason: string;
  }
> = {
  pl: {
    subject: (n) => `Otrzymaliśmy Twoje odstąpienie od umowy nr ${n}`,
    body: 'Otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy dotyczące poniższych towarów. To potwierdzenie otrzymania, nie rozpatrzenia.',
    refund:
      'Odeślij towary w ciągu 14 dni. Zwrócimy płatność w ciągu 14 dni od otrzymania oświadczenia, ale możemy wstrzymać zwrot do chwili otrzymania towarów.',
    number: 'Numer zamówienia',
    at: 'Data i godzina złożenia (czas polski)',
    reason: 'Powód',
  },
  en: {
    subject: (n) => `We have received your withdrawal from contract no. ${n}`,
    body: 'We have received your statement of withdrawal from the contract for the goods below. This confirms receipt, not a decision.',
    refund:
      'Please send the goods back within 14 days. We refund the payment within 14 days of receiving your statement, but may hold the refund until the goods are back.',
    number: 'Order number',
    at: 'Date and time of submission (Polish time)',
    reason: 'Reason',
  },
  ru: {
    subject: (n) => `Мы получили ваш отказ от договора № ${n}`,
    body: 'Мы получили ваше заявление об отказе от договора в отношении указанных ниже товаров. Это подтверждение получения, а не решения.',
    refund:
      'Отправьте товары обратно в течение 14 дней. Мы вернём оплату в течение 14 дней с получения заявления, но можем задержать возврат до получения товаров.',
    number: 'Номер заказа',
    at: 'Дата и время подачи (польское время)',
    reason: 'Причина',
  },
};

/**
 * The acknowledgement on a durable medium the law asks for at once (art. 11a): it repeats the
 * withdrawal's content, the order, its lines and the date and time of submission in shop time.
 */
export function withdrawalAckMail(d: {
  locale: Locale;
  number: number;
  lines: readonly AckLine[];
  receivedAt: Date;
  reason: string | null;
}): MailContent {
  const c = WITHDRAWAL[d.locale];
  return renderMail(d.locale, c.subject(d.number), {
    greeting: greet(d.locale),
    paragraphs: [c.body, c.refund],
    rows: [
      [c.number, String(d.number)],
      ...d.lines.map((l) => [l.title, `× ${l.count}`] as const),
      [c.at, shopDateTime(d.receivedAt)],
      ...(d.reason ? [[c.reason, d.reason] as const] : []),
    ],
  });
}

const COMPLAINT: Record<
  Locale,
  {
    subject: (n: number) => string;
    body: string;
    number: string;
    at: string;
    answerBy: string;
    demand: string;
    demands: Record<'repair' | 'replace' | 'price_reduction' | 'withdraw', string>;
    description: string;
  }
> = {
  pl: {
    subject: (n) => `Otrzymaliśmy Twoją reklamację do zamówienia nr ${n}`,
    body: 'Otrzymaliśmy Twoją reklamację. Odpowiemy w ciągu 14 dni; brak odpowiedzi w tym terminie oznacza jej uznanie.',
    number: 'Numer zamówienia',
    at: 'Data i godzina złożenia (czas polski)',
    answerBy: 'Odpowiemy do',
    demand: 'Żądanie',
    demands: {
      repair: 'naprawa',
      replace: 'wymiana',
      price_reduction: 'obniżenie ceny',
      withdraw: 'odstąpienie od umowy',
    },
    description: 'Opis',
  },
  en: {
    subject: (n) => `We have received your complaint about order no. ${n}`,
    body: 'We have received your complaint. We will answer within 14 days; a complaint not answered by then counts as accepted.',
    number: 'Order number',
    at: 'Date and time of submission (Polish time)',
    answerBy: 'We answer by',
    demand: 'Demand',
    demands: {
      repair: 'repair',
      replace: 'replacement',
      price_reduction: 'price reduction',
      withdraw: 'withdrawal from the contract',
    },
    description: 'Description',
  },
  ru: {
    subject: (n) => `Мы получили вашу рекламацию по заказу № ${n}`,
    body: 'Мы получили вашу рекламацию. Мы ответим в течение 14 дней; без ответа в этот срок она считается признанной.',
    number: 'Номер заказа',
    at: 'Дата и время подачи (польское время)',
    answerBy: 'Ответим до',
    demand: 'Требование',
    demands: {
      repair: 'ремонт',
      replace: 'замена',
      price_reduction: 'снижение цены',
      withdraw: 'отказ от договора',
    },
    description: 'Описание',
  },
};

/** A complaint's acknowledgement: what was sent, and the date the shop answers by. */
export function complaintAckMail(d: {
  locale: Locale;
  number: number;
  lines: readonly AckLine[];
  receivedAt: Date;
  answerBy: Date;
  demand: keyof (typeof COMPLAINT)['pl']['demands'];
  description: string;
}): MailContent {
  const c = COMPLAINT[d.locale];
  return renderMail(d.locale, c.subject(d.number), {
    greeting: greet(d.locale),
    paragraphs: [c.body],
    rows: [
      [c.number, String(d.number)],
      ...d.lines.map((l) => [l.title, `× ${l.count}`] as const),
      [c.demand, c.demands[d.demand]],
      [c.description, d.description],
      [c.at, shopDateTime(d.receivedAt)],
      [c.answerBy, shopDateTime(d.answerBy).slice(0, 10)],
    ],
  });
}
