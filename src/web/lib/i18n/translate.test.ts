import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/locale';
import { en } from './messages/en';
import { laterEn } from './messages/later-en';
import { laterPl } from './messages/later-pl';
import { laterRu } from './messages/later-ru';
import { pl } from './messages/pl';
import { ru } from './messages/ru';
import { MESSAGE_PARTS, createTranslate, hasMessages, loadMessages } from './translate';

describe('the messages outside the browser bundle', () => {
  it('are all loaded, every part, when the module has been imported', () => {
    for (const locale of LOCALES)
      for (const part of MESSAGE_PARTS) expect(hasMessages(locale, part)).toBe(true);
    expect(createTranslate('pl')('header.cart')).toBe('Koszyk');
    expect(createTranslate('en')('header.cart')).toBe('Cart');
    expect(createTranslate('ru')('header.cart')).toBe('Корзина');
    expect(createTranslate('pl')('checkout.title')).toBe(laterPl['checkout.title']);
    expect(createTranslate('ru')('checkout.title')).toBe(laterRu['checkout.title']);
  });

  it('load once: a second request waits for the same import', () => {
    expect(loadMessages('ru')).toBe(loadMessages('ru'));
    expect(loadMessages('ru', 'later')).toBe(loadMessages('ru', 'later'));
  });
});

describe('message parts', () => {
  const keys = (part: object) => Object.keys(part).sort();

  it('every key is in pl, en and ru, in the same part', () => {
    // The types say so too (en.ts is `CoreMessages`); this also catches a cast.
    expect(keys(en)).toEqual(keys(pl));
    expect(keys(ru)).toEqual(keys(pl));
    expect(keys(laterEn)).toEqual(keys(laterPl));
    expect(keys(laterRu)).toEqual(keys(laterPl));
  });

  it('no key is in both parts', () => {
    const core = new Set(Object.keys(pl));
    expect(Object.keys(laterPl).filter((key) => core.has(key))).toEqual([]);
  });
});
