import { describe, expect, it } from 'vitest';
import { inLocale, isShopPath } from './locale-path';

describe('isShopPath', () => {
  it.each([
    ['/pl', true],
    ['/en/cart?x=1', true],
    ['/plx', false],
    ['//evil.example/pl', false],
    ['https://evil.example/pl', false],
    ['/admin', false],
  ])('%s -> %s', (path, expected) => {
    expect(isShopPath(path)).toBe(expected);
  });
});

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
