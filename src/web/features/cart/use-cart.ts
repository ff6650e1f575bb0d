import { useSyncExternalStore } from 'react';
import { track } from '../../lib/analytics';
import { broadcast } from '../../lib/cross-tab';
import { swallow } from '../../lib/notices';
import { session } from '../../lib/session';
import { basket } from './basket';
import { cartCalls } from './cart-calls';
import { createCartStore, type CartState } from './cart-store';

/** The page's one cart (features/cart/cart-store.ts), wired to the browser. */
export const cart = createCartStore({
  calls: cartCalls,
  basket,
  loggedIn: () => session.accessToken() !== null,
  broadcast: () => broadcast({ type: 'cart' }),
  track: (event, item) => track(event, item),
  fail: (error, message) => swallow('cart', message)(error),
});

const SERVER_STATE: CartState = cart.get();

/** The cart; the server renders it empty (pages are the same for everyone and cacheable). */
export function useCart(): CartState {
  return useSyncExternalStore(cart.subscribe, cart.get, () => SERVER_STATE);
}
