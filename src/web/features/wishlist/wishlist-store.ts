import type { Product } from '#contracts/catalog';
import { broadcast, type CrossTabEvent } from '#web/lib/cross-tab';
import type { MessageKey } from '#web/lib/i18n/translate';
import { useList } from '#web/lib/list-store';
import {
  EMPTY_LIST,
  createServerList,
  type ServerList,
  type WriteResult,
} from '#web/lib/server-list';
import { swallow } from '#web/lib/notices';
import { session } from '#web/lib/session';
import { wishlistCalls, type WishlistCalls } from './wishlist-calls';

/** The wish list: newest first, on the server, for logged-in shoppers only (docs/rules.md#wish-list). */
export type WishlistState = ServerList<Product>;

/** What a press did (the heart shows a toast or the login prompt); `login`: a guest, nothing sent. */
export type WishlistToggleResult = WriteResult<'added' | 'removed'> | 'login';

export interface WishlistDeps {
  calls: WishlistCalls;
  loggedIn: () => boolean;
  broadcast: (event: CrossTabEvent) => void;
  fail: (error: unknown, message: MessageKey) => void;
}

export function createWishlist(deps: WishlistDeps) {
  const list = createServerList({
    name: 'wish list',
    get: deps.calls.get,
    canLoad: deps.loggedIn, // a guest has no wish list
    broadcast: () => deps.broadcast({ type: 'wishlist' }),
    fail: (error) => deps.fail(error, 'wishlist.failed'),
  });
  return {
    ...list,
    /** Adds a product not in the list, removes one that is; a guest is asked to log in. */
    async toggle(product: Product): Promise<WishlistToggleResult> {
      if (!deps.loggedIn()) return 'login';
      const { id } = product;
      const adding = !list.get().ids.has(id);
      const send = adding ? deps.calls.add : deps.calls.remove;
      // A change answers with the list; an answer without it (a 204) means asking again.
      const answer = async () => (await send(id)) ?? (await deps.calls.get());
      const change = adding ? { add: id, item: product } : { remove: id };
      return list.write(change, answer, adding ? 'added' : 'removed');
    },
  };
}

/** The page's one wish list. */
export const wishlist = createWishlist({
  calls: wishlistCalls,
  loggedIn: () => session.accessToken() !== null,
  broadcast,
  fail: (error, message) => swallow('wishlist', message)(error),
});

export const useWishlist = (): WishlistState => useList(wishlist, EMPTY_LIST);
