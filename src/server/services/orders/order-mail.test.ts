import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/locale';
import { orderMails, type OrderMailData } from './order-mail';

const order = (locale: OrderMailData['locale']): OrderMailData => ({
  publicId: '6f1c2b9e-0000-4000-8000-000000000001',
  number: 10042,
  kind: 'cart',
  name: 'Ewa <b>',
  phone: '+48600100200',
  email: 'ewa@example.com',
  address: 'Długa 1',
  comment: null,
  locale,
  totalMinor: 12_345,
  lines: [{ title: 'Lamp & shade', count: 3, unitPriceMinor: 4_115 }],
});

describe('order e-mails', () => {
  it.each(LOCALES)('confirm an order in %s with its lines, total and details', (locale) => {
    const mail = orderMails.orderConfirmation(order(locale));
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.text).toContain('Lamp & shade × 3');
    expect(mail.text).toMatch(/123[,.]45/);
    expect(mail.text).toContain('Długa 1');
    expect(mail.text).not.toMatch(/undefined|null/);
  });

  it('escapes shopper text in the HTML part', () => {
    const mail = orderMails.orderNotice(order('en'));
    expect(mail.html).toContain('Ewa &lt;b&gt;');
    expect(mail.html).toContain('Lamp &amp; shade');
    expect(mail.html).not.toContain('<b>');
    // The shop reads its notices in Polish.
    expect(mail.html).toContain('<html lang="pl">');
    expect(mail.subject).toBe('Nowe zamówienie (z koszyka) nr 10042');
  });

  it('keeps what a guest typed out of a quick order’s confirmation; the shop sees it all', () => {
    const quick: OrderMailData = {
      ...order('en'),
      kind: 'quick',
      name: 'Visit spam.example',
      comment: 'Cheap pills at spam.example',
      address: null,
    };
    const mail = orderMails.orderConfirmation(quick);
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('spam.example');
    }
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('Lamp & shade × 3');
    expect(mail.text).toContain('10042');
    expect(mail.subject).toContain('10042');
    const notice = orderMails.orderNotice(quick);
    expect(notice.text).toContain('Visit spam.example');
    expect(notice.text).toContain('Cheap pills at spam.example');
  });

  it.each(LOCALES)(
    'confirms a customization request in %s by the product alone, with no requester text',
    (locale) => {
      const request = {
        id: 7,
        productTitle: 'Oak chair',
        name: 'Visit spam.example',
        email: 'someone@example.com',
        phone: null,
        message: 'Cheap pills at spam.example',
        locale,
      };
      const mail = orderMails.requestConfirmation(request);
      expect(mail.text).toContain('Oak chair');
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain('spam.example');
      }
      const notice = orderMails.requestNotice(request);
      expect(notice.text).toContain('Visit spam.example');
      expect(notice.text).toContain('Cheap pills at spam.example');
    },
  );
});
