import { useEffect, useLayoutEffect } from 'react';
import { onAfterLogin } from '../features/auth/auth-calls';
import { BASKET_KEY, basket } from '../features/cart/basket';
import { cart } from '../features/cart/cart-store';
import { compare } from '../features/compare/compare-store';
import { wishlist } from '../features/wishlist/wishlist-store';
import { onCrossTab } from '../lib/cross-tab';
import { forgetHeaderCounts, headerCounts } from '../lib/header-counts';
import { session } from '../lib/session';
import { NoticeHost } from './notice-host';

const loggedIn = () => session.accessToken() !== null;

/** The badges from the header call, before (or instead of) loading the lists themselves. */
function seed(all: boolean) {
  void headerCounts().then((counts) => {
    cart.seed(counts?.cart ?? null);
    if (!all || !counts) return;
    if (loggedIn()) wishlist.seed(counts.wish_list);
    compare.seed(counts.compare);
  });
}

/** The cart changed elsewhere: shown on this page, it is loaded again; else only the badge. */
const followCart = (shown = cart.get().lines !== null) => (shown ? void cart.load() : seed(false));

/**
 * The shop's lists kept in step with the session, the server and the other tabs
 * (docs/rules.md#cart, #wish-list, #comparison, #header-counts), and their gentle notices;
 * mounted once in the locale layout, inside the toast provider.
 */
export function ShopSync() {
  // The page is the same for every visitor, so its badges start empty. A guest's cart count is
  // in this browser's storage: shown in the hydration's own paint, not after the header call.
  useLayoutEffect(() => {
    if (!loggedIn()) cart.seed(null);
  }, []);
  useEffect(() => {
    seed(true);
    if (loggedIn()) void wishlist.load(); // so hearts show pressed
    // A guest cart left in storage while logged in (a tab closed mid-login) is merged once.
    if (loggedIn() && basket.read().length > 0) void cart.merge();
    // This tab's own login merges the guest cart; following a session change never does.
    const offLogin = onAfterLogin(() => cart.merge());
    const offTabs = onCrossTab(({ type }) => {
      if (type === 'wishlist') void wishlist.load();
      if (type === 'compare') void compare.load();
      if (type !== 'cart') return;
      forgetHeaderCounts();
      followCart();
    });
    // Another tab's guest cart write (also the fallback when BroadcastChannel is missing).
    const onStorage = (e: StorageEvent) => {
      if ((e.key === BASKET_KEY || e.key === null) && !loggedIn()) followCart();
    };
    window.addEventListener('storage', onStorage);
    // Logins and logouts, of this tab or (through useSessionSync) of another one: the lists
    // showed the session before; reset() drops the answers of calls made before.
    let was = loggedIn();
    const offSession = session.subscribe(() => {
      if (loggedIn() === was) return;
      was = loggedIn();
      const shown = cart.get().lines !== null;
      forgetHeaderCounts();
      cart.reset();
      followCart(shown);
      if (was) void wishlist.load();
      else wishlist.reset();
    });
    return () => {
      offSession();
      offLogin();
      offTabs();
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return <NoticeHost />;
}
