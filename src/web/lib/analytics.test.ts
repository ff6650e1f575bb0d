import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from './analytics';

const item = { item_id: '7', item_name: 'Lampa', price: 19.99, quantity: 2 };
const granted = () => true;

describe('track', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('pushes an ecommerce event to window.dataLayer when enabled and analytics is granted', () => {
    const win: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', win);
    track('add_to_cart', item, true, granted);
    track('remove_from_cart', { ...item, quantity: 1 }, true, granted);
    expect(win.dataLayer).toEqual([
      { event: 'add_to_cart', ecommerce: { currency: 'PLN', value: 39.98, items: [item] } },
      {
        event: 'remove_from_cart',
        ecommerce: { currency: 'PLN', value: 19.99, items: [{ ...item, quantity: 1 }] },
      },
    ]);
  });

  it('pushes nothing while analytics is not granted (docs/rules.md#consent)', () => {
    const win: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', win);
    track('add_to_cart', item, true, () => false);
    expect(win.dataLayer).toBeUndefined();
  });

  it('does nothing when disabled (development and unit tests)', () => {
    const win: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', win);
    track('add_to_cart', item, false, granted);
    track('add_to_cart', item, undefined, granted); // vitest is not a production build
    expect(win.dataLayer).toBeUndefined();
  });
});
