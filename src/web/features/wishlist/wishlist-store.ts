import { useEffect, useSyncExternalStore } from 'react';
import type { Product } from '../../../contracts/catalog';
import type { WishList } from '../../../contracts/wishlist';
import type { Locale } from '../../../domain/locale';
import { api, type createApiClient } from '../../lib/api';
import { broadcast, onCrossTab, type CrossTabEvent } from '../../lib/cross-tab';
import type { MessageKey } from '../../lib/i18n/translate';
import { swallow } from '../../lib/notices';
import { pageLocale } from '../../lib/page-locale';
import { createOptimistic } from '../../lib/optimistic';
import { session } from '../../lib/session';
import { createStore } from '../../lib/store';
import { useSession } from '../auth/use-session';
import { headerCounts } from '../header-count/header-count';

/**
 * The wish list (spec 4 and 6, CONTRACT.md "Wish list"): kept on the server for logged-in
 * users only. Hearts read `ids`; the header badge reads `count`, seeded from the header call
 * until the list itself is loaded; the wish-list page reads `items`.
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

/**
 * What a press on a heart did (the toggle shows the toast or the login prompt). `login`: a
 * guest, nothing sent; `busy`: the previous press of this heart is still on its way.
 */
export type WishlistToggleResult = 'added' | 'removed' | 'login' | 'busy' | 'failed';

type Change = { add: Product } | { remove: number };

export interface WishlistDeps {
  api: Pick<ReturnType<typeof createApiClient>, 'get' | 'post' | 'put'>;
  loggedIn: () => boolean;
  /** Titles come back in this language. */
  locale: () => Locale;
  broadcast: (event: CrossTabEvent) => void;
  /** A failed call: logged and turned into a gentle notice (spec 8), never the error popup. */
  failed: (what: string, message: MessageKey, error: unknown) => void;
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
  const ids = new Set(state.ids);
  if ('add' in change) {
    if (ids.has(change.add.id)) return state;
    ids.add(change.add.id);
    const items = state.items && [change.add, ...state.items];
    return { ...state, ids, items, count: items ? items.length : state.count + 1 };
  }
  if (!ids.delete(change.remove)) return state;
  const items = state.items && state.items.filter((p) => p.id !== change.remove);
  return { ...state, ids, items, count: items ? items.length : Math.max(0, state.count - 1) };
}

export function createWishlist(deps: WishlistDeps) {
  const store = createStore<WishlistState>(EMPTY_WISHLIST);
  const list = createOptimistic<WishlistState, Change>({
    initial: EMPTY_WISHLIST,
    apply: applyChange,
    publish: store.set,
  });
  const busy = new Set<number>();
  let loading: Promise<void> | null = null;
  let loadGeneration = 0;
  const query = () => `?locale=${deps.locale()}`;
  const getList = () => deps.api.get<WishList>(`/api/client/wish_list${query()}`, { popup: false });

  function load(): Promise<void> {
    if (!deps.loggedIn()) return Promise.resolve();
    if (loading) return loading;
    // A reset (logout) starts a new generation: the old load may no longer touch the state.
    const generation = loadGeneration;
    loading = (async () => {
      const ticket = list.start();
      try {
        list.succeed(ticket, fromList(await getList()));
      } catch (error) {
        // A background load: logged, and the page shows its own retry; no toast on every page.
        console.warn('wish list load failed', error);
        if (generation === loadGeneration) list.update((base) => ({ ...base, loadFailed: true }));
      }
    })().finally(() => {
      if (generation === loadGeneration) loading = null;
    });
    return loading;
  }

  async function toggle(product: Product): Promise<WishlistToggleResult> {
    // Spec 6: only for logged-in users. A guest is asked to log in; nothing is sent.
    if (!deps.loggedIn()) return 'login';
    if (busy.has(product.id)) return 'busy';
    const adding = !store.get().ids.has(product.id);
    busy.add(product.id);
    const ticket = list.start(adding ? { add: product } : { remove: product.id });
    try {
      const path = `/api/client/wish_list/${adding ? 'add' : 'delete'}/${product.id}${query()}`;
      const answer = adding
        ? await deps.api.post<WishList>(path, undefined, { popup: false })
        : await deps.api.put<WishList>(path, undefined, { popup: false });
      // Spec 4: after a change the list is reloaded; the contract has the change answer it.
      list.succeed(ticket, fromList(Array.isArray(answer) ? answer : await getList()));
      deps.broadcast({ type: 'wishlist' });
      return adding ? 'added' : 'removed';
    } catch (error) {
      list.fail(ticket);
      deps.failed('wishlist', 'wishlist.failed', error);
      return 'failed';
    } finally {
      busy.delete(product.id);
    }
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    toggle,
    /** Fetches the list again (another tab changed it, or the user logged in). */
    load,
    /** Loads once for the page that shows the list; later calls reuse what is there. */
    ensureLoaded: () => (store.get().loaded ? Promise.resolve() : load()),
    /** The header's number, until the list itself is known. */
    seed(count: number) {
      list.update((base) => (base.loaded ? base : { ...base, count }));
    },
    /** Logged out: a guest has no wish list. A load still on its way is not waited for. */
    reset() {
      loadGeneration++;
      loading = null;
      list.reset(EMPTY_WISHLIST);
    },
  };
}

export type Wishlist = ReturnType<typeof createWishlist>;

/** The page's one wish list. */
export const wishlist = createWishlist({
  api,
  loggedIn: () => session.accessToken() !== null,
  locale: pageLocale,
  broadcast,
  failed: (what, message, error) => swallow(what, message)(error),
});

/** The wish list for components; the server render always sees the empty one. */
export function useWishlist(): WishlistState {
  return useSyncExternalStore(wishlist.subscribe, wishlist.get, () => EMPTY_WISHLIST);
}

/**
 * Mounted once per page (the layout): the badge from the header call, the list for a logged-in
 * user (so hearts show pressed), again on login and when another tab changed it; gone on logout.
 */
export function useWishlistSync(): void {
  const loggedIn = useSession().accessToken !== null;
  useEffect(() => {
    if (loggedIn) void wishlist.load();
    else wishlist.reset();
  }, [loggedIn]);
  useEffect(() => {
    let live = true;
    void headerCounts().then((counts) => {
      if (live && counts && session.accessToken() !== null) wishlist.seed(counts.wish_list);
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(
    () =>
      onCrossTab((event) => {
        if (event.type === 'wishlist') void wishlist.load();
      }),
    [],
  );
}
