import { describe, expect, it } from 'vitest';
import { API, apiPath } from './api-paths';

describe('apiPath', () => {
  it('fills every parameter, encoded', () => {
    expect(apiPath(API.productData, { locale: 'pl', id: 7 })).toBe(
      '/api/client/pl/get-product-data/7',
    );
    expect(apiPath(API.wishlistAdd, { id: 'a/b' })).toBe('/api/client/wish_list/add/a%2Fb');
  });

  it('appends the query, leaving out undefined entries', () => {
    expect(apiPath(API.cart, {}, { locale: 'ru', page: undefined })).toBe(
      '/api/client/cart?locale=ru',
    );
    expect(apiPath(API.searchSuggest, { locale: 'en' }, { search: 'a b&c' })).toBe(
      '/api/client/en/search/suggest?search=a+b%26c',
    );
  });

  it('leaves a path without parameters as it is', () => {
    expect(apiPath(API.orders, {})).toBe('/api/client/orders');
  });
});
