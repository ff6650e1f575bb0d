/**
 * Analytics events (docs/rules.md#test-hooks): pushed to `window.dataLayer` for a tag manager,
 * only in production builds so development and tests do not pollute the shop's figures.
 */
export type AnalyticsEvent = 'add_to_cart' | 'remove_from_cart';

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(
  event: AnalyticsEvent,
  item: AnalyticsItem,
  enabled = import.meta.env.PROD,
): void {
  if (!enabled || typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({
    event,
    ecommerce: { currency: 'PLN', value: item.price * item.quantity, items: [item] },
  });
}
