import type { QuoteRequest } from '#contracts/checkout';
import type { CartEntry } from '#domain/cart/cart-math';
import type { Locale } from '#domain/locale';
import { createPlacement, type PlaceDeps } from './place';
import { orderStatus } from './order-status';
import { quoteCheckout } from './quote';

export { isLineUnavailable } from './place';

/** The checkout noun: quote, placement (idempotent), the guest's status page. */
export function createCheckoutService(deps: PlaceDeps) {
  const placement = createPlacement(deps);
  return {
    quote: (
      locale: Locale,
      input: { cart?: CartEntry[] | undefined } & Omit<QuoteRequest, 'cart'>,
      userId: string | null,
    ) => quoteCheckout(deps.db, deps.settings, Boolean(deps.online), locale, input, userId),
    place: placement.place,
    status: (publicId: string, token: string) =>
      orderStatus(deps.db, deps.settings, publicId, token),
    /** The token of an order's status link (tests and the e-mail build the same one). */
    statusToken: placement.statusToken,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
