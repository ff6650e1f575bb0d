import { useEffect, useSyncExternalStore } from 'react';
import { track } from '../../lib/analytics';
import { broadcast, onCrossTab } from '../../lib/cross-tab';
import { pageLocale } from '../../lib/page-locale';
import { swallow } from '../../lib/notices';
import { session } from '../../lib/session';
import { onAfterLogin } from '../auth/auth-calls';
import { forgetHeaderCounts, headerCounts } from '../header-count/header-count';
import { BASKET_KEY, basket } from './basket';
import { cartCalls } from './cart-calls';
import { createCartStore, type CartState } from './cart-store';

/** The page's one cart (features/cart/cart-store.ts), wired to the browser. */
export const cart = createCartStore({
  calls: cartCalls,
  basket,
  loggedIn: () => session.accessToken() !== null,
  locale: pageLocale,
  broadcast: () => broadcast({ type: 'cart' }),
  track: (event, item) => track(event, item),
  fail: (error, message) => swallow('cart', message)(error),
});

const SERVER_STATE: CartState = cart.get();

/** The cart; the server renders it empty (pages are the same for everyone and cacheable). */
export function useCart(): CartState {
  return useSyncExternalStore(cart.subscribe, cart.get, () => SERVER_STATE);
}

/**
 * Mounted once per page: seeds the badge, merges the guest cart at login (spec 4: after the
 * locale), follows logins, logouts and the cart changes of other tabs.
 */
export function useCartSync(): void {
  useEffect(() => {
    void headerCounts().then((counts) => cart.seed(counts?.cart ?? null));
    // A guest cart left in storage while logged in (a tab closed mid-login) is merged once.
    if (session.accessToken() && basket.read().length > 0) void cart.merge();
    const offLogin = onAfterLogin(() => cart.merge());
    /** Shown on this page: load it again; else only the badge. */
    const follow = (wasShown: boolean) => {
      if (wasShown) void cart.load();
      else void headerCounts().then((counts) => cart.seed(counts?.cart ?? null));
    };
    const offTabs = onCrossTab((event) => {
      if (event.type !== 'cart') return;
      forgetHeaderCounts();
      follow(cart.get().lines !== null);
    });
    // Another tab's guest cart write (also the fallback when BroadcastChannel is missing).
    const onStorage = (e: StorageEvent) => {
      if ((e.key === BASKET_KEY || e.key === null) && !session.accessToken())
        follow(cart.get().lines !== null);
    };
    window.addEventListener('storage', onStorage);
    // Logins and logouts, of this tab or (through useSessionSync) of another one. This tab's own
    // login merges the guest cart in onAfterLogin above; following a session change never does
    // (cart.load never merges), and reset() drops the answers of calls made before.
    let loggedIn = session.accessToken() !== null;
    const offSession = session.subscribe(() => {
      const now = session.accessToken() !== null;
      if (now === loggedIn) return;
      loggedIn = now;
      const shown = cart.get().lines !== null;
      forgetHeaderCounts();
      cart.reset();
      follow(shown);
    });
    return () => {
      offSession();
      offLogin();
      offTabs();
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}
