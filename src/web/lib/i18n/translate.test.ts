import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/locale';
import { createTranslate, hasMessages, loadMessages } from './translate';

describe('message catalogues outside the browser bundle', () => {
  it('are all loaded when the module has been imported', () => {
    for (const locale of LOCALES) expect(hasMessages(locale)).toBe(true);
    expect(createTranslate('pl')('header.cart')).toBe('Koszyk');
    expect(createTranslate('en')('header.cart')).toBe('Cart');
    expect(createTranslate('ru')('header.cart')).toBe('Корзина');
  });

  it('load once: a second request waits for the same import', () => {
    expect(loadMessages('ru')).toBe(loadMessages('ru'));
  });
});
