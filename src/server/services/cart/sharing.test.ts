import { describe, expect, it } from 'vitest';
import { parseSharedCartUrl } from './sharing';

const ORIGIN = 'https://shop.example';
const TOKEN = 'a'.repeat(21) + '-_' + 'Z9'.repeat(10);

describe('parseSharedCartUrl', () => {
  it.each([
    [`${ORIGIN}/pl/cart/shared/${TOKEN}`, 'pl'],
    [`/en/cart/shared/${TOKEN}`, 'en'],
    [`${ORIGIN}/ru/cart/shared/${TOKEN}?utm_source=mail#top`, 'ru'],
  ])('reads %s', (url, locale) => {
    expect(parseSharedCartUrl(url, ORIGIN)).toEqual({ locale, token: TOKEN });
  });

  it.each([
    [`https://evil.example/pl/cart/shared/${TOKEN}`],
    [`http://shop.example/pl/cart/shared/${TOKEN}`],
    [`//evil.example/pl/cart/shared/${TOKEN}`],
    [`/de/cart/shared/${TOKEN}`],
    [`/pl/cart/shared/${TOKEN}x`],
    [`/pl/cart/shared/${TOKEN.slice(1)}`],
    [`/pl/cart/shared/${TOKEN}/more`],
    ['/pl/cart'],
    ['javascript:alert(1)'],
    ['http://[::1'],
  ])('refuses %s', (url) => {
    expect(parseSharedCartUrl(url, ORIGIN)).toBeNull();
  });
});
