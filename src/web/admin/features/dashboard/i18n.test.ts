import { describe, expect, it } from 'vitest';
import { expectTextsAlike } from '#tests/setup/texts-alike';
import { dashboardTexts } from './i18n';
import { en } from './messages/en';
import { pl } from './messages/pl';
import { ru } from './messages/ru';

describe('the dashboard texts', () => {
  it('say the same things in every language: the same keys, kinds and placeholders', () => {
    expectTextsAlike(pl, { en, ru }, { notPolishAgain: true });
  });

  it('choose the plural form of each language', () => {
    const orders = (locale: 'pl' | 'en' | 'ru', n: number) =>
      dashboardTexts.translate(locale)('dash.orders', { count: n });
    expect([1, 3, 5, 22].map((n) => orders('pl', n))).toEqual([
      '1 zamówienie',
      '3 zamówienia',
      '5 zamówień',
      '22 zamówienia',
    ]);
    expect([1, 2].map((n) => orders('en', n))).toEqual(['1 order', '2 orders']);
    expect([1, 3, 5, 21].map((n) => orders('ru', n))).toEqual([
      '1 заказ',
      '3 заказа',
      '5 заказов',
      '21 заказ',
    ]);
  });
});
