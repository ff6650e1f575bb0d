import { consent } from './consent';

/**
 * Analytics events (docs/rules.md#test-hooks, #consent): pushed to `window.dataLayer` for a tag
 * manager, only in production builds so development and tests do not pollute the shop's
 * figures, and only while the shopper has granted analytics (lib/consent.ts).
 */
export type AnalyticsEvent = 'add_to_cart' | 'remove_from_cart';

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

export function track(
  event: AnalyticsEvent,
  item: AnalyticsItem,
  enabled = import.meta.env.PROD,
  granted: () => boolean = consent.analyticsGranted,
): void {
  if (!enabled || typeof window === 'undefined' || !granted()) return;
  window.dataLayer ??= [];
  window.dataLayer.push({
    event,
    ecommerce: { currency: 'PLN', value: item.price * item.quantity, items: [item] },
  });
}
