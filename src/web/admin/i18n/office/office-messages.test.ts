import { describe, expect, it } from 'vitest';
import { officeTranslate } from '../use-office-t';
import { en } from './en';
import { pl } from './pl';
import { ru } from './ru';

const placeholders = (message: string | Record<string, string>) =>
  [...new Set(JSON.stringify(message).match(/\{\w+\}/g) ?? [])].sort();

describe('the dashboard, inbox and settings texts', () => {
  it('say the same things in every language: the same keys, kinds and placeholders', () => {
    for (const [name, messages] of Object.entries({ en, ru })) {
      expect(Object.keys(messages).sort(), name).toEqual(Object.keys(pl).sort());
      for (const [key, message] of Object.entries(pl)) {
        const other = messages[key as keyof typeof pl];
        expect(placeholders(other), `${name} ${key}`).toEqual(placeholders(message));
        expect(typeof other, `${name} ${key}`).toBe(typeof message);
        // A translation that is the Polish text again was never translated (short codes aside).
        if (typeof message === 'string' && message.length > 12 && !message.startsWith('{'))
          expect(other, `${name} ${key}`).not.toBe(message);
      }
    }
  });

  it('choose the plural form of each language', () => {
    const orders = (locale: 'pl' | 'en' | 'ru', n: number) =>
      officeTranslate(locale)('dash.orders', { count: n });
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
