import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from './analytics';

const item = { item_id: '7', item_name: 'Lampa', price: 19.99, quantity: 2 };

describe('track', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('pushes an ecommerce event to window.dataLayer when enabled (production builds)', () => {
    const win: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', win);
    track('add_to_cart', item, true);
    track('remove_from_cart', { ...item, quantity: 1 }, true);
    expect(win.dataLayer).toEqual([
      { event: 'add_to_cart', ecommerce: { currency: 'PLN', value: 39.98, items: [item] } },
      {
        event: 'remove_from_cart',
        ecommerce: { currency: 'PLN', value: 19.99, items: [{ ...item, quantity: 1 }] },
      },
    ]);
  });

  it('does nothing when disabled (development and unit tests)', () => {
    const win: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', win);
    track('add_to_cart', item, false);
    track('add_to_cart', item); // vitest is not a production build
    expect(win.dataLayer).toBeUndefined();
  });
});
