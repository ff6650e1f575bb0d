import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MONEY_LOCALE_TAGS,
  currencyLabel,
  effectivePrice,
  formatMoney,
  fromDecimal,
  toDecimal,
} from './money';
import type { Locale } from './locale';

describe('toDecimal', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [10, 0.1],
    [99, 0.99],
    [100, 1],
    [12345, 123.45],
    [1999, 19.99],
    [-500, -5],
    [Number.MAX_SAFE_INTEGER, 90071992547409.91],
  ])('%d -> %d', (minor, expected) => {
    expect(toDecimal(minor)).toBe(expected);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('throws on %d', (minor) => {
    expect(() => toDecimal(minor)).toThrow(RangeError);
  });

  it('equals the decimal written with two places', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (minor) => {
        const text = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
        expect(toDecimal(minor)).toBe(Number(text));
      }),
    );
  });
});

describe('fromDecimal', () => {
  it.each([
    [0, 0],
    [123.45, 12345],
    [19.99, 1999],
    [1, 100],
    [1.1, 110],
    // Where `Math.round(x * 100)` goes wrong, or rounds the wrong way.
    [0.29, 29],
    [4.35, 435],
    [1.15, 115],
    [1.005, 101],
    [0.125, 13],
    [0.005, 1],
    [0.004, 0],
    [1e-7, 0],
    [1e13, 1e15],
  ])('%d -> %d', (amount, expected) => {
    expect(fromDecimal(amount)).toBe(expected);
  });

  it('turns -0 into 0', () => {
    expect(Object.is(fromDecimal(-0), 0)).toBe(true);
  });

  it.each([-0.01, -1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e20])(
    'throws on %d',
    (amount) => {
      expect(() => fromDecimal(amount)).toThrow(RangeError);
    },
  );

  it('undoes toDecimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e15 }), (minor) => {
        expect(fromDecimal(toDecimal(minor))).toBe(minor);
      }),
    );
  });
});

describe('formatMoney', () => {
  // ICU puts no-break spaces in; which one varies between ICU versions, the layout does not.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('uses pl-PL, en-GB and ru-RU', () => {
    expect(MONEY_LOCALE_TAGS).toEqual({ pl: 'pl-PL', en: 'en-GB', ru: 'ru-RU' });
  });

  it.each<[number, Locale, string | undefined, string]>([
    [12345, 'pl', undefined, '123,45 zł'],
    [12345, 'en', undefined, 'PLN 123.45'],
    [12345, 'ru', undefined, '123,45 PLN'],
    [0, 'pl', undefined, '0,00 zł'],
    [150, 'en', undefined, 'PLN 1.50'],
    [1, 'ru', undefined, '0,01 PLN'],
    [123456789, 'pl', undefined, '1 234 567,89 zł'],
    [123456789, 'en', undefined, 'PLN 1,234,567.89'],
    [123456789, 'ru', undefined, '1 234 567,89 PLN'],
    [-12345, 'pl', undefined, '-123,45 zł'],
    [12345, 'en', 'EUR', '€123.45'],
    [12345, 'pl', 'PLN', '123,45 zł'],
  ])('%d in %s (%s) -> %s', (minor, locale, currency, expected) => {
    expect(plain(formatMoney(minor, locale, currency))).toBe(expected);
  });

  it('keeps the amount and its currency on one line', () => {
    expect(formatMoney(12345, 'pl')).not.toContain(' ');
  });

  it('throws on amounts that are not whole minor units', () => {
    expect(() => formatMoney(12.5, 'pl')).toThrow(RangeError);
  });
});

describe('effectivePrice', () => {
  it.each([
    [{ price: 10000, price_sale: null }, 10000],
    [{ price: 10000, price_sale: undefined }, 10000],
    [{ price: 10000, price_sale: 8000 }, 8000],
    // A sale price of 0 is set, so it applies.
    [{ price: 10000, price_sale: 0 }, 0],
    // The rule is "sale when set"; a sale price above the price is the data's problem.
    [{ price: 10000, price_sale: 12000 }, 12000],
  ])('%j -> %d', (priced, expected) => {
    expect(effectivePrice(priced)).toBe(expected);
  });
});

describe('currencyLabel', () => {
  it('reads "zł" in Polish and "PLN" in English and Russian', () => {
    expect(currencyLabel('pl')).toBe('zł');
    expect(currencyLabel('en')).toBe('PLN');
    expect(currencyLabel('ru')).toBe('PLN');
  });

  it('is the currency formatMoney writes in each language', () => {
    for (const locale of ['pl', 'en', 'ru'] as Locale[]) {
      expect(formatMoney(12345, locale)).toContain(currencyLabel(locale));
    }
  });
});
