import { describe, expect, it } from 'vitest';
import { listingResponse, type Product } from '#contracts/catalog';
import { listingJson } from './listing-json';

const card = (id: number): Product => ({
  id,
  title: `Lamp ${id} "Ø 30"`,
  slug: `lamp-${id}`,
  url: `/pl/product/lamp-${id}`,
  price: 99.5,
  price_sale: null,
  category: 'Lamps',
  image: null,
  available: true,
  rating: { average: 4.5, count: 2 },
});

describe('listing JSON', () => {
  it('writes what the schema-checked serialiser wrote, the same card twice alike', () => {
    const shared = card(1);
    const body = {
      products: [shared, card(2), shared],
      pagination: { limit: 24, lastPage: 3 },
      page: '1-2',
    };
    const json = listingJson(body).toString();
    expect(JSON.parse(json)).toEqual(listingResponse.parse(body));
    expect(json).toBe(JSON.stringify(listingResponse.parse(body)));
  });

  it('leaves out what the contract does not name, and refuses a card it does not allow', () => {
    const extra = { ...card(3), cost_price: 12 } as Product;
    const json = listingJson({
      products: [extra],
      pagination: { limit: 24, lastPage: 1 },
      page: 1,
    });
    expect(json).not.toContain('cost_price');
    const broken = { ...card(4), price: 'free' } as unknown as Product;
    expect(() =>
      listingJson({ products: [broken], pagination: { limit: 24, lastPage: 1 }, page: 1 }),
    ).toThrow();
  });
});
