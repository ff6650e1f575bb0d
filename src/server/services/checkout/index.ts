import type { QuoteRequest } from '#contracts/checkout';
import type { CartEntry } from '#domain/cart/cart-math';
import type { Locale } from '#domain/locale';
import { createPlacement, type PlaceDeps } from './place';
import { quoteCheckout } from './quote';

export { isLineUnavailable } from './place';

/** The checkout noun: the quote and the placement (idempotent), which writes through `orders`. */
export function createCheckoutService(deps: PlaceDeps) {
  const placement = createPlacement(deps);
  return {
    quote: (
      locale: Locale,
      input: { cart?: CartEntry[] | undefined } & Omit<QuoteRequest, 'cart'>,
      userId: string | null,
    ) =>
      quoteCheckout(deps.db, deps.settings, Boolean(deps.providers.online), locale, input, userId),
    place: placement.place,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
