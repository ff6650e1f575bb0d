import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '#contracts/admin/products';
import { parsePercent, pricePreview } from './bulk-price';

const product = (id: number, price: number, sale_price: number | null) =>
  ({ id, sku: `SKU-${id}`, price, sale_price }) as AdminProduct;

describe('parsePercent', () => {
  it.each([
    ['10', 10],
    ['-12,5', -12.5],
    ['+7.25', 7.25],
    [' 3 % ', 3],
    ['-90', -90],
    ['1000', 1000],
  ])('%j -> %d', (text, value) => expect(parsePercent(text)).toBe(value));

  it.each(['', 'abc', '0', '-91', '1001', '1.234', '1e2', '--5'])('refuses %j', (text) =>
    expect(parsePercent(text)).toBeNull(),
  );
});

describe('pricePreview', () => {
  it('shows the server rule on a few of the selected products', () => {
    const rows = pricePreview(
      [product(1, 19.99, null), product(2, 100, 95), product(3, 10, 9), product(4, 1, null)],
      15,
      'cent',
      3,
    );
    expect(rows).toEqual([
      // 19.99 * 1.15 = 22.9885 -> 22.99 (exact, where a float would say 22.988499...)
      {
        id: 1,
        sku: 'SKU-1',
        price: 1999,
        newPrice: 2299,
        sale: null,
        newSale: null,
        saleEnds: false,
      },
      {
        id: 2,
        sku: 'SKU-2',
        price: 10000,
        newPrice: 11500,
        sale: 9500,
        newSale: 10925,
        saleEnds: false,
      },
      {
        id: 3,
        sku: 'SKU-3',
        price: 1000,
        newPrice: 1150,
        sale: 900,
        newSale: 1035,
        saleEnds: false,
      },
    ]);
  });

  it('says when rounding ends a sale', () => {
    const [row] = pricePreview([product(1, 10.2, 9.9)], 1, 'whole');
    expect(row).toMatchObject({ newPrice: 1000, newSale: null, saleEnds: true });
  });
});
