import { describe, expect, it } from 'vitest';
import { loginHref, salesHref } from './shop-links';

describe('shop links', () => {
  it('gives the sales page its one address, without a trailing slash', () => {
    expect(salesHref('pl')).toBe('/pl/sales');
  });

  it('sends the login page back to a path of the shop, encoded as a query value', () => {
    expect(loginHref('en', '/en/cart')).toBe('/en/login?next=%2Fen%2Fcart');
  });
});
