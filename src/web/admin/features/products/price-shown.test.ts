import { describe, expect, it } from 'vitest';
import { priceShown } from './price-shown';

const now = Date.parse('2026-11-27T12:00:00Z');
const product = (
  sale: number | null,
  starts: string | null = null,
  ends: string | null = null,
) => ({
  price: 100,
  sale_price: sale,
  sale_starts_at: starts,
  sale_ends_at: ends,
});

describe('priceShown', () => {
  it('shows the regular price without a sale, or with one that is no reduction', () => {
    expect(priceShown(product(null), now)).toEqual({ kind: 'regular' });
    expect(priceShown(product(100), now)).toEqual({ kind: 'regular' });
    expect(priceShown(product(120), now)).toEqual({ kind: 'regular' });
  });

  it('shows the sale price while its window is open, from its start to before its end', () => {
    expect(priceShown(product(80), now)).toEqual({ kind: 'sale', sale: 80 });
    expect(priceShown(product(80, '2026-11-27T12:00:00Z', '2026-11-28T00:00:00Z'), now)).toEqual({
      kind: 'sale',
      sale: 80,
    });
    expect(priceShown(product(80, null, '2026-11-27T12:00:00.001Z'), now)).toEqual({
      kind: 'sale',
      sale: 80,
    });
  });

  it('shows a sale still ahead as planned, with its start, and an ended one not at all', () => {
    expect(priceShown(product(80, '2026-12-01T00:00:00Z'), now)).toEqual({
      kind: 'planned',
      sale: 80,
      starts: '2026-12-01T00:00:00Z',
    });
    expect(priceShown(product(80, null, '2026-11-27T12:00:00Z'), now)).toEqual({
      kind: 'regular',
    });
    expect(priceShown(product(80, '2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z'), now)).toEqual({
      kind: 'regular',
    });
  });
});
