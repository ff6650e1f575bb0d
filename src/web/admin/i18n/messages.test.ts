import { describe, expect, it } from 'vitest';
import { expectTextsAlike } from '#tests/setup/texts-alike';
import { categoriesTexts } from '../features/categories/i18n';
import { createAdminTranslate } from './translate';
import { en } from './messages/en';
import { pl } from './messages/pl';
import { ru } from './messages/ru';

describe('the back office texts', () => {
  it('say the same things in every language: the same keys and placeholders', () => {
    expectTextsAlike(pl, { en, ru });
  });

  it('choose the plural form of each language', () => {
    const count = (locale: 'pl' | 'en' | 'ru', n: number) =>
      categoriesTexts.translate(locale)('categories.products', { count: n });
    expect([1, 3, 5, 22].map((n) => count('pl', n))).toEqual([
      '1 produkt',
      '3 produkty',
      '5 produktów',
      '22 produkty',
    ]);
    expect([1, 2].map((n) => count('en', n))).toEqual(['1 product', '2 products']);
    expect([1, 3, 5, 21].map((n) => count('ru', n))).toEqual([
      '1 товар',
      '3 товара',
      '5 товаров',
      '21 товар',
    ]);
  });

  it('fill in their parameters', () => {
    expect(createAdminTranslate('en')('app.title', { page: 'Staff' })).toBe('Staff · Back office');
  });
});
