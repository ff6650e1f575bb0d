import { useSyncExternalStore } from 'react';
import type { Product } from '../../../contracts/catalog';
import { broadcast, type CrossTabEvent } from '../../lib/cross-tab';
import type { MessageKey } from '../../lib/i18n/translate';
import { createListStore, type Task } from '../../lib/list-store';
import { swallow } from '../../lib/notices';
import { session } from '../../lib/session';
import { wishlistCalls, type WishlistCalls } from './wishlist-calls';

/**
 * The wish list, kept on the server for logged-in shoppers only (docs/rules.md#wish-list).
 * Hearts read `ids`; the header badge reads `count`, seeded from the header call until the list
 * itself is loaded; the wish-list page reads `items`.
 */
export interface WishlistState {
  ids: ReadonlySet<number>;
  /** Newest first; null until loaded. */
  items: Product[] | null;
  count: number;
  /** The list came from the server (so `ids` and `count` are exact). */
  loaded: boolean;
  /** The last load failed: the page offers to try again. */
  loadFailed: boolean;
}

/** What a press did. `login`: a guest, nothing sent; `busy`: this heart's last press is on its way. */
export type WishlistToggleResult = 'added' | 'removed' | 'login' | 'busy' | 'failed';

type Change = { add: Product } | { remove: number };

export interface WishlistDeps {
  calls: WishlistCalls;
  loggedIn: () => boolean;
  broadcast: (event: CrossTabEvent) => void;
  /** A failed call: logged and a gentle notice, never the error popup (docs/rules.md#errors). */
  fail: (error: unknown, message: MessageKey) => void;
}

export const EMPTY_WISHLIST: WishlistState = {
  ids: new Set(),
  items: null,
  count: 0,
  loaded: false,
  loadFailed: false,
};

const fromList = (items: Product[]): WishlistState => ({
  ids: new Set(items.map((p) => p.id)),
  items,
  count: items.length,
  loaded: true,
  loadFailed: false,
});

function applyChange(state: WishlistState, change: Change): WishlistState {
  const id = 'add' in change ? change.add.id : change.remove;
  if (state.ids.has(id) === 'add' in change) return state; // already so
  const ids = new Set(state.ids);
  let items = state.items;
  if ('add' in change) {
    ids.add(id);
    items = items && [change.add, ...items];
  } else {
    ids.delete(id);
    items = items && items.filter((p) => p.id !== id);
  }
  const count = items ? items.length : Math.max(0, state.count + ('add' in change ? 1 : -1));
  return { ...state, ids, items, count };
}

export function createWishlist(deps: WishlistDeps) {
  const list = createListStore(EMPTY_WISHLIST, applyChange);
  const take = (t: Task<WishlistState>, items: Product[]) => t.commit(() => fromList(items));

  function load(): Promise<void> {
    if (!deps.loggedIn()) return Promise.resolve();
    return list.load(async (t) => {
      try {
        take(t, await deps.calls.get());
      } catch (error) {
        // A background load: logged, and the page shows its own retry; no toast on every page.
        console.warn('wish list load failed', error);
        t.commit((base) => ({ ...base, loadFailed: true }));
      }
    });
  }

  /** Adds a product not in the list, removes one that is; shown at once, undone on failure. */
  async function toggle(product: Product): Promise<WishlistToggleResult> {
    if (!deps.loggedIn()) return 'login'; // guests are asked to log in; nothing is sent
    if (list.busy(product.id)) return 'busy';
    const adding = !list.get().ids.has(product.id);
    const change = adding ? { add: product } : { remove: product.id };
    try {
      return await list.write(
        product.id,
        change,
        async (t) => {
          const answer = await (adding ? deps.calls.add : deps.calls.remove)(product.id);
          take(t, Array.isArray(answer) ? answer : await deps.calls.get()); // a 204: ask again
          deps.broadcast({ type: 'wishlist' });
          return adding ? 'added' : 'removed';
        },
        'failed',
      );
    } catch (error) {
      deps.fail(error, 'wishlist.failed');
      return 'failed';
    }
  }

  return {
    get: list.get,
    subscribe: list.subscribe,
    toggle,
    /** Fetches the list again (another tab changed it, or the shopper logged in). */
    load,
    /** Loads once for the page that shows the list; later calls reuse what is there. */
    ensureLoaded: () => (list.get().loaded ? Promise.resolve() : load()),
    /** The header's number, until the list itself is known. */
    seed: (count: number) => list.update((base) => (base.loaded ? base : { ...base, count })),
    /** Logged out: a guest has no wish list. A call still on its way is not waited for. */
    reset: () => list.reset(EMPTY_WISHLIST),
  };
}

export type Wishlist = ReturnType<typeof createWishlist>;

/** The page's one wish list. */
export const wishlist = createWishlist({
  calls: wishlistCalls,
  loggedIn: () => session.accessToken() !== null,
  broadcast,
  fail: (error, message) => swallow('wishlist', message)(error),
});

/** The wish list for components; the server render always sees the empty one. */
export function useWishlist(): WishlistState {
  return useSyncExternalStore(wishlist.subscribe, wishlist.get, () => EMPTY_WISHLIST);
}
