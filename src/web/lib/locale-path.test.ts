import { describe, expect, it } from 'vitest';
import { inLocale } from './locale-path';

describe('inLocale', () => {
  it.each([
    ['/pl/cart', 'en', '/en/cart'],
    ['/pl', 'ru', '/ru'],
    ['/en/account?x=1', 'pl', '/pl/account?x=1'],
    ['/plx/cart', 'en', '/plx/cart'],
    ['/admin', 'en', '/admin'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(inLocale(path, locale)).toBe(expected);
  });
});
