import { describe, expect, it } from 'vitest';
import { canMove, ORDER_MOVES, ORDER_STATUSES } from '#contracts/admin/orders';
import { orderStatusMail } from './order-status-mail';

describe('order status e-mails', () => {
  const order = { number: 10042, locale: 'pl' as const, carrier: null, trackingNumber: null };

  it('speak the order’s language for every status', () => {
    expect(orderStatusMail({ ...order, status: 'confirmed' }).subject).toBe(
      'Dom i Styl: zamówienie nr 10042 potwierdzone',
    );
    expect(orderStatusMail({ ...order, locale: 'en', status: 'cancelled' }).subject).toBe(
      'Dom i Styl: your order no. 10042 was cancelled',
    );
    const ru = orderStatusMail({ ...order, locale: 'ru', status: 'delivered' });
    expect(ru.subject).toBe('Dom i Styl: заказ № 10042 доставлен');
    expect(ru.html).toContain('<html lang="ru">');
  });

  it('carry the parcel when shipped, escaped in the HTML part', () => {
    const mail = orderStatusMail({
      ...order,
      status: 'shipped',
      carrier: '<b>DPD</b>',
      trackingNumber: 'P-1',
    });
    expect(mail.text).toContain('Przewoźnik: <b>DPD</b>');
    expect(mail.text).toContain('Numer przesyłki: P-1');
    expect(mail.html).toContain('&lt;b&gt;DPD&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>DPD');
  });
});

describe('an InPost parcel', () => {
  it('links InPost’s tracking page in the shipped e-mail', () => {
    const mail = orderStatusMail({
      number: 10042,
      locale: 'en',
      status: 'shipped',
      carrier: 'InPost',
      trackingNumber: '6800 1234',
    });
    expect(mail.text).toContain('https://inpost.pl/sledzenie-przesylek?number=6800%201234');
    expect(mail.html).toContain('Track the parcel');
    const other = orderStatusMail({
      number: 10042,
      locale: 'en',
      status: 'shipped',
      carrier: 'DPD',
      trackingNumber: 'P-1',
    });
    expect(other.text).not.toContain('inpost.pl');
  });
});

describe('the order flow', () => {
  it('has exactly the moves of the flow', () => {
    const moves = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}->${to}`),
    );
    expect(moves).toEqual([
      'new->confirmed',
      'new->cancelled',
      'confirmed->ready_to_ship',
      'confirmed->shipped',
      'confirmed->cancelled',
      'ready_to_ship->shipped',
      'ready_to_ship->cancelled',
      'shipped->delivered',
    ]);
    expect(ORDER_MOVES.delivered).toEqual([]);
  });
});
