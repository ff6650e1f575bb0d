import type { OrderStatus } from '#contracts/admin/orders';
import type { Locale } from '#domain/locale';
import { INPOST_CARRIER, inpostTrackingUrl } from '#domain/shipping/parcel-rules';
import { greet, renderMail, SHOP_NAME, type MailContent } from '../messaging/layout';

/** What a status e-mail says about its order. */
export interface OrderStatusMailData {
  /** The short number a person reads and types (orders.number). */
  number: number;
  status: MailedStatus;
  locale: Locale;
  carrier: string | null;
  trackingNumber: string | null;
}

/**
 * The statuses the shopper hears of. Not `new` (the confirmation e-mail says it) and not
 * `ready_to_ship`: a parcel booked but still on the shop's shelf is no news; its e-mail goes
 * when the carrier takes it (`shipped`), with the tracking link.
 */
export type MailedStatus = Exclude<OrderStatus, 'new' | 'ready_to_ship'>;
export const isMailedStatus = (status: OrderStatus): status is MailedStatus =>
  status !== 'new' && status !== 'ready_to_ship';

type StatusCopy = Record<MailedStatus, { subject: string; line: string }>;

const COPY: Record<
  Locale,
  StatusCopy & { number: string; carrier: string; tracking: string; track: string }
> = {
  pl: {
    confirmed: {
      subject: `${SHOP_NAME}: zamówienie nr {n} potwierdzone`,
      line: 'Potwierdziliśmy Twoje zamówienie i przygotowujemy je do wysyłki.',
    },
    shipped: {
      subject: `${SHOP_NAME}: zamówienie nr {n} wysłane`,
      line: 'Twoje zamówienie jest już w drodze.',
    },
    delivered: {
      subject: `${SHOP_NAME}: zamówienie nr {n} dostarczone`,
      line: 'Twoje zamówienie zostało dostarczone. Dziękujemy za zakupy!',
    },
    cancelled: {
      subject: `${SHOP_NAME}: zamówienie nr {n} anulowane`,
      line: 'Twoje zamówienie zostało anulowane. Jeśli to pomyłka, odpowiedz na tę wiadomość.',
    },
    number: 'Numer zamówienia',
    carrier: 'Przewoźnik',
    tracking: 'Numer przesyłki',
    track: 'Śledź przesyłkę',
  },
  en: {
    confirmed: {
      subject: `${SHOP_NAME}: your order no. {n} is confirmed`,
      line: 'We have confirmed your order and are getting it ready to ship.',
    },
    shipped: {
      subject: `${SHOP_NAME}: your order no. {n} has shipped`,
      line: 'Your order is on its way.',
    },
    delivered: {
      subject: `${SHOP_NAME}: your order no. {n} was delivered`,
      line: 'Your order has been delivered. Thank you for shopping with us!',
    },
    cancelled: {
      subject: `${SHOP_NAME}: your order no. {n} was cancelled`,
      line: 'Your order has been cancelled. If this is a mistake, reply to this message.',
    },
    number: 'Order number',
    carrier: 'Carrier',
    tracking: 'Tracking number',
    track: 'Track the parcel',
  },
  ru: {
    confirmed: {
      subject: `${SHOP_NAME}: заказ № {n} подтверждён`,
      line: 'Мы подтвердили ваш заказ и готовим его к отправке.',
    },
    shipped: {
      subject: `${SHOP_NAME}: заказ № {n} отправлен`,
      line: 'Ваш заказ уже в пути.',
    },
    delivered: {
      subject: `${SHOP_NAME}: заказ № {n} доставлен`,
      line: 'Ваш заказ доставлен. Спасибо за покупку!',
    },
    cancelled: {
      subject: `${SHOP_NAME}: заказ № {n} отменён`,
      line: 'Ваш заказ отменён. Если это ошибка, ответьте на это письмо.',
    },
    number: 'Номер заказа',
    carrier: 'Служба доставки',
    tracking: 'Номер отправления',
    track: 'Отследить посылку',
  },
};

/**
 * The shopper's notice of a status change, in the language the order was placed in (the
 * order's, not the staff member's). No name: the address may be one a guest typed.
 */
export function orderStatusMail(order: OrderStatusMailData): MailContent {
  const copy = COPY[order.locale];
  const { subject, line } = copy[order.status];
  // `{n}`: the subject names the order by its number, which the copy places per language.
  const rows: Array<readonly [string, string]> = [[copy.number, String(order.number)]];
  if (order.carrier) rows.push([copy.carrier, order.carrier]);
  if (order.trackingNumber) rows.push([copy.tracking, order.trackingNumber]);
  // InPost's tracking page takes the number in its address; other carriers get the number only.
  const tracked =
    order.carrier === INPOST_CARRIER && order.trackingNumber && order.status === 'shipped';
  return renderMail(order.locale, subject.replace('{n}', String(order.number)), {
    greeting: greet(order.locale),
    paragraphs: [line],
    rows,
    ...(tracked
      ? { link: { href: inpostTrackingUrl(order.trackingNumber!), label: copy.track } }
      : {}),
  });
}
