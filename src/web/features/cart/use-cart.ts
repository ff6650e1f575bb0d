import { useEffect, useSyncExternalStore } from 'react';
import { isLocale } from '../../../domain/locale';
import { track } from '../../lib/analytics';
import { broadcast, onCrossTab } from '../../lib/cross-tab';
import { swallow } from '../../lib/notices';
import { session } from '../../lib/session';
import { onAfterLogin } from '../auth/auth-calls';
import { forgetHeaderCounts, headerCounts } from '../header-count/header-count';
import { BASKET_KEY, basket } from './basket';
import { cartCalls } from './cart-calls';
import { createCartStore, type CartState } from './cart-store';

function pageLocale() {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLocale(lang) ? lang : 'pl';
}

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
 * locale), follows logins, logouts and cart changes of other tabs.
 */
export function useCartSync(): void {
  useEffect(() => {
    void headerCounts().then((counts) => cart.seed(counts?.cart ?? null));
    const offLogin = onAfterLogin(() => cart.load());
    const reloadIfShown = () => {
      if (cart.get().lines) void cart.load();
      else void headerCounts().then((counts) => cart.seed(counts?.cart ?? null));
    };
    const offTabs = onCrossTab((event) => {
      if (event.type === 'cart') {
        forgetHeaderCounts();
        reloadIfShown();
      } else if (event.type === 'logout') {
        cart.reset();
      } else if (event.type === 'login') {
        // The tab that logged in merged the guest cart; this one shows the result.
        forgetHeaderCounts();
        cart.reset();
        reloadIfShown();
      }
    });
    // Another tab's guest cart write (also the fallback when BroadcastChannel is missing).
    const onStorage = (e: StorageEvent) => {
      if ((e.key === BASKET_KEY || e.key === null) && !session.accessToken()) reloadIfShown();
    };
    window.addEventListener('storage', onStorage);
    // A logout in this tab (or a failed refresh): what remains is the (empty) guest cart.
    let loggedIn = session.accessToken() !== null;
    const offSession = session.subscribe(() => {
      const now = session.accessToken() !== null;
      if (loggedIn && !now) {
        forgetHeaderCounts();
        cart.reset();
      }
      loggedIn = now;
    });
    return () => {
      offSession();
      offLogin();
      offTabs();
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}
