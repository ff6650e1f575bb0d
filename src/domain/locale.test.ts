import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, isLocale, pickLocale, type Locale } from './locale';

describe('locales', () => {
  it('are pl, en and ru with pl as default', () => {
    expect(LOCALES).toEqual(['pl', 'en', 'ru']);
    expect(DEFAULT_LOCALE).toBe('pl');
  });

  it.each<[unknown, boolean]>([
    ['pl', true],
    ['en', true],
    ['ru', true],
    ['PL', false],
    ['de', false],
    ['pl-PL', false],
    ['', false],
    [undefined, false],
    [null, false],
    ['toString', false],
  ])('isLocale(%j) is %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});

describe('pickLocale', () => {
  it.each<[string | null | undefined, Locale]>([
    [undefined, 'pl'],
    [null, 'pl'],
    ['', 'pl'],
    ['pl', 'pl'],
    ['en', 'en'],
    ['ru', 'ru'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
    ['ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7', 'ru'],
    ['pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7', 'pl'],
    ['de-DE,de;q=0.9,en;q=0.8,ru;q=0.7', 'en'],
    ['de-DE,de;q=0.9,ru;q=0.8,en;q=0.7', 'ru'],
    // q-values beat header order.
    ['en;q=0.5,ru;q=0.9', 'ru'],
    ['en;q=0.5, ru;q=0.9, pl;q=0.7', 'ru'],
    // Equal q: the first listed wins.
    ['ru;q=0.8,en;q=0.8', 'ru'],
    ['en,ru', 'en'],
    // Unsupported only: the default.
    ['de', 'pl'],
    ['de-DE,fr;q=0.9', 'pl'],
    ['zh-Hant-TW', 'pl'],
    // q=0 means "not acceptable".
    ['en;q=0', 'pl'],
    ['en;q=0,ru;q=0.1', 'ru'],
    // The wildcard stands for languages not named; the default is preferred among them.
    ['*', 'pl'],
    ['de,*;q=0.5', 'pl'],
    ['en;q=0.1,*', 'pl'],
    ['pl;q=0,*', 'en'],
    ['pl;q=0.1,*', 'en'],
    ['pl;q=0,en;q=0,*', 'ru'],
    ['pl;q=0,en;q=0,ru;q=0,*', 'pl'],
    // Malformed entries are skipped, the rest still counts.
    ['en;q=abc,ru;q=0.5', 'ru'],
    ['en;q=1.5,ru;q=0.5', 'ru'],
    ['en;q=-1,ru;q=0.5', 'ru'],
    ['en;q=0.1234,ru;q=0.5', 'ru'],
    ['12,ru', 'ru'],
    [';;;,,,ru', 'ru'],
    // Whitespace and parameter spelling that browsers and proxies send.
    [' en-GB ; q=0.8 , ru ; Q=0.9 ', 'ru'],
    ['en;level=1;q=0.4,ru;q=0.3', 'en'],
    ['en;q=1.000,ru', 'en'],
    ['en;q=0.,ru;q=0.5', 'ru'],
  ])('%j -> %s', (header, expected) => {
    expect(pickLocale(header)).toBe(expected);
  });

  it('reads only the first 32 entries of a huge header', () => {
    const header = `${Array.from({ length: 40 }, (_, i) => `x${String.fromCharCode(97 + (i % 26))}`).join(',')},ru`;
    expect(pickLocale(header)).toBe('pl');
    expect(pickLocale(`ru,${header}`)).toBe('ru');
  });

  it('never throws and always answers a supported locale', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (header) => {
        expect(LOCALES).toContain(pickLocale(header));
      }),
    );
  });

  it('picks the supported language with the highest q', () => {
    const entry = fc.record({
      tag: fc.constantFrom('pl', 'en', 'ru', 'de', 'fr'),
      q: fc.integer({ min: 1, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (e) => e.tag, maxLength: 5 }), (entries) => {
        const header = entries.map((e) => `${e.tag};q=${(e.q / 1000).toFixed(3)}`).join(',');
        const supported = entries.filter((e) => isLocale(e.tag));
        const best = supported.reduce<(typeof entries)[number] | undefined>(
          (top, e) => (top === undefined || e.q > top.q ? e : top),
          undefined,
        );
        expect(pickLocale(header)).toBe(best?.tag ?? DEFAULT_LOCALE);
      }),
    );
  });
});
