import type { Locale } from '#domain/locale';
import { DEFAULT_LOCALE } from '#domain/locale';
import { formatMoney } from '#domain/money';
import { greet, renderMail, SHOP_NAME, type MailContent } from '../messaging/layout';

/** What an order e-mail shows; money in minor units. */
export interface OrderMailData {
  publicId: string;
  /** The short number a person reads and types (orders.number). */
  number: number;
  kind: 'cart' | 'quick';
  name: string;
  phone: string;
  email: string | null;
  address: string | null;
  comment: string | null;
  locale: Locale;
  totalMinor: number;
  lines: ReadonlyArray<{ title: string; count: number; unitPriceMinor: number }>;
}

export interface RequestMailData {
  id: number;
  productTitle: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  locale: Locale;
}

const LABELS: Record<
  Locale,
  Record<
    'number' | 'total' | 'name' | 'phone' | 'email' | 'address' | 'comment' | 'product' | 'message',
    string
  >
> = {
  pl: {
    number: 'Numer zamówienia',
    total: 'Razem',
    name: 'Imię i nazwisko',
    phone: 'Telefon',
    email: 'E-mail',
    address: 'Adres dostawy',
    comment: 'Uwagi',
    product: 'Produkt',
    message: 'Wiadomość',
  },
  en: {
    number: 'Order number',
    total: 'Total',
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Delivery address',
    comment: 'Comment',
    product: 'Product',
    message: 'Message',
  },
  ru: {
    number: 'Номер заказа',
    total: 'Итого',
    name: 'Имя',
    phone: 'Телефон',
    email: 'E-mail',
    address: 'Адрес доставки',
    comment: 'Комментарий',
    product: 'Товар',
    message: 'Сообщение',
  },
};

const ORDER_COPY: Record<Locale, { subject: (n: number) => string; lines: string[] }> = {
  pl: {
    subject: (n) => `${SHOP_NAME}: przyjęliśmy Twoje zamówienie nr ${n}`,
    lines: [
      'Dziękujemy za zamówienie. Skontaktujemy się z Tobą, aby potwierdzić dostawę.',
      'Płatność przy odbiorze.',
    ],
  },
  en: {
    subject: (n) => `${SHOP_NAME}: we have received your order no. ${n}`,
    lines: [
      'Thank you for your order. We will contact you to confirm the delivery.',
      'Payment on delivery.',
    ],
  },
  ru: {
    subject: (n) => `${SHOP_NAME}: мы получили ваш заказ № ${n}`,
    lines: [
      'Спасибо за заказ. Мы свяжемся с вами, чтобы подтвердить доставку.',
      'Оплата при получении.',
    ],
  },
};

const REQUEST_COPY: Record<Locale, { subject: string; line: (product: string) => string }> = {
  pl: {
    subject: `${SHOP_NAME}: otrzymaliśmy Twoje zapytanie`,
    line: (p) => `Dziękujemy za zapytanie o produkt „${p}”. Odpowiemy na podany adres e-mail.`,
  },
  en: {
    subject: `${SHOP_NAME}: we have received your request`,
    line: (p) => `Thank you for your request about "${p}". We will reply to this e-mail address.`,
  },
  ru: {
    subject: `${SHOP_NAME}: мы получили ваш запрос`,
    line: (p) => `Спасибо за запрос о товаре «${p}». Мы ответим на этот адрес.`,
  },
};

/** The shop reads its notices in its own language, whatever language the shopper used. */
const SHOP_LOCALE: Locale = DEFAULT_LOCALE;
const LANGUAGE_NAMES: Record<Locale, string> = { pl: 'polski', en: 'angielski', ru: 'rosyjski' };

/**
 * A quick order's confirmation goes to an address a guest typed, unverified: it carries none of
 * the texts typed with it (name, comment), so the shop's mail cannot carry someone's message to
 * a stranger. A cart order comes from an account; its shopper sees their delivery details.
 */
const echoesShopperText = (order: OrderMailData) => order.kind === 'cart';

function orderRows(order: OrderMailData, locale: Locale, shopperText: boolean) {
  const l = LABELS[locale];
  const money = (minor: number) => formatMoney(minor, locale);
  const optional = (label: string, value: string | null) =>
    value ? [[label, value] as const] : [];
  return [
    [l.number, String(order.number)] as const,
    ...order.lines.map(
      (line) => [`${line.title} × ${line.count}`, money(line.unitPriceMinor * line.count)] as const,
    ),
    [l.total, money(order.totalMinor)] as const,
    ...(shopperText ? [[l.name, order.name] as const] : []),
    [l.phone, order.phone] as const,
    ...optional(l.email, order.email),
    ...optional(l.address, shopperText ? order.address : null),
    ...optional(l.comment, shopperText ? order.comment : null),
  ];
}

export const orderMails = {
  /** The shopper's confirmation, in the language of the page they ordered from. */
  orderConfirmation(order: OrderMailData): MailContent {
    const copy = ORDER_COPY[order.locale];
    const shopperText = echoesShopperText(order);
    return renderMail(order.locale, copy.subject(order.number), {
      greeting: shopperText ? greet(order.locale, order.name) : greet(order.locale),
      paragraphs: copy.lines,
      rows: orderRows(order, order.locale, shopperText),
    });
  },

  orderNotice(order: OrderMailData): MailContent {
    const kind = order.kind === 'cart' ? 'z koszyka' : 'szybkie';
    return renderMail(SHOP_LOCALE, `Nowe zamówienie (${kind}) nr ${order.number}`, {
      greeting: greet(SHOP_LOCALE),
      paragraphs: [`Nowe zamówienie ${kind}. Język klienta: ${LANGUAGE_NAMES[order.locale]}.`],
      rows: orderRows(order, SHOP_LOCALE, true),
    });
  },

  /**
   * "We received your request about {product}", to an address anyone may type: none of the
   * requester's own text (name, message), which only the shop's notice carries.
   */
  requestConfirmation(request: Pick<RequestMailData, 'productTitle' | 'locale'>): MailContent {
    const copy = REQUEST_COPY[request.locale];
    return renderMail(request.locale, copy.subject, {
      greeting: greet(request.locale),
      paragraphs: [copy.line(request.productTitle)],
    });
  },

  requestNotice(request: RequestMailData): MailContent {
    const l = LABELS[SHOP_LOCALE];
    return renderMail(SHOP_LOCALE, `Nowe zapytanie o personalizację #${request.id}`, {
      greeting: greet(SHOP_LOCALE),
      paragraphs: [
        `Zapytanie o personalizację. Język klienta: ${LANGUAGE_NAMES[request.locale]}. Odpowiedz na adres klienta.`,
      ],
      rows: [
        [l.product, request.productTitle],
        [l.name, request.name],
        [l.email, request.email],
        ...(request.phone ? [[l.phone, request.phone] as const] : []),
        [l.message, request.message],
      ],
    });
  },
};
